/** Helpers for the withdrawal tests: artists with money, payout details, ledger balances. */
import { randomUUID } from "node:crypto";
import { CreatedPayoutSchema } from "@common/payouts/payouts.ts";
import type { Role } from "@common/users.ts";
import { sql } from "drizzle-orm";
import { accountFor } from "../../ledger/accounts.ts";
import { balancesOfUser } from "../../ledger/balances.ts";
import { bodyOf, clientFor, nextAddress } from "../../test/client.ts";
import { createUser, signIn, type TestEnv } from "../../test/support.ts";
import { bookAt } from "../earnings/earningsTestKit.ts";

const CURRENCY = "SEK";

/**
 * Earnings of `artistShare` öre booked as a report posting would (store receivable, label 20%,
 * artist 80%), in last month, which is then closed, so all of it is available. Booked there
 * directly (postEntry books by the clock, never inside a closed month), and only last month is
 * closed: a month closes once it has ended, so anything booked now stays in the open month.
 */
export async function giveMoney(env: TestEnv, userId: string, artistShare: bigint) {
  const label = artistShare / 4n;
  const db = env.ctx.database.db;
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 2));
  await bookAt(db, lastMonth, "report_posting", [
    {
      accountId: await accountFor(db, "store_receivable", {
        storeId: "spotify",
        currency: CURRENCY,
      }),
      amount: artistShare + label,
    },
    { accountId: await accountFor(db, "label_share", { currency: CURRENCY }), amount: -label },
    {
      accountId: await accountFor(db, "artist_payable", { userId, currency: CURRENCY }),
      amount: -artistShare,
    },
  ]);
  const period = `${lastMonth.toISOString().slice(0, 7)}-01`;
  await db.execute(
    sql`insert into royalty_periods (period) values (${period}::date) on conflict do nothing`,
  );
}

/** A signed-in account with the test client. */
export async function member(env: TestEnv, role: Role = "artist", fullName?: string) {
  const user = await createUser(env.ctx, { role, ...(fullName ? { fullName } : {}) });
  const cookie = await signIn(env, user.email, user.password);
  return { ...user, cookie, ...clientFor(env, cookie, nextAddress) };
}

export type Member = Awaited<ReturnType<typeof member>>;

/** An artist with `available` öre to withdraw and Swish details saved. */
export async function artistWithMoney(env: TestEnv, available: bigint) {
  const artist = await member(env);
  await giveMoney(env, artist.id, available);
  const saved = await artist.put("/api/payouts/details", {
    method: "swish",
    phone: "070 123 45 67",
    password: artist.password,
  });
  if (saved.status !== 200) throw new Error(`details not saved: ${JSON.stringify(saved.body)}`);
  return artist;
}

/** An artist who asked to withdraw SEK 200 of their SEK 500, and the request's id. */
export async function requestedWithdrawal(env: TestEnv) {
  const artist = await artistWithMoney(env, 50_000n);
  const res = await artist.post("/api/payouts", { amount: "200", idempotencyKey: randomUUID() });
  const { request } = bodyOf(res, CreatedPayoutSchema);
  return { artist, id: request.id, request };
}

/** The user's balances by account kind in öre, owed-positive. */
export async function owedByKind(env: TestEnv, userId: string) {
  const rows = await balancesOfUser(env.ctx.database.db, userId);
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.amount ?? 0n;
  return {
    payable: of("artist_payable"),
    inProgress: of("payouts_in_progress"),
    paidOut: of("paid_out"),
  };
}

/** Audit rows of an action on a target, oldest first. */
export async function auditRows(env: TestEnv, action: string, targetId: string) {
  const result = await env.ctx.database.db.execute<{ actor_id: string | null; details: unknown }>(
    sql`select actor_id, details from audit_log where action = ${action} and target_id = ${targetId} order by created_at`,
  );
  return result.rows;
}

export async function setWithdrawals(env: TestEnv, enabled: boolean) {
  await env.ctx.database.db.execute(
    sql`insert into feature_flags (key, enabled) values ('withdrawals', ${enabled})
        on conflict (key) do update set enabled = excluded.enabled`,
  );
}
