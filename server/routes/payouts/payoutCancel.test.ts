import { randomUUID } from "node:crypto";
import { PayoutMessages } from "@common/payouts/messages.ts";
import {
  AdminPayoutPageSchema,
  CreatedPayoutSchema,
  MyPayoutsSchema,
} from "@common/payouts/payouts.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appToday } from "../../lib/clock.ts";
import { bodyOf, errorOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv, waitForMail } from "../../test/support.ts";
import {
  auditRows,
  type Member,
  member,
  owedByKind,
  requestedWithdrawal,
  setWithdrawals,
} from "./payoutTestKit.ts";

let env: TestEnv;
let staff: Member;
beforeAll(async () => {
  env = await createTestEnv();
  staff = await member(env, "staff", "Sam Staff");
});
afterAll(async () => {
  await env?.close();
});

/** An artist's waiting request of SEK 200, which they may still cancel. */
async function requested() {
  const made = await requestedWithdrawal(env);
  expect(made.request.cancellable).toBe(true);
  return made;
}

async function entriesOf(id: string) {
  const result = await env.ctx.database.db.execute<{ kind: string; key: string }>(sql`
    select kind, idempotency_key as key from journal_entries
    where idempotency_key like ${`payout:${id}:%`} order by created_at, idempotency_key`);
  return result.rows;
}

describe("an artist cancels their withdrawal", () => {
  it("returns the amount to the balance, shows it cancelled, mails and audits it, once", async () => {
    const { artist, id } = await requested();
    const res = await artist.post(`/api/payouts/${id}/cancel`);
    expect(res.status).toBe(200);
    const { request, message } = bodyOf(res, CreatedPayoutSchema);
    expect(message).toBe(PayoutMessages.cancelled);
    expect(request).toMatchObject({ id, status: "cancelled", cancellable: false });
    expect(request.processedAt).not.toBeNull();
    expect(await owedByKind(env, artist.id)).toEqual({
      payable: 50_000n,
      inProgress: 0n,
      paidOut: 0n,
    });
    expect(await entriesOf(id)).toEqual([
      { kind: "payout_requested", key: `payout:${id}:hold` },
      { kind: "payout_cancelled", key: `payout:${id}:cancelled` },
    ]);
    const page = bodyOf(await artist.get("/api/payouts"), MyPayoutsSchema);
    expect(page.summary).toMatchObject({ available: "500.00", inProgress: "0.00" });
    expect(page.items[0]).toMatchObject({ id, status: "cancelled", cancellable: false });
    const mail = await waitForMail(env.ctx, artist.email, /Your withdrawal was cancelled/);
    expect(mail.text).toContain("SEK 200.00");
    expect(mail.text).toContain("If you did not cancel it");
    expect(await auditRows(env, "CANCEL_PAYOUT", id)).toMatchObject([
      { actor_id: artist.id, details: { amount: "SEK 200.00", method: "swish" } },
    ]);

    // A second click, or a second tab: refused, and nothing is booked twice.
    const again = await artist.post(`/api/payouts/${id}/cancel`);
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(RoyaltyPolicyMessages.payoutProcessed);
    expect(await entriesOf(id)).toHaveLength(2);
    expect(await owedByKind(env, artist.id)).toMatchObject({ payable: 50_000n });
  });

  it("is listed on staff's Cancelled tab and can no longer be paid or rejected", async () => {
    const waiting = await requested();
    const { artist, id } = await requested();
    expect((await artist.post(`/api/payouts/${id}/cancel`)).status).toBe(200);
    const ids = async (status: string) =>
      bodyOf(
        await staff.get(`/api/admin/payouts?status=${status}`),
        AdminPayoutPageSchema,
      ).items.map((item) => item.id);
    expect(await ids("cancelled")).toContain(id);
    expect(await ids("requested")).toContain(waiting.id);
    expect(await ids("requested")).not.toContain(id);
    const paid = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "BG-1",
      paidOn: appToday(),
    });
    expect(paid.status).toBe(409);
    expect(errorOf(paid).message).toBe(
      "The artist cancelled this withdrawal, so there is nothing to pay or reject.",
    );
    const rejected = await staff.post(`/api/admin/payouts/${id}/reject`, { reason: "No" });
    expect(rejected.status).toBe(409);
    expect(errorOf(rejected).message).toBe(RoyaltyPolicyMessages.payoutCancelled);
    expect(await entriesOf(id)).toHaveLength(2);
  });

  it("is refused once staff have opened the payment details to pay it", async () => {
    const { artist, id } = await requested();
    expect((await staff.get(`/api/admin/payouts/${id}`)).status).toBe(200);
    // The queue names who opened it first; a second opening does not change that.
    const other = await member(env, "admin", "Alex Admin");
    expect((await other.get(`/api/admin/payouts/${id}`)).status).toBe(200);
    const queue = bodyOf(
      await other.get("/api/admin/payouts?status=requested"),
      AdminPayoutPageSchema,
    );
    const row = queue.items.find((item) => item.id === id);
    expect(row?.detailsOpened?.by).toBe("Sam Staff");
    expect(Date.parse(row?.detailsOpened?.at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    const mine = bodyOf(await artist.get("/api/payouts"), MyPayoutsSchema);
    expect(mine.items[0]).toMatchObject({ id, status: "requested", cancellable: false });
    const res = await artist.post(`/api/payouts/${id}/cancel`);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(PayoutMessages.cancelStarted);
    expect(await owedByKind(env, artist.id)).toEqual({
      payable: 30_000n,
      inProgress: 20_000n,
      paidOut: 0n,
    });
    expect(await auditRows(env, "CANCEL_PAYOUT", id)).toHaveLength(0);
  });

  it("still works while the label has paused withdrawals: only new requests wait", async () => {
    const { artist, id } = await requested();
    await setWithdrawals(env, false);
    try {
      const res = await artist.post(`/api/payouts/${id}/cancel`);
      expect(res.status).toBe(200);
      expect(await owedByKind(env, artist.id)).toMatchObject({ payable: 50_000n, inProgress: 0n });
    } finally {
      await setWithdrawals(env, true);
    }
  });

  it("is refused for a paid or rejected withdrawal", async () => {
    const paid = await requested();
    await staff.post(`/api/admin/payouts/${paid.id}/paid`, {
      reference: "BG-2",
      paidOn: appToday(),
    });
    const rejected = await requested();
    await staff.post(`/api/admin/payouts/${rejected.id}/reject`, { reason: "Wrong number." });
    for (const { artist, id } of [paid, rejected]) {
      const res = await artist.post(`/api/payouts/${id}/cancel`);
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(RoyaltyPolicyMessages.payoutProcessed);
    }
    expect(await owedByKind(env, paid.artist.id)).toMatchObject({ paidOut: 20_000n });
    expect(await owedByKind(env, rejected.artist.id)).toMatchObject({ payable: 50_000n });
  });

  it("is someone else's withdrawal not found, staff's too, and a missing one as well", async () => {
    const { artist, id } = await requested();
    const other = await member(env);
    for (const actor of [other, staff]) {
      const res = await actor.post(`/api/payouts/${id}/cancel`);
      expect(res.status).toBe(404);
      expect(errorOf(res).message).toBe(RoyaltyPolicyMessages.payoutNotFound);
    }
    const missing = await artist.post(`/api/payouts/${randomUUID()}/cancel`);
    expect(missing.status).toBe(404);
    const badId = await artist.post("/api/payouts/not-an-id/cancel");
    expect(badId.status).toBe(400);
    const mine = bodyOf(await artist.get("/api/payouts"), MyPayoutsSchema);
    expect(mine.items[0]).toMatchObject({ id, status: "requested", cancellable: true });
  });

  it("and staff paying at the same moment: one of the two wins, the other writes nothing", async () => {
    const { artist, id } = await requested();
    const [cancelled, paid] = await Promise.all([
      artist.post(`/api/payouts/${id}/cancel`),
      staff.post(`/api/admin/payouts/${id}/paid`, { reference: "BG-3", paidOn: appToday() }),
    ]);
    expect([cancelled.status, paid.status].sort()).toEqual([200, 409]);
    const owed = await owedByKind(env, artist.id);
    expect(owed.inProgress).toBe(0n);
    expect(owed.payable + owed.paidOut).toBe(50_000n);
    expect(await entriesOf(id)).toHaveLength(2);
  });

  it("shares a limit with requests: 30 an hour per account, then 429", async () => {
    const { artist, id } = await requested();
    expect((await artist.post(`/api/payouts/${id}/cancel`)).status).toBe(200);
    const answers: number[] = [];
    // Two hits so far (the request and its cancel); 28 more go through.
    for (let i = 0; i < 14; i++) {
      const made = await artist.post("/api/payouts", {
        amount: "100",
        idempotencyKey: randomUUID(),
      });
      answers.push(made.status);
      const { request } = bodyOf(made, CreatedPayoutSchema);
      answers.push((await artist.post(`/api/payouts/${request.id}/cancel`)).status);
    }
    expect(answers).toEqual(Array(14).fill([201, 200]).flat());
    const over = await artist.post("/api/payouts", { amount: "100", idempotencyKey: randomUUID() });
    expect(over.status).toBe(429);
    expect(errorOf(over).code).toBe("RATE_LIMITED");
    expect(await owedByKind(env, artist.id)).toMatchObject({ payable: 50_000n, inProgress: 0n });
    // Another account is not affected.
    const other = await requested();
    expect((await other.artist.post(`/api/payouts/${other.id}/cancel`)).status).toBe(200);
  });
});
