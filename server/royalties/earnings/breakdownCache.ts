/**
 * The earnings page's two breakdowns that read report lines (by country, and streams/downloads
 * per track and whole release) cost a pass over every posted line of the user's tracks: 144,000
 * lines for 20 tracks sold in 20 countries by 6 stores for 5 years. Both change only when the
 * user's payable account does (a posting books to it; posted report lines are never edited), so
 * they are kept per user and recomputed when the account's balance row, which the ledger's
 * trigger stamps on every posting, says it changed. Per process, a bounded number of users, oldest dropped first.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { countryBreakdown } from "./countryBreakdown.ts";
import { trackUsage, type Usage } from "./trackUsage.ts";

export interface ReportLineBreakdowns {
  countries: { country: string | null; amount: bigint }[];
  usage: Usage;
}

interface Kept extends ReportLineBreakdowns {
  version: string;
}

const MAX_USERS = 2000;
const cachesByDb = new WeakMap<Db, Map<string, Kept>>();

function cacheOf(db: Db): Map<string, Kept> {
  let cache = cachesByDb.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDb.set(db, cache);
  }
  return cache;
}

/** The payable account's state: its balance row is rewritten (now(), new sum) by every posting. */
async function accountVersion(db: Db, userId: string, currency: string): Promise<string> {
  const result = await db.execute<{ version: string | null }>(sql`
    select b.updated_at::text || '/' || b.balance::text as version
    from ledger_accounts a
    join account_balances b on b.account_id = a.id
    where a.kind = 'artist_payable' and a.user_id = ${userId} and a.currency = ${currency}`);
  return result.rows[0]?.version ?? "none";
}

/**
 * The user's country split and track usage, recomputed only after their account changed. The
 * version is read first, so what is kept is never older than the version it is kept under.
 */
export async function reportLineBreakdowns(
  db: Db,
  userId: string,
  currency: string,
): Promise<ReportLineBreakdowns> {
  const cache = cacheOf(db);
  const key = `${userId}:${currency}`;
  const version = await accountVersion(db, userId, currency);
  const kept = cache.get(key);
  if (kept && kept.version === version) return kept;
  const [countries, usage] = await Promise.all([
    countryBreakdown(db, userId, currency),
    trackUsage(db, userId, currency),
  ]);
  cache.delete(key);
  cache.set(key, { version, countries, usage });
  if (cache.size > MAX_USERS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return { countries, usage };
}
