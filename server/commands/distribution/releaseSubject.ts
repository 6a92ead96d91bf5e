import { PLATFORM_IDS, type PlatformId } from "@common/releases.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { deliveries, releases, stores, takedownRequests } from "../../db/schema/index.ts";
import type { DistributionSubject } from "../../policies/delivery.ts";

/** A release as Mark as Distributed and Redeliver decide on it, locked for the transaction. */
export interface LockedRelease extends DistributionSubject {
  id: string;
  userId: string;
  title: string;
  platforms: string[];
}

/**
 * The release row locked FOR UPDATE (so two staff acting at once take turns, and the second
 * sees what the first wrote), with what its delivery rows and takedown requests say. Null when
 * there is no such release.
 */
export async function lockReleaseForDistribution(
  tx: Tx,
  releaseId: string,
): Promise<LockedRelease | null> {
  const [release] = await tx
    .select({
      id: releases.id,
      userId: releases.userId,
      title: releases.title,
      status: releases.status,
      metadata: releases.metadata,
    })
    .from(releases)
    .where(eq(releases.id, releaseId))
    .for("update");
  if (!release) return null;
  const [facts] = await tx
    .select({
      rows: sql<number>`count(*)::int`,
      inFlight: sql<number>`(count(*) filter (where ${deliveries.state} in ('queued', 'uploading')))::int`,
      takedowns: sql<number>`(select count(*)::int from ${takedownRequests}
        where ${takedownRequests.releaseId} = ${releaseId} and ${takedownRequests.status} = 'approved')`,
    })
    .from(deliveries)
    .where(eq(deliveries.releaseId, releaseId));
  return {
    id: release.id,
    userId: release.userId,
    title: release.title,
    status: release.status,
    platforms: release.metadata.selected_platforms ?? [],
    hasDeliveries: (facts?.rows ?? 0) > 0,
    inFlight: (facts?.inFlight ?? 0) > 0,
    takedownUnderway: (facts?.takedowns ?? 0) > 0,
  };
}

/**
 * The stores a release goes to: the platforms selected on it whose store is enabled, in the
 * platforms' order.
 */
export async function deliverableStores(tx: Tx, platforms: readonly string[]): Promise<string[]> {
  const known = platforms.filter((p): p is PlatformId => PLATFORM_IDS.includes(p as PlatformId));
  if (known.length === 0) return [];
  const rows = await tx
    .select({ id: stores.id })
    .from(stores)
    .where(and(inArray(stores.id, known), eq(stores.enabled, true)));
  const enabled = new Set(rows.map((r) => r.id));
  return PLATFORM_IDS.filter((id) => enabled.has(id));
}
