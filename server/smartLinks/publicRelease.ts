import { PLATFORM_LABELS, type PlatformId } from "@common/platforms.ts";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import {
  artistProfiles,
  deliveries,
  releases,
  smartLinks,
  storeLinks,
  tracks,
  uploads,
  userPrivacySettings,
  users,
} from "../db/schema/index.ts";
import { onSaleCondition } from "../distribution/onSale.ts";
import { publicPageCondition } from "./publicPage.ts";
import { orderStores } from "./storeOrder.ts";

/** A release as its public page shows it (issue 17). */
export interface PublicRelease {
  id: string;
  slug: string;
  title: string;
  artistName: string;
  /** The artist page's slug (/a/<slug>), when the artist profile has one. */
  artistSlug: string | null;
  releaseType: "single" | "ep" | "album";
  releaseDate: string | null;
  artworkUploadId: string | null;
  /** Stores selling the release (onSaleCondition) with a link, not hidden, in the page's order. */
  stores: { storeId: string; label: string; url: string }[];
  tracks: {
    trackNumber: number;
    title: string;
    duration: number;
    explicit: boolean;
    hasPreview: boolean;
  }[];
}

/** The release row behind a public smart link, or null (unknown slug, or not public). */
export async function findPublicRelease(db: Db, slug: string) {
  const [row] = await db
    .select({
      id: releases.id,
      slug: smartLinks.slug,
      storeOrder: smartLinks.storeOrder,
      hiddenStores: smartLinks.hiddenStores,
      title: releases.title,
      artistName: releases.artistName,
      userId: releases.userId,
      releaseType: releases.releaseType,
      releaseDate: releases.releaseDate,
      artworkUploadId: releases.artworkUploadId,
      artworkKey: uploads.storageKey,
    })
    .from(smartLinks)
    .innerJoin(releases, eq(releases.id, smartLinks.releaseId))
    .innerJoin(users, eq(users.id, releases.userId))
    .leftJoin(userPrivacySettings, eq(userPrivacySettings.userId, releases.userId))
    .leftJoin(uploads, eq(uploads.id, releases.artworkUploadId))
    .where(and(eq(smartLinks.slug, slug), publicPageCondition));
  return row ?? null;
}

/** Everything the release page shows, or null when the page is not public. */
export async function loadPublicRelease(db: Db, slug: string): Promise<PublicRelease | null> {
  const row = await findPublicRelease(db, slug);
  if (!row) return null;
  const [artist, trackRows, storeRows] = await Promise.all([
    db
      .select({ slug: artistProfiles.slug })
      .from(artistProfiles)
      .where(and(eq(artistProfiles.userId, row.userId), eq(artistProfiles.name, row.artistName))),
    db
      .select({
        trackNumber: tracks.trackNumber,
        title: tracks.title,
        duration: tracks.duration,
        explicit: tracks.explicit,
        previewStartTime: tracks.previewStartTime,
      })
      .from(tracks)
      .where(eq(tracks.releaseId, row.id))
      .orderBy(asc(tracks.trackNumber)),
    // A store's button shows when the store sells the release and its link is known; a
    // redelivery under way keeps it (the store still sells the version it has).
    db
      .select({ storeId: deliveries.storeId, url: storeLinks.url })
      .from(deliveries)
      .innerJoin(
        storeLinks,
        and(
          eq(storeLinks.releaseId, deliveries.releaseId),
          eq(storeLinks.storeId, deliveries.storeId),
        ),
      )
      .where(and(eq(deliveries.releaseId, row.id), onSaleCondition)),
  ]);
  const shown = storeRows.filter((s) => !row.hiddenStores.includes(s.storeId));
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    artistName: row.artistName,
    artistSlug: artist[0]?.slug ?? null,
    releaseType: row.releaseType,
    releaseDate: row.releaseDate,
    artworkUploadId: row.artworkUploadId,
    stores: orderStores(shown, row.storeOrder).map((s) => ({
      ...s,
      label: PLATFORM_LABELS[s.storeId as PlatformId] ?? s.storeId,
    })),
    tracks: trackRows.map(({ previewStartTime, ...t }) => ({
      ...t,
      hasPreview: previewStartTime !== null,
    })),
  };
}
