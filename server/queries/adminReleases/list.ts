import { isValidIsrc, isValidUpc, normaliseIsrc, upcKey } from "@common/codes.ts";
import { RELEASE_STATUSES, type ReleaseStatus } from "@common/releases.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../lib/cursor.ts";
import { type AdminReleaseRow, releaseCards } from "./cards.ts";

export interface AdminReleasePageOptions {
  /**
   * Case-insensitive "contains" on title, artist name or the owner's email; a whole UPC or ISRC
   * (as a store's email quotes it, with or without its spaces and hyphens) also finds its release.
   */
  q?: string;
  /** One status, or all five for the "All" filter. */
  statuses: readonly ReleaseStatus[];
  after?: { time: string; id: string };
  limit: number;
}

/**
 * One page of /admin/releases (every artist's releases, newest first) in ONE statement that
 * stays fast with a million releases. How, and why not the plain
 * `where (title ilike $q or artist_name ilike $q or email ilike $q) order by created_at limit n`:
 *
 * - The page is the union of small "branches", one per status (and per searched field), each
 *   `order by created_at desc, id desc limit n+1` on its own. A branch on one status can walk
 *   releases_status_created_idx in order and stop after n+1 rows, which is the best plan when
 *   the search matches many releases; when it matches few, PostgreSQL picks the trigram indexes
 *   and sorts the handful it finds instead. The plain query cannot do either: an OR across
 *   two tables defeats the bitmap indexes. "All" has its own index in created_at order
 *   (releases_created_id_idx); one status uses releases_status_created_idx.
 * - The owner's email is its own branch, `user_id in (users whose email matches)`: a rare
 *   address finds its users through users_email_trgm_idx, then their releases through
 *   releases_user_created_idx; a common fragment ("gmail") walks the status index instead.
 *   `email::text`, because the column is citext and only text's ILIKE is in gin_trgm_ops.
 * - The statement is sent unnamed (never prepared), so each search is planned with its own
 *   pattern: how many rows a pattern matches decides the plan.
 * - A search that is a whole UPC or ISRC adds one more branch, found through the codes' unique
 *   indexes (releases_upc_unique_idx's GTIN-13 expression, tracks_isrc_unique_idx): a store's
 *   question names the release by its code, and a code is no title's substring.
 * - The union yields at most 3 x (n+1) ids per status; only the page's n+1 are then joined to their
 *   owner, artwork and tracks (server/queries/adminReleases/cards.ts).
 */
export async function adminReleasePage(
  db: Db,
  options: AdminReleasePageOptions,
): Promise<{ items: AdminReleaseRow[]; next: { time: string; id: string } | null }> {
  const take = options.limit + 1;
  const pattern = options.q ? containsPattern(options.q) : null;
  const code = options.q ? codeSearch(options.q) : null;
  const keyset = options.after
    ? sql` and (r.created_at, r.id) < (${options.after.time}::timestamptz, ${options.after.id}::uuid)`
    : sql``;
  const order = sql` order by r.created_at desc, r.id desc limit ${take}`;
  const branches: SQL[] = [];
  // "All" walks releases_created_id_idx once; one status walks releases_status_created_idx.
  const scopes: Array<SQL> =
    options.statuses.length === RELEASE_STATUSES.length
      ? [sql`true`]
      : options.statuses.map((status) => sql`r.status = ${status}::release_status`);
  for (const scope of scopes) {
    const base = sql`select r.id, r.created_at from releases r where ${scope}${keyset}`;
    if (!pattern) {
      branches.push(sql`(${base}${order})`);
      continue;
    }
    branches.push(
      sql`(${base} and (r.title ilike ${pattern} or r.artist_name ilike ${pattern})${order})`,
      sql`(${base} and r.user_id in (select u.id from users u where u.email::text ilike ${pattern})${order})`,
    );
    if (code) branches.push(sql`(${base} and ${code}${order})`);
  }
  const page = sql`select m.id, m.created_at from (${sql.join(branches, sql` union `)}) m
    order by m.created_at desc, m.id desc limit ${take}`;
  const rows = await releaseCards(db, page);
  const items = rows.slice(0, options.limit);
  const last = items.at(-1);
  return {
    items,
    next: rows.length > options.limit && last ? { time: last.created_at, id: last.id } : null,
  };
}

/** The condition that finds a release by the UPC or ISRC searched for, or null for other text. */
function codeSearch(q: string): SQL | null {
  if (isValidUpc(q))
    return sql`(case when length(r.upc) = 12 then '0' || r.upc else r.upc end) = ${upcKey(q)} and r.upc is not null`;
  if (isValidIsrc(q))
    return sql`r.id in (select t.release_id from tracks t where t.isrc = ${normaliseIsrc(q)})`;
  return null;
}
