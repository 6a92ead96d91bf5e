import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { releases, smartLinks } from "../db/schema/index.ts";
import { ensureSmartLink } from "./ensureSmartLink.ts";

/**
 * Smart links for releases distributed before smart links existed (issue 17): every release
 * whose status is distributed, or taken down since (it was distributed, and its panel shows the
 * link's history and that the page is gone), and which has no smart_links row gets one, each in
 * its own transaction. Run in the background at every start of a working process
 * (server/startWorkers.ts); after the first run it finds nothing. The releases are read `batch`
 * at a time in id order, so a catalogue of hundreds of thousands is never one result in memory
 * and each look-up continues where the last one ended. Stops between releases once `signal` is
 * aborted (the process closing). Returns how many releases it gave a link.
 */
export async function backfillSmartLinks(
  db: Db,
  options: { batch?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const batch = options.batch ?? 200;
  let made = 0;
  let after: string | undefined;
  while (!options.signal?.aborted) {
    const missing = await db
      .select({ id: releases.id })
      .from(releases)
      .leftJoin(smartLinks, eq(smartLinks.releaseId, releases.id))
      .where(
        and(
          inArray(releases.status, ["distributed", "taken_down"]),
          isNull(smartLinks.releaseId),
          after === undefined ? undefined : gt(releases.id, after),
        ),
      )
      .orderBy(releases.id)
      .limit(batch);
    for (const { id } of missing) {
      if (options.signal?.aborted) return made;
      await db.transaction((tx) => ensureSmartLink(tx, id));
      made += 1;
    }
    if (missing.length < batch) break;
    after = missing.at(-1)?.id;
  }
  return made;
}
