import {
  monthLabel,
  StatementListSchema,
  StatementViewSchema,
} from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { moneySummary } from "../../royalties/moneySummary.ts";
import { closeEndedPeriods } from "../../royalties/periods/closePeriods.ts";
import { bodyOf, clientFor } from "../../test/client.ts";
import {
  createTestEnv,
  createUser,
  signIn,
  type TestEnv,
  waitForMail,
} from "../../test/support.ts";
import {
  CURRENCY,
  earn,
  midMonth,
  monthDay,
  rejectWithdrawal,
  withdraw,
} from "./earningsTestKit.ts";

/**
 * Closing ended months (issue 19): statements whose figures chain month to month and agree with
 * the ledger, the mails sent once, and a second close that changes nothing.
 */
let env: TestEnv;
const people = {} as Record<
  "artist" | "collaborator" | "evened" | "staff",
  { id: string; email: string; cookie: string }
>;
const period = (back: number) => monthDay(back).slice(0, 7);

async function mailsTo(email: string) {
  return ((await env.ctx.mailbox?.list()) ?? []).filter((mail) => mail.to === email);
}

beforeAll(async () => {
  env = await createTestEnv();
  for (const [name, role] of [
    ["artist", "artist"],
    ["collaborator", "artist"],
    ["evened", "artist"],
    ["staff", "staff"],
  ] as const) {
    const user = await createUser(env.ctx, { role });
    people[name] = {
      id: user.id,
      email: user.email,
      cookie: await signIn(env, user.email, user.password),
    };
  }
  const db = env.ctx.database.db;
  // Two months ago: 1000.00 earned, the collaborator 50.00.
  await earn(db, { userId: people.artist.id, amount: 100000n, at: midMonth(2) });
  await earn(db, { userId: people.collaborator.id, amount: 5000n, at: midMonth(2) });
  // Last month: 200.00 earned, 500.00 requested, 100.00 of it rejected (returned); 50.00
  // requested and cancelled by the artist (returned too).
  await earn(db, { userId: people.artist.id, amount: 20000n, at: midMonth(1) });
  await withdraw(db, people.artist.id, 50000n, midMonth(1));
  // An hour after the request, as staff would reject it.
  const later = new Date(midMonth(1).getTime() + 60 * 60 * 1000);
  await rejectWithdrawal(db, people.artist.id, 10000n, later);
  await withdraw(db, people.artist.id, 5000n, new Date(later.getTime() + 60_000));
  await rejectWithdrawal(
    db,
    people.artist.id,
    5000n,
    new Date(later.getTime() + 120_000),
    "payout_cancelled",
  );
  // Last month too: 40.00 posted for another artist and taken back by a reversal the same month.
  await earn(db, { userId: people.evened.id, amount: 4000n, at: midMonth(1) });
  await earn(db, { userId: people.evened.id, amount: -4000n, at: later });
  // This month (still open): 30.00 pending.
  await earn(db, { userId: people.artist.id, amount: 3000n, at: midMonth(0) });
}, 60_000);
afterAll(async () => {
  await env?.close();
});

describe("closing ended months", () => {
  test("only staff and admins close by hand", async () => {
    expect((await clientFor(env).post("/api/admin/royalty-periods/close")).status).toBe(401);
    const artist = await clientFor(env, people.artist.cookie).post(
      "/api/admin/royalty-periods/close",
    );
    expect(artist.status).toBe(403);
  });

  test("before the first close everything is pending", async () => {
    const summary = await moneySummary(env.ctx.database.db, people.artist.id, CURRENCY);
    expect(summary.available).toBe(0n);
    expect(summary.owed).toBe(83000n);
  });

  test("staff close the ended months, oldest first; statements chain and match the ledger", async () => {
    const staff = clientFor(env, people.staff.cookie);
    const res = await staff.post("/api/admin/royalty-periods/close");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      closed: [period(2), period(1)],
      message: `Closed ${period(2)}, ${period(1)}.`,
    });

    const artist = clientFor(env, people.artist.cookie);
    const list = bodyOf(await artist.get("/api/earnings/statements"), StatementListSchema);
    expect(list.items).toEqual([
      {
        period: period(1),
        currency: "SEK",
        openingBalance: "1000.00",
        earnings: "200.00",
        payouts: "400.00",
        closingBalance: "800.00",
      },
      {
        period: period(2),
        currency: "SEK",
        openingBalance: "0.00",
        earnings: "1000.00",
        payouts: "0.00",
        closingBalance: "1000.00",
      },
    ]);
    // Closing of a month is the opening of the next; the last closing is what is owed now less
    // what this (open) month added.
    expect(list.items[1]?.closingBalance).toBe(list.items[0]?.openingBalance);
    const summary = await moneySummary(env.ctx.database.db, people.artist.id, CURRENCY);
    expect(summary).toMatchObject({ owed: 83000n, pending: 3000n, available: 80000n });
  });

  test("a statement lists the month's withdrawals and returns", async () => {
    const res = await clientFor(env, people.artist.cookie).get(
      `/api/earnings/statements/${period(1)}`,
    );
    const view = bodyOf(res, StatementViewSchema);
    expect(view.payouts.map((p) => [p.date, p.kind, p.amount])).toEqual([
      [monthDay(1).replace(/01$/, "15"), "requested", "500.00"],
      [monthDay(1).replace(/01$/, "15"), "returned", "-100.00"],
      [monthDay(1).replace(/01$/, "15"), "requested", "50.00"],
      [monthDay(1).replace(/01$/, "15"), "returned", "-50.00"],
    ]);
    expect(view.lines.map((line) => line.amount)).toEqual(["200.00"]);
  });

  test("a month whose entries net to zero still gets its statement, with its lines", async () => {
    const evened = clientFor(env, people.evened.cookie);
    const list = bodyOf(await evened.get("/api/earnings/statements"), StatementListSchema);
    expect(list.items).toEqual([
      {
        period: period(1),
        currency: "SEK",
        openingBalance: "0.00",
        earnings: "0.00",
        payouts: "0.00",
        closingBalance: "0.00",
      },
    ]);
    const view = bodyOf(
      await evened.get(`/api/earnings/statements/${period(1)}`),
      StatementViewSchema,
    );
    // Its entries, on one line here (no report tells them apart; a real reversal's line carries
    // its note): the month's movement is shown, not an empty page.
    expect(view.lines.map((line) => line.amount)).toEqual(["0.00"]);
    await waitForMail(env.ctx, people.evened.email, /Your statement for/);
  });

  test("the artist is mailed each statement and, once, that the balance can be withdrawn", async () => {
    const statement = await waitForMail(
      env.ctx,
      people.artist.email,
      new RegExp(`Your statement for ${monthLabel(period(1))} is ready`),
    );
    // Intl writes a no-break space between the code and the amount.
    expect(statement.text.replace(/\s/g, " ")).toContain("Closing balance: SEK 800.00");
    expect(statement.text).toContain(`/dashboard/earnings/statements/${period(1)}`);
    const withdrawable = await waitForMail(env.ctx, people.artist.email, /can be withdrawn/);
    expect(withdrawable.text.replace(/\s/g, " ")).toContain("SEK 800.00");
    expect(withdrawable.text).toContain("/dashboard/withdraw");
    // The collaborator's 50.00 is below the 100 minimum: statements, no withdrawal mail.
    await waitForMail(env.ctx, people.collaborator.email, /Your statement for/);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(people.collaborator.email)).map((m) => m.subject).sort()).toEqual(
      [period(2), period(1)].map((p) => `Your statement for ${monthLabel(p)} is ready`).sort(),
    );
  });

  test("closing again closes nothing and mails nobody", async () => {
    const before = (await mailsTo(people.artist.email)).length;
    const res = await clientFor(env, people.staff.cookie).post("/api/admin/royalty-periods/close");
    expect(res.body).toEqual({ closed: [], message: "No ended month is waiting to be closed." });
    expect(await closeEndedPeriods(env.ctx)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailsTo(people.artist.email)).length).toBe(before);
    expect(before).toBe(3);
    const rows = await env.ctx.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from royalty_statements`,
    );
    // The artist's two, the collaborator's two and the evened month's one.
    expect(rows.rows[0]?.n).toBe(5);
  });

  test("a close by staff is audited", async () => {
    const rows = await env.ctx.database.db.execute<{ target_id: string; actor_id: string }>(
      sql`select target_id, actor_id from audit_log where action = 'CLOSE_ROYALTY_PERIOD' order by target_id`,
    );
    expect(rows.rows).toEqual([
      { target_id: period(2), actor_id: people.staff.id },
      { target_id: period(1), actor_id: people.staff.id },
    ]);
  });

  test("what the open month takes back comes off available, not off this month's earnings", async () => {
    const db = env.ctx.database.db;
    // 50.00 available from closed months; this month 30.00 earned, then a store takes 50.00 of
    // the older money back (a refund, as a reversal or a correction against the artist would).
    await earn(db, { userId: people.collaborator.id, amount: 3000n, at: midMonth(0) });
    await earn(db, { userId: people.collaborator.id, amount: -5000n, at: midMonth(0) });
    const summary = await moneySummary(db, people.collaborator.id, CURRENCY);
    // The 30.00 is still this month's, pending until it closes: nothing is withdrawable.
    expect(summary).toMatchObject({ owed: 3000n, pending: 3000n, available: 0n });
  });

  test("the month closes when it ends: the job's clock a month on closes this one", async () => {
    const nextMonth = new Date(`${monthDay(-1)}T00:30:00Z`);
    expect(await closeEndedPeriods(env.ctx, { now: nextMonth })).toEqual([period(0)]);
    const summary = await moneySummary(env.ctx.database.db, people.artist.id, CURRENCY);
    expect(summary).toMatchObject({ pending: 0n, available: 83000n });
    // Still above the minimum: the withdrawable notice stands, no second mail.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      (await mailsTo(people.artist.email)).filter((m) => /withdrawn/.test(m.subject)),
    ).toHaveLength(1);
  });
});
