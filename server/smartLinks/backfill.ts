import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { releases, smartLinks } from "../db/schema/index.ts";
import { ensureSmartLink } from "./ensureSmartLink.ts";

/**
 * Smart links for releases distributed before smart links existed (issue 17): every release
 * whose status is distributed and which has no smart_links row gets one, each in its own
 * transaction. Run at every start of a working process (server/startWorkers.ts); after the
 * first run it finds nothing. Returns how many were made.
 */
export async function backfillSmartLinks(db: Db): Promise<number> {
  const missing = await db
    .select({ id: releases.id })
    .from(releases)
    .leftJoin(smartLinks, eq(smartLinks.releaseId, releases.id))
    .where(and(eq(releases.status, "distributed"), isNull(smartLinks.releaseId)));
  for (const { id } of missing) {
    await db.transaction((tx) => ensureSmartLink(tx, id));
  }
  return missing.length;
}
