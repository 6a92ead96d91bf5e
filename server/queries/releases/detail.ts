import { PLATFORM_IDS, type PlatformId } from "@common/releases.ts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import {
  deliveries,
  releases,
  royaltySplits,
  stores,
  takedownRequests,
  tracks,
  uploads,
} from "../../db/schema/index.ts";

type ReleaseRow = typeof releases.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;
type TrackRow = typeof tracks.$inferSelect;
type SplitRow = typeof royaltySplits.$inferSelect;
export type DeliveryRow = typeof deliveries.$inferSelect & { storeName: string };

export interface LoadedRelease {
  release: ReleaseRow;
  artwork: UploadRow | null;
  /** The open takedown request: pending, or approved while the stores take the release down. */
  pendingTakedown: { status: string; createdAt: Date } | null;
  /** One row per store the release was delivered to, in the platforms' order (issue 15). */
  deliveries: DeliveryRow[];
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

/**
 * A release with artwork, tracks (with audio), splits and its stores' deliveries: four queries,
 * whatever its size.
 */
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
      and(
        eq(takedownRequests.releaseId, releases.id),
        inArray(takedownRequests.status, ["pending", "approved"]),
      ),
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
  const deliveryRows = await releaseDeliveryRows(db, id);
  return {
    release: head.release,
    artwork: head.artwork,
    pendingTakedown:
      head.takedownStatus && head.takedownAt
        ? { status: head.takedownStatus, createdAt: head.takedownAt }
        : null,
    deliveries: deliveryRows,
    tracks: trackRows.map((r) => ({
      track: r.track,
      audio: r.audio,
      splits: splitRows.filter((s) => s.trackId === r.track.id),
    })),
  };
}

const platformOrder = (id: string) => PLATFORM_IDS.indexOf(id as PlatformId);

/** A release's delivery rows with their store's name, in the platforms' order. */
async function releaseDeliveryRows(db: Db | Tx, releaseId: string): Promise<DeliveryRow[]> {
  const rows = await db
    .select({ delivery: deliveries, storeName: stores.displayName })
    .from(deliveries)
    .innerJoin(stores, eq(stores.id, deliveries.storeId))
    .where(eq(deliveries.releaseId, releaseId));
  return rows
    .map((r) => ({ ...r.delivery, storeName: r.storeName }))
    .sort((a, b) => platformOrder(a.storeId) - platformOrder(b.storeId));
}
