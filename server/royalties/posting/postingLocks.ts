/**
 * The row locks a posting and a reversal take before they decide: the report (so two staff
 * members cannot post or reverse it at once) and the payees' balance rows, in account id order
 * as the ledger's trigger locks them, so the check and the entry see the same balances.
 */
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { royaltyReports } from "../../db/schema/index.ts";

export async function lockReport(tx: Tx, reportId: string) {
  const [row] = await tx
    .select({
      id: royaltyReports.id,
      status: royaltyReports.status,
      storeId: royaltyReports.storeId,
      periodStart: royaltyReports.periodStart,
      fileName: royaltyReports.fileName,
      storageKey: royaltyReports.storageKey,
    })
    .from(royaltyReports)
    .where(eq(royaltyReports.id, reportId))
    .for("update");
  return row ?? null;
}

/** The accounts' balances (debit +, credit −), locked; an account never booked is absent. */
export async function lockedBalances(
  tx: Tx,
  accountIds: readonly string[],
): Promise<Map<string, bigint>> {
  const ids = [...accountIds].sort();
  if (ids.length === 0) return new Map();
  const result = await tx.execute<{ account_id: string; balance: string }>(sql`
    select account_id, balance::text as balance from account_balances
    where account_id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by account_id for update`);
  return new Map(result.rows.map((row) => [row.account_id, BigInt(row.balance)]));
}
