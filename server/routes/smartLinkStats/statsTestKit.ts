import { eq } from "drizzle-orm";
import {
  deliveries,
  releases,
  smartLinkDailyCounts,
  smartLinkSalts,
  smartLinks,
  smartLinkVisitors,
  storeLinks,
} from "../../db/schema/index.ts";
import type { VisitSource } from "../../smartLinks/counter.ts";
import type { TestEnv } from "../../test/support.ts";
import { draft, type Member } from "../releases/releaseTestKit.ts";

/** Smart link statistics tests (issue 17): a distributed release with live stores, and fans. */

export const DESKTOP_UA =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
export const IPHONE_UA =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
export const ANDROID_TABLET_UA =
  "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
export const GOOGLEBOT_UA =
  "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

export const fan = (ip: string, userAgent = DESKTOP_UA, referer?: string): VisitSource => ({
  ip,
  userAgent,
  referer,
});

export const SPOTIFY_URL = "https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy";
export const DEEZER_URL = "https://www.deezer.com/album/302127";

let slugs = 0;
/**
 * A draft of `who` made distributed by hand, as Mark as Distributed and the stores' answers
 * would leave it: a smart link, live deliveries and store links for `live` (store -> address).
 */
export async function distributedRelease(
  env: TestEnv,
  who: Member,
  live: Record<string, string> = { spotify: SPOTIFY_URL, deezer: DEEZER_URL },
  options: { hidden?: string[] } = {},
) {
  slugs += 1;
  const slug = `stats-test-${slugs}`;
  const id = await draft(who, `Stats ${slugs}`);
  const db = env.ctx.database.db;
  await db.transaction(async (tx) => {
    await tx.update(releases).set({ status: "distributed" }).where(eq(releases.id, id));
    await tx.insert(smartLinks).values({ releaseId: id, slug, hiddenStores: options.hidden ?? [] });
    for (const [storeId, url] of Object.entries(live)) {
      await tx
        .insert(deliveries)
        .values({ releaseId: id, storeId, state: "live", liveAt: new Date() });
      await tx.insert(storeLinks).values({ releaseId: id, storeId, url, source: "store" });
    }
  });
  return { id, slug };
}

/** Every row of the statistics tables, as text: where a raw address would show if stored. */
export async function everyStatsRow(env: TestEnv): Promise<string> {
  const db = env.ctx.database.db;
  const all = await Promise.all([
    db.select().from(smartLinkDailyCounts),
    db.select().from(smartLinkVisitors),
    db.select().from(smartLinkSalts),
  ]);
  return JSON.stringify(all);
}

export const visitorRows = (env: TestEnv, releaseId: string) =>
  env.ctx.database.db
    .select()
    .from(smartLinkVisitors)
    .where(eq(smartLinkVisitors.releaseId, releaseId));

export const countRows = (env: TestEnv, releaseId: string) =>
  env.ctx.database.db
    .select({
      day: smartLinkDailyCounts.day,
      event: smartLinkDailyCounts.event,
      storeId: smartLinkDailyCounts.storeId,
      referrer: smartLinkDailyCounts.referrer,
      device: smartLinkDailyCounts.device,
      count: smartLinkDailyCounts.count,
    })
    .from(smartLinkDailyCounts)
    .where(eq(smartLinkDailyCounts.releaseId, releaseId))
    .orderBy(
      smartLinkDailyCounts.day,
      smartLinkDailyCounts.event,
      smartLinkDailyCounts.storeId,
      smartLinkDailyCounts.referrer,
      smartLinkDailyCounts.device,
    );
