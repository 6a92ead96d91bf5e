import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { ReportImportMessages, type ReportUploadFields } from "@common/royalties/imports.ts";
import { isGzip, notTextReason } from "@common/royalties/reportBytes.ts";
import { and, eq, isNull } from "drizzle-orm";
import { writeAudit } from "../../commands/audit.ts";
import type { AppContext } from "../../context.ts";
import { isUniqueViolation } from "../../db/pgErrors.ts";
import { royaltyReports, storeReportMappings, stores } from "../../db/schema/index.ts";
import { AppError, badRequest, conflict } from "../../lib/errors.ts";
import { deleteFiles } from "../../storage/deleteFiles.ts";
import { FileTooLargeError } from "../../storage/storage.ts";
import { peek } from "../../uploads/peek.ts";
import { gunzipped, isDamagedGzip } from "./reportBytes.ts";
import { formatOf, PARSE_REPORT_JOB, REPORT_MAX_BYTES, reportKey } from "./reportFile.ts";

export type ReportRow = typeof royaltyReports.$inferSelect;

/** Enough to find the first record of a DSR behind its column-name comments. */
const SNIFF_BYTES = 64 * 1024;

const isAbort = (error: unknown) => {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === "ECONNRESET" ||
    e?.code === "ERR_STREAM_PREMATURE_CLOSE" ||
    e?.message === "aborted" ||
    e?.message === "Request aborted"
  );
};

const refusedFile = (message: string) => badRequest(message, { file: message });

/** A name to show back: no folders, no control characters, 255 at most. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "report").slice(0, 255);
}

const monthBounds = (month: string) => {
  const [year, number] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { periodStart: `${month}-01`, periodEnd: `${month}-${String(last).padStart(2, "0")}` };
};

/**
 * Staff upload a store report (issue 19): the format is told by the first record (DSR when it
 * is HEAD, else CSV, which needs the store's saved column mapping), the bytes stream to storage
 * hashed on the way (SHA-256, so a million-line file never sits in memory), and the report row
 * and its parse job are written in one transaction. An identical file is refused while its
 * report stands; one whose earlier import failed replaces it (a failed report has no lines and
 * could never be booked, so the hash must not keep staff from importing it again, fixed).
 */
export async function uploadReport(
  ctx: AppContext,
  input: {
    userId: string;
    fields: ReportUploadFields;
    fileName: string | undefined;
    body: Readable;
  },
  /**
   * queueParse false: the caller parses the report itself (the demo seed, whose process runs
   * no workers), and no parse job is queued to race it over the same report.
   */
  options: { queueParse?: boolean } = {},
): Promise<ReportRow> {
  const { storage } = ctx;
  const db = ctx.database.db;
  const { fields } = input;
  const [store] = await db
    .select({ id: stores.id, mapping: storeReportMappings.mapping })
    .from(stores)
    .leftJoin(storeReportMappings, eq(storeReportMappings.storeId, stores.id))
    .where(eq(stores.id, fields.storeId));
  if (!store) {
    input.body.destroy();
    throw badRequest(ReportImportMessages.unknownStore, {
      storeId: ReportImportMessages.unknownStore,
    });
  }

  let { head, stream } = await peek(input.body, SNIFF_BYTES);
  // A gzipped report (as stores deliver DSR files) is stored unpacked: its hash, and so the
  // duplicate check, is the report's whichever way it came.
  if (isGzip(head)) {
    ({ head, stream } = await peek(gunzipped(stream), SNIFF_BYTES).catch((error: unknown) => {
      stream.destroy();
      throw isDamagedGzip(error) ? refusedFile(ReportImportMessages.damagedGzip) : error;
    }));
  }
  const refusal = head.length === 0 ? ReportImportMessages.emptyFile : notTextReason(head);
  if (refusal) {
    stream.destroy();
    throw refusedFile(refusal);
  }
  const format = formatOf(head);
  if (format === "csv" && !store.mapping) {
    stream.destroy();
    throw badRequest(ReportImportMessages.needsMapping, {
      file: ReportImportMessages.needsMapping,
    });
  }

  const id = randomUUID();
  const key = reportKey(id, format);
  let object: Awaited<ReturnType<typeof storage.put>>;
  try {
    object = await storage.put(key, stream, {
      contentType: format === "dsr" ? "text/tab-separated-values" : "text/csv",
      maxBytes: REPORT_MAX_BYTES,
    });
  } catch (error) {
    if (error instanceof FileTooLargeError) {
      const message = ReportImportMessages.tooLarge(REPORT_MAX_BYTES / 1024 / 1024);
      throw new AppError(413, "FILE_TOO_LARGE", message, { file: message });
    }
    if (isAbort(error)) throw new AppError(400, "UPLOAD_CANCELLED", ReportImportMessages.cancelled);
    if (isDamagedGzip(error)) throw refusedFile(ReportImportMessages.damagedGzip);
    throw error;
  }

  const replaced: string[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      const [earlier] = await tx
        .select({
          id: royaltyReports.id,
          status: royaltyReports.status,
          key: royaltyReports.storageKey,
        })
        .from(royaltyReports)
        // A reversed import no longer counts: its file may be imported again.
        .where(and(eq(royaltyReports.sha256, object.sha256), isNull(royaltyReports.reversedAt)))
        .for("update");
      if (earlier && earlier.status !== "failed") throw conflict(ReportImportMessages.duplicate);
      if (earlier) {
        await tx.delete(royaltyReports).where(eq(royaltyReports.id, earlier.id));
        replaced.push(earlier.key);
      }
      const period = fields.period ? monthBounds(fields.period) : null;
      const [inserted] = await tx
        .insert(royaltyReports)
        .values({
          id,
          storeId: store.id,
          format,
          fileName: cleanFileName(input.fileName),
          sha256: object.sha256,
          storageKey: key,
          sizeBytes: object.size,
          // The month staff chose is the CSV's period unless its own column names one.
          periodStart: period?.periodStart ?? null,
          periodEnd: period?.periodEnd ?? null,
          exchangeRate: fields.exchangeRate ?? null,
          rateSource: fields.exchangeRate ? "staff" : null,
          uploadedBy: input.userId,
        })
        .returning();
      if (!inserted) throw new Error("Report row was not written");
      if (options.queueParse !== false) {
        await ctx.jobs.send(PARSE_REPORT_JOB, { reportId: id }, { tx });
      }
      await writeAudit(tx, {
        actorId: input.userId,
        action: "IMPORT_ROYALTY_REPORT",
        targetType: "royalty_report",
        targetId: id,
        details: { storeId: store.id, fileName: inserted.fileName, sha256: object.sha256 },
      });
      return inserted;
    });
    await deleteFiles(storage, ctx.log, replaced, "failed report imported again");
    return row;
  } catch (error) {
    // The refused upload leaves nothing stored.
    await deleteFiles(storage, ctx.log, [key], "report refused");
    if (isUniqueViolation(error)) throw conflict(ReportImportMessages.duplicate);
    throw error;
  }
}
