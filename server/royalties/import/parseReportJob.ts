import { ReportImportMessages } from "@common/royalties/imports.ts";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../lib/jobQueue.ts";
import { parseInThread } from "./parseInThread.ts";
import { failParse } from "./parseReport.ts";
import { PARSE_REPORT_JOB } from "./reportFile.ts";

const ParseReportJobSchema = z.object({ reportId: z.uuid() });
type ParseReportJob = z.infer<typeof ParseReportJobSchema>;

/**
 * "royalty-report-parse": reads, checks, matches and stores an uploaded report's lines
 * (parseReport.ts), in a thread of its own on PostgreSQL (parseInThread.ts). Queued in the
 * upload's transaction; a retry starts the file over. When the last attempt fails too, the report
 * is failed with a message saying so (its partial lines go), rather than left "processing" for
 * good with its file's hash taken.
 */
export function parseReportJob(
  ctx: AppContext,
  // The parse itself; a test gives one that breaks as a storage or database outage would.
  parse: typeof parseInThread = parseInThread,
): JobDefinition<ParseReportJob> {
  return {
    name: PARSE_REPORT_JOB,
    // A million lines take a while; pg-boss's 15-minute default is kept as the ceiling.
    queue: { retryLimit: 2, retryDelay: 30, retryBackoff: true },
    // Two imports at once at most: each holds a database connection while it writes.
    concurrency: 2,
    async run(data, job) {
      const { reportId } = ParseReportJobSchema.parse(data);
      try {
        await parse(ctx, reportId);
      } catch (error) {
        if (job.lastAttempt) {
          ctx.log.error({ err: error, reportId }, "report parse failed on its last attempt");
          // Best effort: the run's own error is the one to keep if this fails as well.
          await failParse(ctx, reportId, ReportImportMessages.checkFailed).catch((failure) =>
            ctx.log.error({ err: failure, reportId }, "could not mark the report failed"),
          );
        }
        throw error;
      }
    },
  };
}
