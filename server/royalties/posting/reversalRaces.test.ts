import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Tx } from "../../db/client.ts";
import { moveAppClock } from "../../lib/clock.ts";
import { AppError } from "../../lib/errors.ts";
import { aboveAvailable } from "../../payouts/payoutAmounts.ts";
import { requestPayout } from "../../payouts/requestPayout.ts";
import { member, owedByKind, setWithdrawals } from "../../routes/payouts/payoutTestKit.ts";
import { heldTransaction as heldOpen } from "../../test/heldTransaction.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { closeEndedPeriods } from "../periods/closePeriods.ts";
import { releaseWithTracks, reportWithLines } from "./postingTestKit.ts";
import { postReport } from "./postReport.ts";
import { reverseReport } from "./reverseReport.ts";

/**
 * A reversal and a withdrawal request of the same artist at once (docs/royalties.md "The
 * ledger", locks). Both decide on the artist's payable balance, so both lock its ledger_accounts
 * row first and take turns. The reversal used to lock the balance row instead: each then waited
 * for the other's lock (the withdrawal's balance update for the reversal's balance row, the
 * reversal's journal line for the withdrawal's account row), and PostgreSQL broke the deadlock
 * with an error answered as a 500. A third transaction holding the artist's balance row keeps
 * both in flight at once, queued on that row in the order they came (both have taken the shared
 * period lock by then, server/ledger/accountLocks.ts). Two transactions at once need two connections: PostgreSQL only (CI's
 * second pass); PGlite is one connection.
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const CURRENCY = "SEK";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterEach(() => {
  moveAppClock(0);
  vi.restoreAllMocks();
});
afterAll(async () => {
  moveAppClock(0);
  await env?.close();
});

const db = () => env.ctx.database.db;

/** A transaction of this file's database held open after `work` until `release`. */
const heldTransaction = <T>(work: (tx: Tx) => Promise<T>) => heldOpen(db(), work);

/** A transaction holding the artist's payable balance row, which both sides lock, until released. */
const holdingBalanceOf = (artistId: string) =>
  heldTransaction((tx) =>
    tx.execute(sql`
      select id from ledger_accounts
       where user_id = ${artistId} and kind = 'artist_payable' for update`),
  );

/**
 * Waits (at most five seconds) until `count` sessions of this file's database wait for a lock,
 * a row's or the advisory period lock; throws when one of `running` settles first.
 */
async function untilWaiting(count: number, running: readonly Promise<unknown>[]) {
  let settled = false;
  for (const promise of running)
    void promise.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
  for (let tries = 0; tries < 100 && !settled; tries += 1) {
    const { rows } = await env.ctx.database.pool.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.waiting ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`expected ${count} sessions waiting for a lock`);
}

/**
 * An artist with payout details and two posted reports of SEK 1,000 (SEK 800 each to them):
 * the first booked last month, which is closed (available), the second this month (pending).
 */
async function artistWithTwoReports() {
  await setWithdrawals(env, true);
  const staff = await createUser(env.ctx, { role: "staff" });
  const artist = await member(env);
  const saved = await artist.put("/api/payouts/details", {
    method: "swish",
    phone: "070 123 45 67",
    password: artist.password,
  });
  expect(saved.status).toBe(200);
  const { tracks } = await releaseWithTracks(db(), artist.id, [[]]);
  const trackId = tracks[0]?.id;
  const post = async (period: string) => {
    const { reportId } = await reportWithLines(db(), {
      period,
      lines: [{ trackId, amount: "1000" }],
    });
    await postReport(env.ctx, { id: staff.id, role: "staff" }, reportId, {
      confirmSamePeriod: true,
    });
    return reportId;
  };
  moveAppClock(-40);
  const first = await post("2025-01");
  moveAppClock(0);
  await closeEndedPeriods(env.ctx);
  await post("2025-02");
  expect(await owedByKind(env, artist.id)).toMatchObject({ payable: 160_000n });
  return { artist, first };
}

/** The retries db/retryTransaction.ts logged: the deadlock codes it ran a transaction again on. */
const retried = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.flatMap(([fields]) =>
    typeof fields === "object" && fields !== null && "code" in fields ? [fields.code] : [],
  );

type Outcome = "created" | "refused";

/**
 * The reversal done and the withdrawal either made for money that was available or refused
 * with the usual 400, whichever went first; no balance below zero and nothing lost.
 */
async function expectBothSettled(
  artistId: string,
  reversal: Promise<unknown>,
  request: Promise<{ created: boolean }>,
): Promise<Outcome> {
  const [reversed, requested] = await Promise.allSettled([reversal, request]);
  if (reversed.status === "rejected") throw reversed.reason;
  expect(reversed.value).toMatchObject({ status: "reversed" });
  const balances = await owedByKind(env, artistId);
  expect(balances.payable).toBeGreaterThanOrEqual(0n);
  expect(balances.inProgress).toBeGreaterThanOrEqual(0n);
  if (requested.status === "fulfilled") {
    // First: SEK 800 of the SEK 1,600 was available; the reversal took the other SEK 800.
    expect(requested.value.created).toBe(true);
    expect(balances).toMatchObject({ payable: 0n, inProgress: 80_000n });
    return "created";
  }
  const error: unknown = requested.reason;
  if (!(error instanceof AppError)) throw error;
  // Second: the reversal took last month's SEK 800, so what is left is this month's, pending.
  expect(error.status).toBe(400);
  expect(error.message).toBe(aboveAvailable(0n, CURRENCY).message);
  expect(balances).toMatchObject({ payable: 80_000n, inProgress: 0n });
  return "refused";
}

describe.runIf(onPostgres)("a reversal and a withdrawal of the same artist at once", () => {
  it("reverses first and refuses the withdrawal of money the reversal took back", async () => {
    const admin = await createUser(env.ctx, { role: "admin" });
    const { artist, first } = await artistWithTwoReports();
    const warn = vi.spyOn(env.ctx.log, "warn");

    const holding = holdingBalanceOf(artist.id);
    await holding.ready;
    const reversal = reverseReport(env.ctx, { id: admin.id, role: "admin" }, first, {
      reason: "wrong store",
    });
    let request: Promise<{ created: boolean }> = Promise.resolve({ created: false });
    try {
      // The reversal waits for the artist's balance row; the request then waits behind it.
      await untilWaiting(1, [reversal]);
      request = requestPayout(
        env.ctx,
        { id: artist.id, email: artist.email, name: "A" },
        { amount: "800", idempotencyKey: randomUUID() },
      );
      await untilWaiting(2, [reversal, request]);
    } finally {
      holding.release();
    }
    await holding.done;
    expect(await expectBothSettled(artist.id, reversal, request)).toBe("refused");
    // They took turns: neither was broken out of a deadlock and run again.
    expect(retried(warn)).toEqual([]);
  });

  it("lets a withdrawal that locked first go ahead, then reverses from what is left", async () => {
    const admin = await createUser(env.ctx, { role: "admin" });
    const { artist, first } = await artistWithTwoReports();
    const warn = vi.spyOn(env.ctx.log, "warn");

    const holding = holdingBalanceOf(artist.id);
    await holding.ready;
    const request = requestPayout(
      env.ctx,
      { id: artist.id, email: artist.email, name: "A" },
      { amount: "800", idempotencyKey: randomUUID() },
    );
    let reversal: Promise<unknown> = Promise.resolve();
    try {
      await untilWaiting(1, [request]);
      reversal = reverseReport(env.ctx, { id: admin.id, role: "admin" }, first, {
        reason: "wrong store",
      });
      await untilWaiting(2, [request, reversal]);
    } finally {
      holding.release();
    }
    await holding.done;
    expect(await expectBothSettled(artist.id, reversal, request)).toBe("created");
    expect(retried(warn)).toEqual([]);
    const { rows } = await db().execute<{ status: string }>(
      sql`select status::text from royalty_reports where id = ${first}`,
    );
    expect(rows[0]?.status).toBe("reversed");
  });
});
