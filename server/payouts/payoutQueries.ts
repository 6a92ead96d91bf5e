/**
 * Reading withdrawal requests: an artist's own (newest first) and staff's queue by status
 * (requested oldest first, the order they are paid in; paid and rejected newest first). Keyset
 * pages over (created_at, id), which payout_requests' indexes cover.
 */
import type { PayoutStatus } from "@common/payouts/payouts.ts";
import { and, asc, desc, eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { payoutRequests, users } from "../db/schema/index.ts";
import { containsPattern, exactTime, keysetPage, olderThan } from "../lib/cursor.ts";
import type { AdminPayoutRow, PayoutRow } from "./presentPayout.ts";

interface PageInput {
  after?: { time: string; id: string } | undefined;
  limit: number;
}

const cursorTime = exactTime(payoutRequests.createdAt);

export async function myPayoutPage(db: Db, userId: string, page: PageInput) {
  const rows = await db
    .select({ ...getTableColumns(payoutRequests), cursorTime })
    .from(payoutRequests)
    .where(
      and(
        eq(payoutRequests.userId, userId),
        page.after ? olderThan(payoutRequests.createdAt, payoutRequests.id, page.after) : undefined,
      ),
    )
    .orderBy(desc(payoutRequests.createdAt), desc(payoutRequests.id))
    .limit(page.limit + 1);
  return keysetPage<PayoutRow & { cursorTime: string }>(rows, page.limit);
}

/** One of the user's own requests; null if none (or someone else's). */
export async function myPayout(db: Db, userId: string, id: string): Promise<PayoutRow | null> {
  const [row] = await db
    .select()
    .from(payoutRequests)
    .where(and(eq(payoutRequests.id, id), eq(payoutRequests.userId, userId)));
  return row ?? null;
}

const adminColumns = {
  ...getTableColumns(payoutRequests),
  // A deleted account keeps its tombstone's name; the artist name falls back to the full name.
  artistName: sql<string>`coalesce(${users.artistName}, ${users.name})`,
  email: sql<string>`${users.email}::text`,
  // Who first opened the details to pay it (a staff member's full name), if anyone has.
  openedByName: sql<
    string | null
  >`(select o.full_name from users o where o.id = ${payoutRequests.detailsOpenedBy})`,
};

/** Rows after `after` in (time asc, id asc) order: the queue's next page. */
const newerThan = (after: { time: string; id: string }) =>
  sql`(${payoutRequests.createdAt}, ${payoutRequests.id}) > (${after.time}::timestamptz, ${after.id}::uuid)`;

/**
 * A search on staff's list: the artist (artist name, full name, email) or the reference a paid
 * request was marked with. The status index narrows to one status first; a label's payouts are
 * few enough per status for the rest to be a filter.
 */
function payoutSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`${users.artistName} ilike ${pattern}`,
    sql`${users.name} ilike ${pattern}`,
    sql`${users.email}::text ilike ${pattern}`,
    sql`${payoutRequests.reference} ilike ${pattern}`,
  );
}

export async function adminPayoutPage(db: Db, status: PayoutStatus, page: PageInput, q?: string) {
  const queue = status === "requested";
  const keyset = page.after
    ? queue
      ? newerThan(page.after)
      : olderThan(payoutRequests.createdAt, payoutRequests.id, page.after)
    : undefined;
  const order = queue
    ? [asc(payoutRequests.createdAt), asc(payoutRequests.id)]
    : [desc(payoutRequests.createdAt), desc(payoutRequests.id)];
  const rows = await db
    .select({ ...adminColumns, cursorTime })
    .from(payoutRequests)
    .innerJoin(users, eq(users.id, payoutRequests.userId))
    .where(and(eq(payoutRequests.status, status), keyset, payoutSearch(q)))
    .orderBy(...order)
    .limit(page.limit + 1);
  return keysetPage<AdminPayoutRow & { cursorTime: string }>(rows, page.limit);
}

/** Requests waiting for staff (payout_requests_status_idx answers it). */
export async function waitingPayoutCount(db: Db): Promise<number> {
  return db.$count(payoutRequests, eq(payoutRequests.status, "requested"));
}

export async function adminPayout(db: Db, id: string): Promise<AdminPayoutRow | null> {
  const [row] = await db
    .select(adminColumns)
    .from(payoutRequests)
    .innerJoin(users, eq(users.id, payoutRequests.userId))
    .where(eq(payoutRequests.id, id));
  return row ?? null;
}
