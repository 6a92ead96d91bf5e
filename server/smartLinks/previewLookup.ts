import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  releases,
  smartLinks,
  tracks,
  uploads,
  userPrivacySettings,
  users,
} from "../db/schema/index.ts";
import { publicPageCondition } from "./publicPage.ts";

/** What a preview is cut from: the track's audio and where the artist wants it to start. */
export interface PreviewSource {
  trackId: string;
  start: number;
  audioKey: string;
}

/**
 * The track of a public smart link that has a preview, or null: the page must be public (a
 * distributed release, its link enabled, its owner's profile not private), as the page itself
 * is, so a preview never outlives its page.
 */
export async function findPreviewSource(
  db: Db,
  slug: string,
  trackNumber: number,
): Promise<PreviewSource | null> {
  const [row] = await db
    .select({
      trackId: tracks.id,
      start: tracks.previewStartTime,
      audioKey: uploads.storageKey,
    })
    .from(smartLinks)
    .innerJoin(releases, eq(releases.id, smartLinks.releaseId))
    .innerJoin(tracks, and(eq(tracks.releaseId, releases.id), eq(tracks.trackNumber, trackNumber)))
    .innerJoin(uploads, eq(uploads.id, tracks.audioUploadId))
    .innerJoin(users, eq(users.id, releases.userId))
    .leftJoin(userPrivacySettings, eq(userPrivacySettings.userId, releases.userId))
    .where(and(eq(smartLinks.slug, slug), isNotNull(tracks.previewStartTime), publicPageCondition))
    .limit(1);
  if (!row || row.start === null) return null;
  return { trackId: row.trackId, start: row.start, audioKey: row.audioKey };
}
