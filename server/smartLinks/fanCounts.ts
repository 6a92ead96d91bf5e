import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { fanSignups } from "../db/schema/index.ts";

export interface FanCounts {
  /** Confirmed and still subscribed. */
  confirmed: number;
  /** Signed up, not yet confirmed (and not unsubscribed). */
  pending: number;
  /** Fans the release-day mail was queued for. */
  notified: number;
  /** Only fans who consented to share their address with the artist, confirmed, subscribed. */
  shared: { email: string; confirmedAt: string }[];
}

/**
 * What the artist may know of a release's "Notify me" list: how many, and the addresses of those
 * who ticked consent, never anyone else's (issue 17).
 */
export async function fanCounts(db: Db | Tx, releaseId: string): Promise<FanCounts> {
  const [counts] = await db
    .select({
      confirmed: sql<number>`count(*) filter (where ${fanSignups.confirmedAt} is not null and ${fanSignups.unsubscribedAt} is null)::int`,
      pending: sql<number>`count(*) filter (where ${fanSignups.confirmedAt} is null and ${fanSignups.unsubscribedAt} is null)::int`,
      notified: sql<number>`count(*) filter (where ${fanSignups.notifiedAt} is not null)::int`,
    })
    .from(fanSignups)
    .where(eq(fanSignups.releaseId, releaseId));
  const shared = await db
    .select({ email: fanSignups.email, confirmedAt: fanSignups.confirmedAt })
    .from(fanSignups)
    .where(
      and(
        eq(fanSignups.releaseId, releaseId),
        eq(fanSignups.shareWithArtist, true),
        isNotNull(fanSignups.confirmedAt),
        isNull(fanSignups.unsubscribedAt),
      ),
    )
    .orderBy(asc(fanSignups.confirmedAt), asc(fanSignups.email));
  return {
    confirmed: counts?.confirmed ?? 0,
    pending: counts?.pending ?? 0,
    notified: counts?.notified ?? 0,
    shared: shared.flatMap((row) =>
      row.confirmedAt ? [{ email: row.email, confirmedAt: row.confirmedAt.toISOString() }] : [],
    ),
  };
}
