import { DELIVERY_STATES, type DeliveryKind, type DeliveryState } from "@common/distribution.ts";
import { PLATFORM_IDS, type PlatformId } from "@common/releases.ts";
import { type SQL, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";

/** A row of /admin/deliveries as the statements below return it (server/presenters/delivery.ts). */
export interface AdminDeliveryRow {
  id: string;
  releaseId: string;
  storeId: string;
  storeName: string;
  kind: DeliveryKind;
  state: DeliveryState;
  reason: string | null;
  attempts: number;
  batchId: string | null;
  /** UTC with microseconds (the keyset cursor needs them; see server/lib/cursor.ts). */
  updatedAt: string;
  deliveredAt: string | null;
  liveAt: string | null;
  releaseTitle: string;
  artistName: string;
  upc: string | null;
  /** 1 for a failure (listed first), 0 for the rest. */
  phase: number;
}

/** Where the next page starts: the phase, time and id of the last row shown. */
export interface DeliveryCursor {
  phase: 0 | 1;
  time: string;
  id: string;
}

export interface DeliveryPageOptions {
  store?: string;
  state?: DeliveryState;
  after?: DeliveryCursor;
  limit: number;
}

const utc = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The rows `page` selects (a statement yielding `id` and `phase`), joined to their release and store. */
async function deliveryRows(db: Db | Tx, page: SQL): Promise<AdminDeliveryRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with page as (${page})
    select d.id, d.release_id as "releaseId", d.store_id as "storeId",
      s.display_name as "storeName", d.kind, d.state, d.reason, d.attempts,
      d.batch_id as "batchId", ${utc(sql`d.updated_at`)} as "updatedAt",
      ${utc(sql`d.delivered_at`)} as "deliveredAt", ${utc(sql`d.live_at`)} as "liveAt",
      r.title as "releaseTitle", r.artist_name as "artistName", r.upc, page.phase
    from page
    join deliveries d on d.id = page.id
    join releases r on r.id = d.release_id
    join stores s on s.id = d.store_id
    order by page.phase desc, d.updated_at desc, d.id desc`);
  return result.rows as unknown as AdminDeliveryRow[];
}

/**
 * One page of /admin/deliveries in ONE statement: failures first, then every other state, each
 * newest change first, filtered by store and state. The page is the union of at most two
 * branches, each `order by updated_at desc, id desc limit n+1` on its own: the failures walk
 * deliveries_state_updated_idx (state = 'failed'), the rest deliveries_updated_idx (or, with a
 * state filter, the state index), so a page reads about n+1 index entries whatever the table's
 * size. The keyset is (phase, updated_at, id): a cursor in the second phase skips the failures.
 */
export async function deliveryPage(
  db: Db | Tx,
  options: DeliveryPageOptions,
): Promise<{ items: AdminDeliveryRow[]; next: DeliveryCursor | null }> {
  const take = options.limit + 1;
  const { after } = options;
  const store = options.store ? sql` and d.store_id = ${options.store}` : sql``;
  const keyset = sql` and (d.updated_at, d.id) < (${after?.time ?? null}::timestamptz, ${after?.id ?? null}::uuid)`;
  const order = sql` order by d.updated_at desc, d.id desc limit ${take}`;
  const branches: SQL[] = [];
  const wantFailed = !options.state || options.state === "failed";
  const wantOthers = options.state !== "failed";
  if (wantFailed && (!after || after.phase === 1)) {
    branches.push(sql`(select d.id, d.updated_at, 1 as phase from deliveries d
      where d.state = 'failed'${store}${after ? keyset : sql``}${order})`);
  }
  if (wantOthers) {
    const state = options.state
      ? sql`d.state = ${options.state}::delivery_state`
      : sql`d.state <> 'failed'`;
    branches.push(sql`(select d.id, d.updated_at, 0 as phase from deliveries d
      where ${state}${store}${after?.phase === 0 ? keyset : sql``}${order})`);
  }
  if (branches.length === 0) return { items: [], next: null };
  const page = sql`select m.id, m.phase from (${sql.join(branches, sql` union all `)}) m
    order by m.phase desc, m.updated_at desc, m.id desc limit ${take}`;
  const rows = await deliveryRows(db, page);
  const items = rows.slice(0, options.limit);
  const last = items.at(-1);
  return {
    items,
    next:
      rows.length > options.limit && last
        ? { phase: last.phase === 1 ? 1 : 0, time: last.updatedAt, id: last.id }
        : null,
  };
}

/** One delivery as /admin/deliveries shows it, or null. */
export async function adminDelivery(db: Db | Tx, id: string): Promise<AdminDeliveryRow | null> {
  const [row] = await deliveryRows(
    db,
    sql`select id, case when state = 'failed' then 1 else 0 end as phase
      from deliveries where id = ${id}`,
  );
  return row ?? null;
}

export interface StoreCountRow {
  storeId: PlatformId;
  storeName: string;
  /** Every state, 0 where the store has none. */
  counts: Record<DeliveryState, number>;
  total: number;
}

/**
 * How many deliveries each store has in each state, in one statement (an index-only scan of
 * deliveries_store_state_idx): every store that has a delivery or is enabled, in the
 * platforms' order.
 */
export async function deliveryCounts(db: Db | Tx): Promise<StoreCountRow[]> {
  const result = await db.execute<{
    store_id: string;
    store_name: string;
    enabled: boolean;
    state: DeliveryState | null;
    count: number;
  }>(sql`
    select s.id as store_id, s.display_name as store_name, s.enabled, c.state,
      coalesce(c.count, 0)::int as count
    from stores s
    left join (
      select store_id, state, count(*) as count from deliveries group by store_id, state
    ) c on c.store_id = s.id`);
  const byStore = new Map<string, StoreCountRow & { enabled: boolean }>();
  for (const row of result.rows) {
    let entry = byStore.get(row.store_id);
    if (!entry) {
      entry = {
        storeId: row.store_id as PlatformId,
        storeName: row.store_name,
        enabled: row.enabled,
        counts: Object.fromEntries(DELIVERY_STATES.map((state) => [state, 0])) as Record<
          DeliveryState,
          number
        >,
        total: 0,
      };
      byStore.set(row.store_id, entry);
    }
    if (row.state) {
      entry.counts[row.state] = row.count;
      entry.total += row.count;
    }
  }
  return PLATFORM_IDS.flatMap((id) => {
    const entry = byStore.get(id);
    if (!entry || (entry.total === 0 && !entry.enabled)) return [];
    const { enabled: _enabled, ...counts } = entry;
    return [counts];
  });
}

/**
 * What staff have to see to on /admin/deliveries, for its sidebar badge: pending takedown
 * requests and failed deliveries. One statement, each count an index range
 * (takedown_requests_status_created_idx, deliveries_state_updated_idx).
 */
export async function waitingDeliveries(
  db: Db | Tx,
): Promise<{ takedowns: number; failed: number }> {
  const result = await db.execute<{ takedowns: number; failed: number }>(sql`
    select
      (select count(*)::int from takedown_requests where status = 'pending') as takedowns,
      (select count(*)::int from deliveries where state = 'failed') as failed`);
  return result.rows[0] ?? { takedowns: 0, failed: 0 };
}
