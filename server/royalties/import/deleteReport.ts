import { ReportImportMessages } from "@common/royalties/imports.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import { eq } from "drizzle-orm";
import { writeAudit } from "../../commands/audit.ts";
import type { AppContext } from "../../context.ts";
import { royaltyReports } from "../../db/schema/index.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { deleteFiles } from "../../storage/deleteFiles.ts";
import { lockReport } from "../posting/postingLocks.ts";

/**
 * Staff remove a report that is not in the ledger (a wrong file, a failed one): its lines go
 * with it (on delete cascade) in one transaction, then its stored file. A posted report is
 * booked and stays: corrections are new entries, never deletions (docs/royalties.md).
 */
export async function deleteReport(ctx: AppContext, actorId: string, id: string): Promise<void> {
  const key = await ctx.database.db.transaction(async (tx) => {
    const report = await lockReport(tx, id);
    if (!report) throw notFound(RoyaltyPolicyMessages.reportNotFound);
    // A reversed report was booked too: its lines trace both of its entries.
    if (report.status === "posted" || report.status === "reversed")
      throw conflict(ReportImportMessages.postedCannotDelete);
    await tx.delete(royaltyReports).where(eq(royaltyReports.id, id));
    await writeAudit(tx, {
      actorId,
      action: "DELETE_ROYALTY_REPORT",
      targetType: "royalty_report",
      targetId: id,
      details: { fileName: report.fileName, status: report.status },
    });
    return report.storageKey;
  });
  await deleteFiles(ctx.storage, ctx.log, [key], "royalty report deleted");
}
