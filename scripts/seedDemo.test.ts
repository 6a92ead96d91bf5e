import { PLATFORM_IDS, RELEASE_STATUSES } from "@common/releases.ts";
import { ReviewMessages } from "@common/review.ts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveTakedown } from "../server/commands/distribution/decideTakedown.ts";
import {
  deliveries,
  releases,
  royaltyPeriods,
  royaltyReports,
  royaltyStatements,
  takedownRequests,
  users,
} from "../server/db/schema/index.ts";
import { isBatchId } from "../server/distribution/batch.ts";
import { isDeliveryMessageId } from "../server/distribution/deliveryInput.ts";
import { waitFor } from "../server/jobs/deliveryTestKit.ts";
import { moneySummary } from "../server/royalties/moneySummary.ts";
import {
  labelShare,
  owedTo,
  releaseWithTracks,
} from "../server/royalties/posting/postingTestKit.ts";
import { deliveriesOf, enableStores } from "../server/test/storesKit.ts";
import { createTestEnv, createUser, type TestEnv } from "../server/test/support.ts";
import { demoAccounts, seedDemo } from "./seedDemo.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const releaseRows = () =>
  env.ctx.database.db
    .select({ title: releases.title, status: releases.status, notes: releases.adminNotes })
    .from(releases);

describe("npm run seed", () => {
  it("gives made-up earnings to the demo artists' releases only", async () => {
    // A development database of its own, with another account's distributed release in it.
    const own = await createTestEnv();
    try {
      const db = own.ctx.database.db;
      const other = await createUser(own.ctx, { artistName: "Not A Demo" });
      await releaseWithTracks(db, other.id, [[{ email: null, percentage: "100" }]]);
      await seedDemo(own.ctx);
      expect(await db.$count(royaltyReports)).toBe(3);
      expect(await owedTo(db, { userId: other.id })).toBe(0n);
      const lines = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from royalty_report_lines l
        join releases r on r.id = l.release_id where r.user_id = ${other.id}`);
      expect(lines.rows[0]?.n).toBe(0);
    } finally {
      await own.close();
    }
  }, 120_000);

  it("gives the demo artists a release in every status, and a second run adds nothing", async () => {
    await seedDemo(env.ctx);
    const first = await releaseRows();
    expect(new Set(first.map((r) => r.status))).toEqual(new Set(RELEASE_STATUSES));
    // Reviewed as on the Release Review page: the approval carries the dialog's note.
    expect(first.find((r) => r.status === "approved")?.notes).toBe(ReviewMessages.approvedNote);
    // A distributed release went live at its stores before its release day, months ago, as the
    // store reports that follow assume.
    const live = await env.ctx.database.db.execute<{ early: boolean }>(sql`
      select d.live_at < r.release_date::timestamptz
        and d.delivered_at < d.live_at
        and r.release_date < now() - interval '90 days' as early
      from deliveries d join releases r on r.id = d.release_id where d.state = 'live'`);
    expect(live.rows.length).toBeGreaterThan(0);
    expect(live.rows.every((row) => row.early)).toBe(true);
    // Every release that went to stores has the smart link its distribution made, the
    // taken-down one too (its panel says the page is gone; no 404 in the artist's console).
    const linked = await env.ctx.database.db.execute<{ status: string; linked: boolean }>(sql`
      select r.status, exists (select 1 from smart_links s where s.release_id = r.id) as linked
      from releases r where r.status in ('distributed', 'taken_down')`);
    expect(new Set(linked.rows.map((row) => row.status))).toEqual(
      new Set(["distributed", "taken_down"]),
    );
    expect(linked.rows.every((row) => row.linked)).toBe(true);

    const lines: string[] = [];
    await seedDemo(env.ctx, (line) => lines.push(line));
    expect(lines.every((line) => line.startsWith("exists"))).toBe(true);
    const second = await releaseRows();
    expect(second.map((r) => `${r.title}/${r.status}`).sort()).toEqual(
      first.map((r) => `${r.title}/${r.status}`).sort(),
    );
    expect(await env.ctx.database.db.$count(users)).toBe(demoAccounts.length);
  }, 120_000);

  it("imports and posts store reports of what the delivered releases earned", async () => {
    await seedDemo(env.ctx);
    const db = env.ctx.database.db;
    const reports = await db
      .select({ store: royaltyReports.storeId, status: royaltyReports.status })
      .from(royaltyReports);
    expect(reports.map((r) => `${r.store}/${r.status}`).sort()).toEqual([
      "apple_music/posted",
      "spotify/posted",
      "spotify/posted",
    ]);
    // Both artists with a delivered release are owed money, 80% of it: the label keeps 20%.
    const owners = await db.execute<{ email: string; id: string }>(sql`
      select u.email, u.id from users u
      where u.email in ('nova@demo.offbeat.local', 'echo@demo.offbeat.local') order by u.email`);
    const owed = await Promise.all(owners.rows.map((u) => owedTo(db, { userId: u.id })));
    for (const amount of owed) expect(amount).toBeGreaterThan(0n);
    const total = owed.reduce((sum, amount) => sum + amount, 0n);
    const label = await labelShare(db);
    expect(Number(label) / Number(total + label)).toBeCloseTo(0.2, 2);
    // The release no catalogue track matches waits in the unmatched queue: one report names it,
    // a line per country.
    const unmatched = await db.execute<{ n: number }>(sql`
      select count(*)::int as n from royalty_report_lines
      where state = 'unmatched' and isrc = 'ZZDMO2600001'`);
    expect(unmatched.rows[0]?.n).toBe(5);

    // The older month's report was booked early last month, and last month is closed: each
    // artist has a statement of it and money to withdraw, and the latest reports are pending.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 10);
    const periods = await db.select().from(royaltyPeriods);
    expect(periods.map((p) => p.period)).toEqual([lastMonth]);
    const booked = await db.execute<{ month: string; reports: number }>(sql`
      select to_char(e.created_at at time zone 'UTC', 'YYYY-MM-01') as month,
        count(*)::int as reports
      from journal_entries e where e.kind = 'report_posting' group by 1 order by 1`);
    expect(booked.rows).toEqual([
      { month: lastMonth, reports: 1 },
      { month: `${now.toISOString().slice(0, 7)}-01`, reports: 2 },
    ]);
    const postedBack = await db
      .select({ postedAt: royaltyReports.postedAt, createdAt: royaltyReports.createdAt })
      .from(royaltyReports)
      .where(sql`${royaltyReports.postedAt} < ${lastMonth}::date + interval '1 month'`);
    expect(postedBack).toHaveLength(1);
    const [back] = postedBack;
    expect(back?.createdAt.toISOString().slice(0, 7)).toBe(lastMonth.slice(0, 7));
    expect(back?.createdAt.getTime()).toBeLessThanOrEqual(back?.postedAt?.getTime() ?? 0);
    for (const owner of owners.rows) {
      const statements = await db
        .select()
        .from(royaltyStatements)
        .where(eq(royaltyStatements.userId, owner.id));
      expect(statements.map((st) => st.period)).toEqual([lastMonth]);
      const money = await moneySummary(db, owner.id, env.ctx.config.LEDGER_CURRENCY);
      expect(statements[0]?.closingBalance).toBe(money.available);
      expect(money.available).toBeGreaterThan(0n);
      expect(money.pending).toBeGreaterThan(0n);
      expect(money.available + money.pending).toBe(await owedTo(db, { userId: owner.id }));
    }

    const lines: string[] = [];
    await seedDemo(env.ctx, (line) => lines.push(line));
    expect(lines.some((line) => line.includes("store reports"))).toBe(false);
    expect(await db.$count(royaltyReports)).toBe(3);
  }, 120_000);

  it("names the delivered releases' batches and messages as the delivery job does", async () => {
    await seedDemo(env.ctx);
    const db = env.ctx.database.db;
    const rows = await db.select().from(deliveries);
    const sent = rows.filter((row) => row.batchId !== null);
    expect(sent.length).toBeGreaterThan(0);
    for (const row of sent) {
      expect(isBatchId(row.batchId ?? "")).toBe(true);
      expect(isDeliveryMessageId(row.messageId ?? "", row.storeId)).toBe(true);
      expect(row.messageId).toBe(`OFFBEAT-${row.releaseId}-${row.storeId}-${row.batchId}`);
    }
    // Every batch is its own, as each delivery run names a new one.
    expect(new Set(sent.map((row) => row.batchId)).size).toBe(sent.length);

    // Staff approve a takedown of the live demo release: the job sends it to every store.
    const [live] = await db
      .select({ id: releases.id, userId: releases.userId, metadata: releases.metadata })
      .from(releases)
      .where(eq(releases.status, "distributed"));
    if (!live) throw new Error("no distributed demo release");
    const selected = live.metadata.selected_platforms;
    await enableStores(
      env.ctx,
      PLATFORM_IDS.filter((id) => selected.includes(id)),
    );
    const [request] = await db
      .insert(takedownRequests)
      .values({ releaseId: live.id, userId: live.userId, reason: "Leaving the label" })
      .returning({ id: takedownRequests.id });
    const [staff] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "staff@demo.offbeat.local"));
    await approveTakedown(env.ctx, { id: staff?.id ?? "", role: "staff" }, request?.id ?? "", null);
    // Done, or stopped by an error (a retry waits minutes): either ends the wait.
    const done = await waitFor(async () => {
      const now = await deliveriesOf(env.ctx, live.id);
      return (
        (now.every((row) => row.state === "taken_down") || now.some((row) => row.reason)) && now
      );
    }, "the takedown to be sent");
    expect(done.map((row) => [row.storeId, row.state, row.reason])).toEqual(
      done.map((row) => [row.storeId, "taken_down", null]),
    );
    const [after] = await db
      .select({ status: releases.status })
      .from(releases)
      .where(eq(releases.id, live.id));
    expect(after?.status).toBe("taken_down");
  }, 120_000);
});
