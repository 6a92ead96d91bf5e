import { ReportImportMessages, ReportPreviewSchema } from "@common/royalties/imports.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../../routes/releases/releaseTestKit.ts";
import {
  generatedDsr,
  settledPreview,
  uploadReport,
} from "../../routes/royaltyReports/importTestKit.ts";
import { bodyOf, send } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { parseInThread } from "./parseInThread.ts";

// The thread runs only on a real PostgreSQL server (CI's second pass); PGlite parses in-process.
const onPostgres = Boolean(process.env.DATABASE_URL);

let env: TestEnv;
let staff: Member;

beforeAll(async () => {
  env = await createTestEnv();
  staff = await member(env, "staff");
});
afterAll(() => env.close());

/** A generated report in EUR with a staff rate, ready: each seed makes a different file. */
async function readyReport(seed: number): Promise<string> {
  const file = await generatedDsr(2_000, seed);
  const res = await uploadReport(env, staff.cookie, file, {
    storeId: "spotify",
    exchangeRate: "11.5",
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const { report } = res.body as { report: { id: string } };
  const preview = await settledPreview(env, staff.cookie, report.id);
  expect(preview.report.status).toBe("ready");
  return report.id;
}

const reportRow = async (id: string) =>
  (
    await env.ctx.database.db.execute<{ status: string; lines: number }>(sql`
      select status, (select count(*)::int from royalty_report_lines where report_id = ${id}) as lines
      from royalty_reports where id = ${id}`)
  ).rows[0];

describe.runIf(onPostgres)("the parse job's thread", () => {
  it("parses again from processing to ready, the lines written by the thread", async () => {
    const id = await readyReport(1);
    const before = await reportRow(id);
    await env.ctx.database.db.execute(
      sql`update royalty_reports set status = 'processing' where id = ${id}`,
    );
    await parseInThread(env.ctx, id);
    expect(before).toEqual({ status: "ready", lines: 2_000 });
    expect(await reportRow(id)).toEqual({ status: "ready", lines: 2_000 });
  });

  it("fails a report whose check breaks the thread's memory ceiling, with a message and no lines", async () => {
    const id = await readyReport(2);
    await env.ctx.database.db.execute(
      sql`update royalty_reports set status = 'processing' where id = ${id}`,
    );
    await parseInThread(env.ctx, id, { maxOldGenerationSizeMb: 2, maxYoungGenerationSizeMb: 1 });
    expect(await reportRow(id)).toEqual({ status: "failed", lines: 0 });
    const res = await send(env, "GET", `/api/admin/royalty-reports/${id}`, {
      cookie: staff.cookie,
    });
    const preview = bodyOf(res, ReportPreviewSchema);
    expect(preview.report.problems).toEqual([
      { line: null, message: ReportImportMessages.tooBigToCheck },
    ]);
  });
});
