import type { ResourceLimits } from "node:worker_threads";
import { ReportImportMessages } from "@common/royalties/imports.ts";
import type { AppContext } from "../../context.ts";
import { runInThread } from "../../lib/threads/runInThread.ts";
import { failParse, parseReport } from "./parseReport.ts";
import type { ParseThreadInput } from "./parseReportThread.ts";

const THREAD = new URL("./parseReportThread.ts", import.meta.url);

/**
 * The parse thread's heap ceiling. A million-line report allocates gigabytes of short-lived
 * strings and numbers; in the server's heap that garbage grew the process by ~250 MiB before
 * V8 collected it (the import bench, issue 19: target <= 150 MB). Here V8 collects within the
 * ceiling instead: what the parse keeps alive at once is two batches of lines, the summaries
 * and its modules (docs/royalties.md, "Benchmark").
 */
const LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 8 };

const outOfMemory = (error: unknown) =>
  error instanceof Error && (error as { code?: string }).code === "ERR_WORKER_OUT_OF_MEMORY";

/**
 * Parses a report in a worker thread on PostgreSQL. PGlite is one connection inside this
 * process, out of a thread's reach, so there (development and tests) the parse runs in-process.
 * A thread that breaks its ceiling would break it again on a retry: the report fails at once
 * with a message staff can act on. Any other error is thrown for the job to be retried.
 */
export async function parseInThread(
  ctx: AppContext,
  reportId: string,
  limits: ResourceLimits = LIMITS,
): Promise<void> {
  const { database, config } = ctx;
  if (database.kind !== "postgres" || !database.url) {
    await parseReport(ctx, reportId);
    return;
  }
  const input: ParseThreadInput = {
    reportId,
    databaseUrl: database.url,
    ledgerCurrency: config.LEDGER_CURRENCY,
    storage: {
      DATA_DIR: config.DATA_DIR,
      STORAGE_DRIVER: config.STORAGE_DRIVER,
      S3_ENDPOINT: config.S3_ENDPOINT,
      S3_REGION: config.S3_REGION,
      S3_BUCKET: config.S3_BUCKET,
      S3_ACCESS_KEY_ID: config.S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: config.S3_SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: config.S3_FORCE_PATH_STYLE,
    },
  };
  try {
    await runInThread(THREAD, input, limits);
  } catch (error) {
    if (!outOfMemory(error)) throw error;
    ctx.log.warn({ reportId }, "report parse ran out of memory in its thread");
    await failParse(ctx, reportId, ReportImportMessages.tooBigToCheck);
  }
}
