/**
 * The row lock a posting and a reversal take first: the report, so two staff members cannot
 * post or reverse it at once. The payees' balances they decide on are read under a lock on the
 * payees' ledger accounts (ledger/accountLocks.ts), taken after the report's.
 */
import { eq } from "drizzle-orm";
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
