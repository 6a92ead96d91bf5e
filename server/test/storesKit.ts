import type { DeliveryState } from "@common/distribution.ts";
import type { PlatformId } from "@common/releases.ts";
import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { deliveries, releases, stores } from "../db/schema/index.ts";
import { batchIdAt } from "../distribution/batch.ts";
import { deliveryMessageId } from "../distribution/deliveryInput.ts";

/**
 * Stores for tests of delivery (issue 15). Two ways to a release that has been delivered:
 *
 * - the real one: `enableStores`, then Mark as Distributed through the API, and
 *   `waitForDeliveries` while the delivery job (pg-boss, running in the test's process) writes
 *   each store's batch to its folder under the test's DATA_DIR;
 * - the quick one, for tests that only need a release in that state: `setDelivered` writes the
 *   delivery rows and the release's status directly. No job runs and no batch is written.
 */

/** A valid DDEX party id for test stores (the DDEX example's). */
const TEST_STORE_DPID = "PADPIDA2014120301A";

/**
 * Enables `ids` with a DPID and the folder transport into the test's DATA_DIR
 * (DATA_DIR/deliveries/<id>, the default); every other store is left as it is.
 */
export async function enableStores(ctx: AppContext, ids: readonly PlatformId[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.database.db
    .update(stores)
    .set({ enabled: true, dpid: TEST_STORE_DPID, transport: "folder", folderPath: null })
    .where(inArray(stores.id, [...ids]));
}

/** Turns `ids` off again (a test about "no enabled store"). */
export async function disableStores(ctx: AppContext, ids: readonly PlatformId[]): Promise<void> {
  if (ids.length === 0) return;
  await ctx.database.db
    .update(stores)
    .set({ enabled: false })
    .where(inArray(stores.id, [...ids]));
}

export interface DeliveryStateRow {
  id: string;
  storeId: string;
  kind: string;
  state: DeliveryState;
  reason: string | null;
  batchId: string | null;
}

export async function deliveriesOf(ctx: AppContext, releaseId: string) {
  const rows: DeliveryStateRow[] = await ctx.database.db
    .select({
      id: deliveries.id,
      storeId: deliveries.storeId,
      kind: deliveries.kind,
      state: deliveries.state,
      reason: deliveries.reason,
      batchId: deliveries.batchId,
    })
    .from(deliveries)
    .where(eq(deliveries.releaseId, releaseId))
    .orderBy(deliveries.storeId);
  return rows;
}

/**
 * Waits (the real engine) until every delivery row of the release is in one of `states`
 * (default: the batch arrived), and returns the rows. Throws with the rows seen on timeout.
 */
export async function waitForDeliveries(
  ctx: AppContext,
  releaseId: string,
  states: readonly DeliveryState[] = ["delivered", "live"],
  timeoutMs = 20_000,
): Promise<DeliveryStateRow[]> {
  const started = Date.now();
  let rows: DeliveryStateRow[] = [];
  while (Date.now() - started < timeoutMs) {
    rows = await deliveriesOf(ctx, releaseId);
    if (rows.length > 0 && rows.every((r) => states.includes(r.state))) return rows;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`deliveries of ${releaseId} not ${states.join("/")}: ${JSON.stringify(rows)}`);
}

/**
 * The quick way (no engine, no files): the release gets one delivery row per store in `state`
 * (delivered or live rows get a made-up batch id, so a takedown would be sent to them) and,
 * when every row is delivered or live, status distributed. For tests that only need a release
 * the stores have.
 */
export async function setDelivered(
  ctx: AppContext,
  releaseId: string,
  storeIds: readonly PlatformId[],
  state: DeliveryState = "live",
): Promise<string[]> {
  const now = new Date();
  const has = state === "delivered" || state === "live";
  const rows = await ctx.database.db
    .insert(deliveries)
    .values(
      storeIds.map((storeId, index) => {
        // Ids as the delivery job writes them, so a takedown or redelivery job can use them.
        const batchId = has ? batchIdAt(new Date(now.getTime() + index)) : null;
        return {
          releaseId,
          storeId,
          kind: "release" as const,
          state,
          attempts: 1,
          batchId,
          messageId: batchId ? deliveryMessageId(releaseId, storeId, batchId) : null,
          deliveredAt: has ? now : null,
          liveAt: state === "live" ? now : null,
          updatedAt: now,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: deliveries.id });
  if (has) {
    await ctx.database.db
      .update(releases)
      .set({ status: "distributed" })
      .where(eq(releases.id, releaseId));
  }
  return rows.map((r) => r.id);
}
