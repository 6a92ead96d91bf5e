import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../lib/jobQueue.ts";
import { parseInThread } from "./parseInThread.ts";
import { PARSE_REPORT_JOB } from "./reportFile.ts";

const ParseReportJobSchema = z.object({ reportId: z.uuid() });
type ParseReportJob = z.infer<typeof ParseReportJobSchema>;

/**
 * "royalty-report-parse": reads, checks, matches and stores an uploaded report's lines
 * (parseReport.ts), in a thread of its own on PostgreSQL (parseInThread.ts). Queued in the upload's transaction; a retry starts the file over.
 */
export function parseReportJob(ctx: AppContext): JobDefinition<ParseReportJob> {
  return {
    name: PARSE_REPORT_JOB,
    // A million lines take a while; pg-boss's 15-minute default is kept as the ceiling.
    queue: { retryLimit: 2, retryDelay: 30, retryBackoff: true },
    // Two imports at once at most: each holds a database connection while it writes.
    concurrency: 2,
    async run(data) {
      const { reportId } = ParseReportJobSchema.parse(data);
      await parseInThread(ctx, reportId);
    },
  };
}
