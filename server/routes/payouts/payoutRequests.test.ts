import { randomUUID } from "node:crypto";
import { FeatureFlagMessages } from "@common/featureFlags.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { CreatedPayoutSchema, MyPayoutsSchema } from "@common/payouts/payouts.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, errorOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv, waitForMail } from "../../test/support.ts";
import {
  artistWithMoney,
  auditRows,
  giveMoney,
  member,
  owedByKind,
  setWithdrawals,
} from "./payoutTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const withdraw = (amount: string, idempotencyKey: string = randomUUID()) => ({
  amount,
  idempotencyKey,
});

async function holdsOf(userId: string) {
  const result = await env.ctx.database.db.execute<{ count: string }>(sql`
    select count(*) from journal_entries e where e.kind = 'payout_requested'
      and e.idempotency_key in (select 'payout:' || id || ':hold' from payout_requests where user_id = ${userId})`);
  return Number(result.rows[0]?.count);
}

describe("withdrawal requests", () => {
  it("hold the amount at once, mail the artist and are audited", async () => {
    const artist = await artistWithMoney(env, 50_000n);
    await env.ctx.database.db.execute(
      sql`insert into earnings_notices (user_id, kind) values (${artist.id}, 'withdrawable')`,
    );
    const res = await artist.post("/api/payouts", withdraw("450.50"));
    expect(res.status).toBe(201);
    const { request, message } = bodyOf(res, CreatedPayoutSchema);
    expect(message).toBe(PayoutMessages.requested);
    expect(request).toMatchObject({
      amount: "450.50",
      currency: "SEK",
      method: "swish",
      maskedDetails: "+46 7• ••• •• 67",
      status: "requested",
    });
    expect(await owedByKind(env, artist.id)).toEqual({
      payable: 4_950n,
      inProgress: 45_050n,
      paidOut: 0n,
    });
    // SEK 49.50 left is below the minimum: the "withdrawable" mail may come again later.
    const notices = await env.ctx.database.db.execute(
      sql`select 1 from earnings_notices where user_id = ${artist.id}`,
    );
    expect(notices.rows).toHaveLength(0);
    const mail = await waitForMail(env.ctx, artist.email, /We received your withdrawal request/);
    expect(mail.text).toContain("SEK 450.50");
    expect(mail.text).toContain("Until we start paying it, you can cancel it");
    expect(await auditRows(env, "REQUEST_PAYOUT", request.id)).toHaveLength(1);

    const page = bodyOf(await artist.get("/api/payouts"), MyPayoutsSchema);
    expect(page.items.map((item) => item.id)).toEqual([request.id]);
    expect(page.summary).toMatchObject({ available: "49.50", inProgress: "450.50" });
    expect(page).toMatchObject({ minimum: "100.00", paused: false });
    expect(page.details).toMatchObject({ method: "swish" });
  });

  it("refuse an amount below the minimum or above the available balance", async () => {
    const artist = await artistWithMoney(env, 30_000n);
    const low = await artist.post("/api/payouts", withdraw("99.99"));
    expect(low.status).toBe(400);
    expect(errorOf(low)).toMatchObject({
      message: "The minimum withdrawal is SEK 100.00.",
      fields: { amount: "The minimum withdrawal is SEK 100.00." },
    });
    const high = await artist.post("/api/payouts", withdraw("300.01"));
    expect(high.status).toBe(400);
    expect(errorOf(high).message).toBe("You can withdraw at most SEK 300.00.");
    const decimals = await artist.post("/api/payouts", withdraw("150.001"));
    expect(errorOf(decimals).fields).toEqual({ amount: PayoutMessages.amountDecimals(2) });
    const text = await artist.post("/api/payouts", withdraw("1e3"));
    expect(errorOf(text).fields).toEqual({ amount: PayoutMessages.amountFormat });
    expect(await owedByKind(env, artist.id)).toMatchObject({ payable: 30_000n, inProgress: 0n });
  });

  it("count pending earnings (an open month) as not yet available", async () => {
    const artist = await artistWithMoney(env, 20_000n);
    // With its month open again, booked after the last closed month: pending until it closes.
    await env.ctx.database.db.execute(
      sql`delete from royalty_periods
          where period = (date_trunc('month', now() at time zone 'UTC') - interval '1 month')::date`,
    );
    const res = await artist.post("/api/payouts", withdraw("150"));
    expect(errorOf(res).message).toBe("You can withdraw at most SEK 0.00.");
    // Closing the month again makes it available.
    await giveMoney(env, artist.id, 400n);
    expect((await artist.post("/api/payouts", withdraw("150"))).status).toBe(201);
  });

  it("need payout details first", async () => {
    const artist = await member(env);
    await giveMoney(env, artist.id, 50_000n);
    const res = await artist.post("/api/payouts", withdraw("200"));
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(PayoutMessages.detailsMissing);
  });

  it("are refused while the label has paused withdrawals", async () => {
    const artist = await artistWithMoney(env, 50_000n);
    await setWithdrawals(env, false);
    try {
      const res = await artist.post("/api/payouts", withdraw("200"));
      expect(res.status).toBe(403);
      expect(errorOf(res)).toMatchObject({
        code: "FEATURE_DISABLED",
        message: FeatureFlagMessages.withdrawals,
      });
      expect(bodyOf(await artist.get("/api/payouts"), MyPayoutsSchema).paused).toBe(true);
      expect(await owedByKind(env, artist.id)).toMatchObject({ payable: 50_000n });
    } finally {
      await setWithdrawals(env, true);
    }
  });

  it("with the same key make one request and one hold (double click, retry)", async () => {
    const artist = await artistWithMoney(env, 50_000n);
    const body = withdraw("200");
    const [first, second] = await Promise.all([
      artist.post("/api/payouts", body),
      artist.post("/api/payouts", body),
    ]);
    expect([first?.status, second?.status].sort()).toEqual([200, 201]);
    const retry = await artist.post("/api/payouts", body);
    expect(retry.status).toBe(200);
    const ids = [first, second, retry].map((res) => bodyOf(res, CreatedPayoutSchema).request.id);
    expect(new Set(ids).size).toBe(1);
    expect(await holdsOf(artist.id)).toBe(1);
    expect(await owedByKind(env, artist.id)).toMatchObject({
      payable: 30_000n,
      inProgress: 20_000n,
    });
  });

  it("from two tabs with different keys cannot take more than the balance", async () => {
    const artist = await artistWithMoney(env, 30_000n);
    const results = await Promise.all([
      artist.post("/api/payouts", withdraw("200")),
      artist.post("/api/payouts", withdraw("200")),
      artist.post("/api/payouts", withdraw("200")),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 400, 400]);
    expect(await holdsOf(artist.id)).toBe(1);
    expect(await owedByKind(env, artist.id)).toMatchObject({
      payable: 10_000n,
      inProgress: 20_000n,
    });
  });

  it("are listed newest first, paginated, to their owner only", async () => {
    const artist = await artistWithMoney(env, 50_000n);
    const other = await member(env);
    for (const amount of ["100", "110", "120"])
      expect((await artist.post("/api/payouts", withdraw(amount))).status).toBe(201);
    const first = bodyOf(await artist.get("/api/payouts?limit=2"), MyPayoutsSchema);
    expect(first.items.map((item) => item.amount)).toEqual(["120.00", "110.00"]);
    const next = bodyOf(
      await artist.get(`/api/payouts?limit=2&cursor=${first.nextCursor}`),
      MyPayoutsSchema,
    );
    expect(next.items.map((item) => item.amount)).toEqual(["100.00"]);
    expect(next.nextCursor).toBeNull();
    const theirs = bodyOf(await other.get("/api/payouts"), MyPayoutsSchema);
    expect(theirs.items).toEqual([]);
    expect(theirs.summary.available).toBe("0.00");
    expect((await artist.get("/api/payouts?cursor=nonsense")).status).toBe(400);
  });
});
