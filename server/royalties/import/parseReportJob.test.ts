import { ReportImportMessages } from "@common/royalties/imports.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningJob } from "../../lib/jobQueue.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { reportWithLines } from "../posting/postingTestKit.ts";
import { parseReportJob } from "./parseReportJob.ts";

/**
 * A parse that keeps failing (the file storage or the database not answering) ends the report
 * failed on its last attempt, with what to do, instead of leaving it "processing" for good.
 */
let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env?.close());

const attempt = (lastAttempt: boolean): RunningJob => ({
  id: "job-1",
  lastAttempt,
  completeIn: () => Promise.resolve(),
});

const reportRow = async (id: string) =>
  (
    await env.ctx.database.db.execute<{ status: string; problems: unknown; lines: number }>(sql`
      select status::text as status, problems,
             (select count(*)::int from royalty_report_lines where report_id = r.id) as lines
      from royalty_reports r where id = ${id}`)
  ).rows[0];

describe("the report parse job", () => {
  it("leaves the report to the retry until the last attempt, then fails it saying why", async () => {
    const { reportId } = await reportWithLines(env.ctx.database.db, {
      period: "2025-02",
      status: "processing",
      // Lines an earlier run wrote before it broke off.
      lines: [{ amount: "1" }, { amount: "2" }],
    });
    // The storage (or the database) stops answering partway: the lines so far stay behind.
    const outage = () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:9000"));
    const job = parseReportJob(env.ctx, outage);
    await expect(job.run({ reportId }, attempt(false))).rejects.toThrow("ECONNREFUSED");
    expect(await reportRow(reportId)).toMatchObject({ status: "processing" });

    await expect(job.run({ reportId }, attempt(true))).rejects.toThrow("ECONNREFUSED");
    expect(await reportRow(reportId)).toEqual({
      status: "failed",
      problems: [{ line: null, message: ReportImportMessages.checkFailed }],
      lines: 0,
    });
  });
});
