import { randomUUID } from "node:crypto";
import { PayoutMessages } from "@common/payouts/messages.ts";
import {
  AdminPayoutDetailSchema,
  AdminPayoutPageSchema,
  ProcessedPayoutSchema,
  WaitingPayoutsSchema,
} from "@common/payouts/payouts.ts";
import { RoyaltyPolicyMessages } from "@common/royalties/messages.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteAccount } from "../../commands/account/deleteAccount.ts";
import { appToday } from "../../lib/clock.ts";
import { CROSS_ORIGIN_ERROR } from "../../lib/sameOrigin.ts";
import { bodyOf, errorOf, send } from "../../test/client.ts";
import { createTestEnv, type TestEnv, waitForMail } from "../../test/support.ts";
import {
  auditRows,
  giveMoney,
  type Member,
  member,
  owedByKind,
  requestedWithdrawal,
} from "../payouts/payoutTestKit.ts";

let env: TestEnv;
let staff: Member;
let admin: Member;
beforeAll(async () => {
  env = await createTestEnv();
  staff = await member(env, "staff");
  admin = await member(env, "admin");
});
afterAll(async () => {
  await env?.close();
});

const requested = () => requestedWithdrawal(env);

async function notificationsOf(userId: string) {
  const result = await env.ctx.database.db.execute<{ title: string; message: string }>(
    sql`select title, message from notifications where user_id = ${userId}`,
  );
  return result.rows;
}

describe("/admin/payouts", () => {
  it("lists requests by status with the artist, and opens the details (audited)", async () => {
    const { artist, id } = await requested();
    const page = bodyOf(
      await staff.get("/api/admin/payouts?status=requested"),
      AdminPayoutPageSchema,
    );
    const row = page.items.find((item) => item.id === id);
    expect(row).toMatchObject({
      userId: artist.id,
      email: artist.email,
      artistName: "The Testers",
      amount: "200.00",
      method: "swish",
      maskedDetails: "+46 7• ••• •• 67",
    });
    expect(JSON.stringify(page)).not.toContain("701234567");
    const detail = bodyOf(await staff.get(`/api/admin/payouts/${id}`), AdminPayoutDetailSchema);
    expect(detail.details).toEqual({ method: "swish", phone: "+46701234567" });
    expect(detail.detailsRemoved).toBe(false);
    expect(await auditRows(env, "VIEW_PAYOUT_DETAILS", id)).toMatchObject([{ actor_id: staff.id }]);
  });

  it("does not open the details for a link followed from another site", async () => {
    const { id } = await requested();
    // A top-level navigation from another site: the cookie goes (SameSite=Lax), no Origin.
    const res = await env.app.inject({
      method: "GET",
      url: `/api/admin/payouts/${id}`,
      headers: {
        cookie: staff.cookie,
        "sec-fetch-site": "cross-site",
        "sec-fetch-mode": "navigate",
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: CROSS_ORIGIN_ERROR });
    // Another site's fetch names itself in Origin: refused the same way.
    const fetched = await send(env, "GET", `/api/admin/payouts/${id}`, {
      cookie: staff.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(fetched.status).toBe(403);
    expect(await auditRows(env, "VIEW_PAYOUT_DETAILS", id)).toEqual([]);
    // Nothing was opened: the artist can still cancel.
    const opened = await env.ctx.database.db.execute<{ opened: string | null }>(
      sql`select details_opened_at::text as opened from payout_requests where id = ${id}`,
    );
    expect(opened.rows[0]?.opened).toBeNull();
  });

  it("pays a request to the details it was made with, though the artist changed them since", async () => {
    const { artist, id } = await requested();
    const changed = await artist.put("/api/payouts/details", {
      method: "paypal",
      email: "new-account@example.com",
      password: artist.password,
    });
    expect(changed.status).toBe(200);
    const detail = bodyOf(await staff.get(`/api/admin/payouts/${id}`), AdminPayoutDetailSchema);
    expect(detail.details).toEqual({ method: "swish", phone: "+46701234567" });
    expect(detail.payout).toMatchObject({ method: "swish", maskedDetails: "+46 7• ••• •• 67" });
  });

  it("answers a deleted artist's request without its details, saying they were removed", async () => {
    const { artist, id } = await requested();
    const paid = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "BG-2026-0099",
      paidOn: appToday(),
    });
    expect(paid.status).toBe(200);
    // The command itself: refusing while money is held is the deletion request's job
    // (server/commands/account/deletionMoney.test.ts).
    await deleteAccount(env.ctx, artist.id);

    const res = await staff.get(`/api/admin/payouts/${id}`);
    const detail = bodyOf(res, AdminPayoutDetailSchema);
    expect(detail).toMatchObject({ details: null, detailsRemoved: true });
    expect(detail.payout).toMatchObject({
      status: "paid",
      artistName: "Deleted user",
      amount: "200.00",
      method: "swish",
      maskedDetails: "+46 7• ••• •• 67",
      reference: "BG-2026-0099",
    });
    expect(JSON.stringify(res.body)).not.toContain("701234567");
    // Nothing was opened, so nothing is audited as seen.
    expect(await auditRows(env, "VIEW_PAYOUT_DETAILS", id)).toEqual([]);
  });

  it("is for staff and admins only", async () => {
    const { artist, id } = await requested();
    expect((await artist.get("/api/admin/payouts")).status).toBe(403);
    expect((await artist.get(`/api/admin/payouts/${id}`)).status).toBe(403);
    const paid = await artist.post(`/api/admin/payouts/${id}/paid`, {
      reference: "X",
      paidOn: appToday(),
    });
    expect(paid.status).toBe(403);
    expect((await artist.post(`/api/admin/payouts/${id}/reject`, { reason: "no" })).status).toBe(
      403,
    );
    expect((await staff.get(`/api/admin/payouts/${randomUUID()}`)).status).toBe(404);
    const missing = await staff.post(`/api/admin/payouts/${randomUUID()}/reject`, { reason: "x" });
    expect(errorOf(missing).message).toBe(RoyaltyPolicyMessages.payoutNotFound);
  });

  it("marks a payout paid: paid out in the ledger, mailed, notified, audited, once", async () => {
    const { artist, id } = await requested();
    const today = appToday();
    const res = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: " BG-2026-0042 ",
      paidOn: today,
    });
    expect(res.status).toBe(200);
    const { payout, message } = bodyOf(res, ProcessedPayoutSchema);
    expect(message).toBe(PayoutMessages.markedPaid);
    expect(payout).toMatchObject({ status: "paid", reference: "BG-2026-0042", paidOn: today });
    expect(await owedByKind(env, artist.id)).toEqual({
      payable: 30_000n,
      inProgress: 0n,
      paidOut: 20_000n,
    });
    const mail = await waitForMail(env.ctx, artist.email, /Your withdrawal has been paid/);
    expect(mail.text).toContain("BG-2026-0042");
    // The day in words, as the statement mails write months: "paid on 30 November 2026".
    expect(mail.text).toMatch(/was paid on \d{1,2} [A-Z][a-z]+ \d{4} \(Swish/);
    expect(await notificationsOf(artist.id)).toMatchObject([{ title: "Withdrawal paid" }]);
    expect(await auditRows(env, "MARK_PAYOUT_PAID", id)).toMatchObject([{ actor_id: staff.id }]);

    const again = await admin.post(`/api/admin/payouts/${id}/reject`, { reason: "Too late" });
    expect(again.status).toBe(409);
    expect(errorOf(again).message).toBe(RoyaltyPolicyMessages.payoutProcessed);
    expect(await owedByKind(env, artist.id)).toMatchObject({ paidOut: 20_000n, payable: 30_000n });
    const mine = await artist.get("/api/payouts");
    expect(mine.body).toMatchObject({ items: [{ id, status: "paid", reference: "BG-2026-0042" }] });
  });

  it("leaves a staff member's own withdrawal to someone else", async () => {
    // Staff who release music earn and withdraw like any artist.
    const own = await member(env, "staff");
    await giveMoney(env, own.id, 50_000n);
    const saved = await own.put("/api/payouts/details", {
      method: "swish",
      phone: "070 123 45 67",
      password: own.password,
    });
    expect(saved.status).toBe(200);
    const made = await own.post("/api/payouts", { amount: "200", idempotencyKey: randomUUID() });
    expect(made.status).toBe(201);
    const { id } = (made.body as { request: { id: string } }).request;

    const paid = await own.post(`/api/admin/payouts/${id}/paid`, {
      reference: "SELF-1",
      paidOn: appToday(),
    });
    expect(paid.status).toBe(403);
    expect(errorOf(paid).message).toBe(RoyaltyPolicyMessages.ownPayout);
    const rejected = await own.post(`/api/admin/payouts/${id}/reject`, { reason: "Mine" });
    expect(rejected.status).toBe(403);
    expect(errorOf(rejected).message).toBe(RoyaltyPolicyMessages.ownPayout);
    expect(await owedByKind(env, own.id)).toMatchObject({ inProgress: 20_000n, paidOut: 0n });
    expect(await auditRows(env, "MARK_PAYOUT_PAID", id)).toEqual([]);

    const byColleague = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "BG-2026-0777",
      paidOn: appToday(),
    });
    expect(byColleague.status).toBe(200);
  });

  it("rejects a payout: the amount returns to the balance, mailed with the reason", async () => {
    const { artist, id } = await requested();
    const res = await admin.post(`/api/admin/payouts/${id}/reject`, {
      reason: "The Swish number does not accept payments.",
    });
    expect(res.status).toBe(200);
    expect(bodyOf(res, ProcessedPayoutSchema).payout).toMatchObject({
      status: "rejected",
      rejectionReason: "The Swish number does not accept payments.",
    });
    expect(await owedByKind(env, artist.id)).toEqual({
      payable: 50_000n,
      inProgress: 0n,
      paidOut: 0n,
    });
    const mail = await waitForMail(env.ctx, artist.email, /could not be paid/);
    expect(mail.text).toContain("The Swish number does not accept payments.");
    expect(await auditRows(env, "REJECT_PAYOUT", id)).toMatchObject([{ actor_id: admin.id }]);
    expect(await notificationsOf(artist.id)).toMatchObject([{ title: "Withdrawal rejected" }]);
    const twice = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "R",
      paidOn: appToday(),
    });
    expect(twice.status).toBe(409);
    const rejected = bodyOf(
      await staff.get("/api/admin/payouts?status=rejected"),
      AdminPayoutPageSchema,
    );
    expect(rejected.items.map((item) => item.id)).toContain(id);
  });

  it("counts the requests waiting: one more per request, one fewer once paid or rejected", async () => {
    const waiting = async () =>
      bodyOf(await staff.get("/api/admin/payouts/waiting"), WaitingPayoutsSchema).count;
    const before = await waiting();
    const first = await requested();
    const second = await requested();
    expect(await waiting()).toBe(before + 2);
    expect(bodyOf(await admin.get("/api/admin/payouts/waiting"), WaitingPayoutsSchema)).toEqual({
      count: before + 2,
    });
    await staff.post(`/api/admin/payouts/${first.id}/paid`, {
      reference: "BG-1",
      paidOn: appToday(),
    });
    await staff.post(`/api/admin/payouts/${second.id}/reject`, { reason: "Wrong number" });
    expect(await waiting()).toBe(before);
    expect((await first.artist.get("/api/admin/payouts/waiting")).status).toBe(403);
  });

  it("refuses a payment date before the day the withdrawal was requested, naming that day", async () => {
    const { id } = await requested();
    await env.ctx.database.db.execute(
      sql`update payout_requests set created_at = '2026-03-10T23:30:00Z' where id = ${id}`,
    );
    const early = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "BG-1",
      paidOn: "2026-03-09",
    });
    expect(early.status).toBe(400);
    const message =
      "The payment date cannot be before the withdrawal was requested (10 March 2026).";
    expect(errorOf(early)).toMatchObject({ message, fields: { paidOn: message } });
    expect(await auditRows(env, "MARK_PAYOUT_PAID", id)).toEqual([]);
    const sameDay = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "BG-1",
      paidOn: "2026-03-10",
    });
    expect(sameDay.status).toBe(200);
  });

  it("refuses a payment date in the future or missing inputs, naming the field", async () => {
    const { id } = await requested();
    const future = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "R-1",
      paidOn: "2999-01-01",
    });
    expect(future.status).toBe(400);
    expect(errorOf(future).fields).toEqual({ paidOn: PayoutMessages.paidOnFuture });
    const blank = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "  ",
      paidOn: "yesterday",
    });
    expect(errorOf(blank).fields).toEqual({
      reference: PayoutMessages.reference,
      paidOn: PayoutMessages.paidOnFormat,
    });
    const noReason = await staff.post(`/api/admin/payouts/${id}/reject`, { reason: "" });
    expect(errorOf(noReason).fields).toEqual({ reason: PayoutMessages.reason });
  });

  it("refuses a payment date the calendar does not have, naming it, and takes a leap day", async () => {
    const { id } = await requested();
    // Requested before the leap day, so 2024-02-29 is not refused as before the request.
    await env.ctx.database.db.execute(
      sql`update payout_requests set created_at = '2024-02-01T12:00:00Z' where id = ${id}`,
    );
    for (const paidOn of ["2026-11-31", "2025-02-29"]) {
      const res = await staff.post(`/api/admin/payouts/${id}/paid`, { reference: "BG-1", paidOn });
      expect(res.status).toBe(400);
      const message = PayoutMessages.paidOnNoSuchDay(paidOn);
      expect(errorOf(res)).toMatchObject({ message, fields: { paidOn: message } });
    }
    expect(await auditRows(env, "MARK_PAYOUT_PAID", id)).toEqual([]);
    const leapDay = await staff.post(`/api/admin/payouts/${id}/paid`, {
      reference: "BG-1",
      paidOn: "2024-02-29",
    });
    expect(leapDay.status).toBe(200);
    expect(bodyOf(leapDay, ProcessedPayoutSchema).payout).toMatchObject({ paidOn: "2024-02-29" });
  });

  it("searches a status on the artist's name or email and the paid reference, % and _ literally", async () => {
    const [one, two] = [await requested(), await requested()];
    const db = env.ctx.database.db;
    await db.execute(
      sql`update users set artist_name = 'Harbour 100% Choir' where id = ${one.artist.id}`,
    );
    const search = async (status: string, q: string) =>
      bodyOf(
        await staff.get(`/api/admin/payouts?status=${status}&q=${encodeURIComponent(q)}`),
        AdminPayoutPageSchema,
      ).items.map((item) => item.id);
    expect(await search("requested", "harbour 100%")).toEqual([one.id]);
    expect(await search("requested", "100_")).toEqual([]);
    expect(await search("requested", two.artist.email.toUpperCase())).toEqual([two.id]);
    const paid = await staff.post(`/api/admin/payouts/${two.id}/paid`, {
      reference: "BG-2026-7781",
      paidOn: appToday(),
    });
    expect(paid.status).toBe(200);
    expect(await search("paid", "bg-2026-77")).toEqual([two.id]);
    expect(await search("requested", two.artist.email)).toEqual([]);
    const tooLong = await staff.get(`/api/admin/payouts?q=${"x".repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(errorOf(tooLong).message).toBe("Search must be at most 100 characters.");
  });

  it("pages the queue oldest first", async () => {
    await requested();
    await requested();
    const first = bodyOf(
      await staff.get("/api/admin/payouts?status=requested&limit=1"),
      AdminPayoutPageSchema,
    );
    const second = bodyOf(
      await staff.get(`/api/admin/payouts?status=requested&limit=1&cursor=${first.nextCursor}`),
      AdminPayoutPageSchema,
    );
    const [a, b] = [first.items[0], second.items[0]];
    expect(a && b && a.createdAt <= b.createdAt).toBe(true);
    expect(a?.id).not.toBe(b?.id);
  });
});
