import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import {
  releases,
  royaltySplits,
  takedownRequests,
  tracks,
  uploads,
} from "../../db/schema/index.ts";

export type ReleaseRow = typeof releases.$inferSelect;
export type UploadRow = typeof uploads.$inferSelect;
export type TrackRow = typeof tracks.$inferSelect;
export type SplitRow = typeof royaltySplits.$inferSelect;

export interface LoadedRelease {
  release: ReleaseRow;
  artwork: UploadRow | null;
  pendingTakedown: { status: string; createdAt: Date } | null;
  tracks: { track: TrackRow; audio: UploadRow | null; splits: SplitRow[] }[];
}

/** Just the fields a policy needs, for routes that act on a release without showing it. */
export async function findReleaseRef(db: Db | Tx, id: string, forUpdate = false) {
  const query = db
    .select({
      id: releases.id,
      userId: releases.userId,
      status: releases.status,
      title: releases.title,
      artistName: releases.artistName,
    })
    .from(releases)
    .where(eq(releases.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** A release with artwork, tracks (with audio) and splits: three queries, whatever its size. */
export async function loadRelease(db: Db | Tx, id: string): Promise<LoadedRelease | null> {
  const artwork = alias(uploads, "artwork");
  const [head] = await db
    .select({
      release: releases,
      artwork,
      takedownStatus: takedownRequests.status,
      takedownAt: takedownRequests.createdAt,
    })
    .from(releases)
    .leftJoin(artwork, eq(artwork.id, releases.artworkUploadId))
    .leftJoin(
      takedownRequests,
      and(eq(takedownRequests.releaseId, releases.id), eq(takedownRequests.status, "pending")),
    )
    .where(eq(releases.id, id))
    .limit(1);
  if (!head) return null;
  const trackRows = await db
    .select({ track: tracks, audio: uploads })
    .from(tracks)
    .leftJoin(uploads, eq(uploads.id, tracks.audioUploadId))
    .where(eq(tracks.releaseId, id))
    .orderBy(asc(tracks.trackNumber));
  const trackIds = trackRows.map((r) => r.track.id);
  const splitRows = trackIds.length
    ? await db
        .select()
        .from(royaltySplits)
        .where(inArray(royaltySplits.trackId, trackIds))
        .orderBy(asc(royaltySplits.position), sql`${royaltySplits.id}`)
    : [];
  return {
    release: head.release,
    artwork: head.artwork,
    pendingTakedown:
      head.takedownStatus && head.takedownAt
        ? { status: head.takedownStatus, createdAt: head.takedownAt }
        : null,
    tracks: trackRows.map((r) => ({
      track: r.track,
      audio: r.audio,
      splits: splitRows.filter((s) => s.trackId === r.track.id),
    })),
  };
}
