import { ReportImportMessages, ReportPreviewSchema } from "@common/royalties/imports.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../../routes/releases/releaseTestKit.ts";
import { readyGeneratedReport } from "../../routes/royaltyReports/importTestKit.ts";
import { bodyOf, send } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { tryLockParse } from "./parseClaim.ts";
import { parseInThread } from "./parseInThread.ts";
import { parseReport } from "./parseReport.ts";

// The parse job's runs: in a thread of their own, one at a time. The thread and the lock across
// processes exist only on a real PostgreSQL server (CI's second pass); PGlite parses in-process.
const onPostgres = Boolean(process.env.DATABASE_URL);

let env: TestEnv;
let staff: Member;

beforeAll(async () => {
  env = await createTestEnv();
  staff = await member(env, "staff");
});
afterAll(() => env.close());

const readyReport = (seed: number) => readyGeneratedReport(env, staff.cookie, 2_000, seed);

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

/** A report of 1,500 usage lines, checked once, then back to processing with no lines. */
async function reportToParse(seed: number): Promise<string> {
  const id = await readyGeneratedReport(env, staff.cookie, 1_500, seed, "deezer");
  await env.ctx.database.db.execute(
    sql`update royalty_reports set status = 'processing' where id = ${id}`,
  );
  await env.ctx.database.db.execute(sql`delete from royalty_report_lines where report_id = ${id}`);
  return id;
}

const lineCounts = async (id: string) =>
  (
    await env.ctx.database.db.execute<{ status: string; lines: number; distinct: number }>(sql`
      select status,
        (select count(*)::int from royalty_report_lines where report_id = ${id}) as lines,
        (select count(distinct line_number)::int from royalty_report_lines where report_id = ${id})
          as distinct
      from royalty_reports where id = ${id}`)
  ).rows[0];

/** Waits until the backend `pid` holds no advisory lock any more (at most five seconds). */
async function advisoryLocksGone(pid: number | undefined): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const { rows } = await env.ctx.database.pool.query<{ held: boolean }>(
      "select exists (select 1 from pg_locks where pid = $1 and locktype = 'advisory') as held",
      [pid],
    );
    if (rows[0]?.held === false) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`backend ${pid} still holds an advisory lock after five seconds`);
}

describe("one parse of a report at a time", () => {
  it("writes a report's lines once when two parses of it run at the same moment", async () => {
    const id = await reportToParse(11);
    await Promise.all([parseReport(env.ctx, id), parseReport(env.ctx, id)]);
    expect(await lineCounts(id)).toEqual({ status: "ready", lines: 1_500, distinct: 1_500 });
  });

  it.runIf(onPostgres)(
    "leaves a report alone while another process holds its parse, and parses it once free",
    async () => {
      const id = await reportToParse(12);
      // Another server's parse, as PostgreSQL sees it: the report's lock on another session.
      const other = await env.ctx.database.pool.connect();
      const otherPid = (await other.query<{ pid: number }>("select pg_backend_pid() as pid"))
        .rows[0]?.pid;
      try {
        expect(await tryLockParse(other, id)).toBe(true);
        await parseReport(env.ctx, id);
        expect(await lineCounts(id)).toEqual({ status: "processing", lines: 0, distinct: 0 });
      } finally {
        // Ending the other session releases its lock, as a crashed server's connection would.
        other.release(new Error("the other server stopped"));
      }
      // The server lets go of the lock as that session's backend exits, a moment after
      // the socket closes (on a loaded machine, after the next parse had already tried).
      await advisoryLocksGone(otherPid);
      await parseReport(env.ctx, id);
      expect(await lineCounts(id)).toEqual({ status: "ready", lines: 1_500, distinct: 1_500 });
    },
  );
});
