import { DeletionMoneyMessages } from "@common/royalties/finance.ts";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  earningsNotices,
  journalLines,
  ledgerAccounts,
  payoutDetails,
  payoutRequests,
  royaltyInvitations,
  royaltyStatements,
  users,
} from "../../db/schema/index.ts";
import { accountFor } from "../../ledger/accounts.ts";
import { postEntry } from "../../ledger/post.ts";
import { call, signedIn } from "../../routes/account/accountTestKit.ts";
import {
  CURRENCY,
  postRevenue,
  thisMonth,
  withdraw,
} from "../../royalties/finance/financeTestKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";

/** "SEK 123.45", with the plain space the API's messages use. */
const sek = (amount: string) => `SEK ${amount}`;

let env: TestEnv;
let admin: string;
beforeAll(async () => {
  env = await createTestEnv();
  admin = (await signedIn(env, "admin")).cookie;
});
afterAll(async () => {
  await env?.close();
});

const askToDelete = (cookie: string) =>
  call(env, "POST", "/api/account/termination", { cookie, payload: { reason: "leaving" } });
const complete = (id: string) =>
  call(env, "PATCH", `/api/admin/deletion-requests/${id}`, {
    cookie: admin,
    payload: { status: "completed" },
  });

/** A collaborator's share held for `email`, then claimed into `userId`'s payable. */
async function heldThenClaimed(email: string, userId: string, amount: bigint) {
  const db = env.ctx.database.db;
  await postRevenue(db, {
    key: `held:${email}`,
    storeId: "tidal",
    total: amount,
    payee: { email },
  });
  await db.transaction(async (tx) => {
    const held = await accountFor(tx, "held_for_invite", { email, currency: CURRENCY });
    const payable = await accountFor(tx, "artist_payable", { userId, currency: CURRENCY });
    const artist = (amount * 80n) / 100n;
    await postEntry(tx, {
      idempotencyKey: `invite:${email}:claim:1`,
      kind: "invitation_claimed",
      description: `Invitation claimed by ${email}`,
      createdBy: userId,
      lines: [
        { accountId: held, amount: artist },
        { accountId: payable, amount: -artist },
      ],
    });
  });
  await db.insert(royaltyInvitations).values({ email, claimedBy: userId, claimedAt: new Date() });
}

async function waitUntilDeleted(userId: string) {
  for (let i = 0; i < 200; i++) {
    const [row] = await env.ctx.database.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.deletedAt) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the account was not deleted");
}

describe("account deletion while the label holds money for the user", () => {
  it("is refused while the user is owed money, naming the amount", async () => {
    const { user, cookie } = await signedIn(env);
    await postRevenue(env.ctx.database.db, {
      key: `owed:${user.id}`,
      storeId: "spotify",
      total: 15_431n,
      payee: { userId: user.id },
    });
    const res = await askToDelete(cookie);
    expect(res.statusCode).toBe(409);
    // 80% of 154.31 = 123.448 → 123.45 by largest remainder.
    expect(res.json().error.message).toBe(
      "You still have SEK 123.45 to withdraw. Withdraw it or contact support before deleting your account.",
    );
    const mine = await call(env, "GET", "/api/account/termination", { cookie });
    expect(mine.json().request).toBeNull();
  });

  it("is refused while a withdrawal is in progress", async () => {
    const { user, cookie } = await signedIn(env);
    const db = env.ctx.database.db;
    await postRevenue(db, {
      key: `prog:${user.id}`,
      storeId: "spotify",
      total: 50_000n,
      payee: { userId: user.id },
    });
    await withdraw(db, user.id, 40_000n, "requested");
    const res = await askToDelete(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DeletionMoneyMessages.inProgress(sek("400.00")));
  });

  it("is refused while a collaborator's share is held for the user's email", async () => {
    const { user, cookie } = await signedIn(env);
    await postRevenue(env.ctx.database.db, {
      key: `held-only:${user.id}`,
      storeId: "deezer",
      total: 10_000n,
      payee: { email: user.email.toUpperCase() },
    });
    const res = await askToDelete(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(DeletionMoneyMessages.held(sek("80.00")));
  });

  it("cannot be completed by an admin when money arrived after the request", async () => {
    const { user, cookie } = await signedIn(env);
    const asked = await askToDelete(cookie);
    expect(asked.statusCode).toBe(201);
    await postRevenue(env.ctx.database.db, {
      key: `late:${user.id}`,
      storeId: "spotify",
      total: 1_000n,
      payee: { userId: user.id },
    });
    const refused = await complete(asked.json().request.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(DeletionMoneyMessages.staffOwed(sek("8.00")));
    const [row] = await env.ctx.database.db
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.deletedAt).toBeNull();
  });
});

describe("deleting an account with a settled money history", () => {
  it("keeps the ledger, statements and payout requests, removes payout details and the requests' sealed copies, anonymises addresses", async () => {
    const db = env.ctx.database.db;
    const { user, cookie } = await signedIn(env, "artist", "Mona Money");
    await postRevenue(db, {
      key: `hist:${user.id}`,
      storeId: "spotify",
      total: 100_000n,
      payee: { userId: user.id },
    });
    await heldThenClaimed(user.email, user.id, 10_000n);
    await withdraw(db, user.id, 10_000n, "rejected");
    await withdraw(db, user.id, 88_000n, "paid");
    await db.insert(royaltyStatements).values({
      userId: user.id,
      period: `${thisMonth()}-01`,
      currency: CURRENCY,
      openingBalance: 0n,
      earnings: 88_000n,
      payouts: 88_000n,
      closingBalance: 0n,
    });
    await db.insert(payoutDetails).values({
      userId: user.id,
      method: "paypal",
      sealed: "sealed-details",
      masked: "m•••@example.com",
    });
    await db.insert(earningsNotices).values({ userId: user.id, kind: "withdrawable" });
    const linesBefore = await db.select({ n: count() }).from(journalLines);

    const asked = await askToDelete(cookie);
    expect(asked.statusCode).toBe(201);
    expect((await complete(asked.json().request.id)).statusCode).toBe(200);
    await waitUntilDeleted(user.id);

    const tombstone = `deleted-${user.id}@deleted.invalid`;
    expect(await db.select({ n: count() }).from(journalLines)).toEqual(linesBefore);
    const accounts = await db
      .select({ kind: ledgerAccounts.kind, email: ledgerAccounts.email })
      .from(ledgerAccounts)
      .where(
        sql`${ledgerAccounts.userId} = ${user.id} or ${ledgerAccounts.email} in (${user.email}, ${tombstone})`,
      );
    expect(accounts.map((a) => a.kind).sort()).toEqual([
      "artist_payable",
      "held_for_invite",
      "paid_out",
      "payouts_in_progress",
    ]);
    expect(accounts.find((a) => a.kind === "held_for_invite")?.email).toBe(tombstone);
    expect(
      await db.select().from(royaltyInvitations).where(eq(royaltyInvitations.email, user.email)),
    ).toEqual([]);
    const requests = await db
      .select()
      .from(payoutRequests)
      .where(eq(payoutRequests.userId, user.id));
    expect(requests.map((r) => r.status).sort()).toEqual(["paid", "rejected"]);
    // The sealed copies of the details each request made go; the bookkeeping stays.
    expect(requests.map((r) => r.sealedDetails)).toEqual([null, null]);
    expect(
      requests
        .map((r) => ({
          method: r.method,
          masked: r.maskedDetails,
          amount: r.amount,
          reference: r.reference,
        }))
        .sort((a, b) => Number(a.amount - b.amount)),
    ).toEqual([
      { method: "paypal", masked: "a•••@example.com", amount: 10_000n, reference: null },
      { method: "paypal", masked: "a•••@example.com", amount: 88_000n, reference: "BANK-REF-1" },
    ]);
    expect(
      await db.select().from(royaltyStatements).where(eq(royaltyStatements.userId, user.id)),
    ).toHaveLength(1);
    expect(await db.select().from(payoutDetails).where(eq(payoutDetails.userId, user.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(earningsNotices).where(eq(earningsNotices.userId, user.id)),
    ).toEqual([]);

    // The label's books still add up after the leaver is gone.
    const finance = await call(env, "GET", "/api/admin/finance", { cookie: admin });
    expect(finance.json().check.balanced).toBe(true);
  });
});
