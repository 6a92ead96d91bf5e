import { randomUUID } from "node:crypto";
import { PermissionMessages } from "@common/permissions.ts";
import {
  CorrectionMessages,
  CorrectionPageSchema,
  PostedCorrectionSchema,
} from "@common/royalties/corrections.ts";
import { StatementViewSchema } from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postReportRevenue } from "../../ledger/ledgerTestKit.ts";
import { closeEndedPeriods } from "../../royalties/periods/closePeriods.ts";
import { bodyOf, clientFor, errorOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv, waitForMail } from "../../test/support.ts";
import { auditRows, type Member, member, owedByKind } from "../payouts/payoutTestKit.ts";

const CURRENCY = "SEK";
const URL = "/api/admin/ledger/corrections";

let env: TestEnv;
let admin: Member;
let secondAdmin: Member;
let staff: Member;
let maria: Member;
let noor: Member;

/** The artist's 80% of a report line of `total` öre, booked this month as the importer books it. */
async function earn(userId: string, total: bigint) {
  await env.ctx.database.db.transaction((tx) =>
    postReportRevenue(tx, {
      key: `report:${randomUUID()}:post`,
      total,
      payees: [{ userId, weight: 1n }],
    }),
  );
}

async function labelShare(): Promise<bigint> {
  const result = await env.ctx.database.db.execute<{ balance: string }>(sql`
    select coalesce(-sum(b.balance), 0)::text as balance from ledger_accounts a
    join account_balances b on b.account_id = a.id
    where a.kind = 'label_share' and a.currency = ${CURRENCY}`);
  return BigInt(result.rows[0]?.balance ?? "0");
}

async function correctionCount(): Promise<number> {
  const result = await env.ctx.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from journal_entries where kind = 'correction'`,
  );
  return result.rows[0]?.n ?? 0;
}

async function correctionMails(to: string) {
  const mails = (await env.ctx.mailbox?.list()) ?? [];
  return mails.filter((mail) => mail.to === to && mail.subject === "Your balance was corrected");
}

async function notificationsOf(userId: string) {
  const result = await env.ctx.database.db.execute<{ title: string; message: string }>(
    sql`select title, message from notifications where user_id = ${userId} order by created_at`,
  );
  return result.rows;
}

const artist = (who: Member) => ({ kind: "artist" as const, email: who.email });
const label = { kind: "label" as const };

beforeAll(async () => {
  env = await createTestEnv();
  admin = await member(env, "admin");
  secondAdmin = await member(env, "admin");
  staff = await member(env, "staff");
  maria = await member(env);
  noor = await member(env);
  await earn(maria.id, 62_500n);
});
afterAll(async () => {
  await env?.close();
});

describe("ledger corrections", () => {
  it("moves money from the label's share to an artist: booked, notified, audited, listed", async () => {
    const key = randomUUID();
    const labelBefore = await labelShare();
    const res = await admin.post(URL, {
      from: label,
      to: artist(maria),
      amount: "150",
      reason: "March's Spotify streams were split without Maria.",
      idempotencyKey: key,
    });
    expect(res.status).toBe(201);
    const { correction, message } = bodyOf(res, PostedCorrectionSchema);
    expect(message).toBe(CorrectionMessages.posted);
    expect(correction).toMatchObject({
      from: { kind: "label", userId: null, name: "The label's share" },
      to: { kind: "artist", userId: maria.id, name: `The Testers (${maria.email})` },
      amount: "150.00",
      currency: CURRENCY,
      reason: "March's Spotify streams were split without Maria.",
      postedBy: { email: admin.email },
    });
    expect(await owedByKind(env, maria.id)).toMatchObject({ payable: 65_000n });
    expect(await labelShare()).toBe(labelBefore - 15_000n);
    expect(await notificationsOf(maria.id)).toEqual([
      {
        title: "Balance corrected",
        message:
          "We corrected your balance by +SEK 150.00. Reason: March's Spotify streams were split without Maria.",
      },
    ]);
    expect(await auditRows(env, "POST_LEDGER_CORRECTION", correction.id)).toEqual([
      {
        actor_id: admin.id,
        details: {
          summary: `SEK 150.00 from the label's share to The Testers (${maria.email})`,
          reason: "March's Spotify streams were split without Maria.",
        },
      },
    ]);
    // Admin Tools' audit log names it as it was posted.
    const log = (await admin.get("/api/admin/audit-log")).body as {
      items: { action: string; targetType: string; subject: string }[];
    };
    expect(log.items.find((item) => item.action === "POST_LEDGER_CORRECTION")).toMatchObject({
      targetType: "ledger_correction",
      subject: `SEK 150.00 from the label's share to The Testers (${maria.email})`,
    });
    const mail = await waitForMail(env.ctx, maria.email, /Your balance was corrected/);
    expect(mail.text).toContain("we corrected your balance by +SEK 150.00.");
    expect(mail.text).toContain("Reason: March's Spotify streams were split without Maria.");
    const page = bodyOf(await admin.get(URL), CorrectionPageSchema);
    expect(page.items[0]?.id).toBe(correction.id);

    // The same form sent again (a double click, a retry): the first correction, nothing new.
    const again = await admin.post(URL, {
      from: label,
      to: artist(maria),
      amount: "150",
      reason: "March's Spotify streams were split without Maria.",
      idempotencyKey: key,
    });
    expect(again.status).toBe(200);
    expect(bodyOf(again, PostedCorrectionSchema)).toMatchObject({
      message: CorrectionMessages.repeated,
      correction: { id: correction.id },
    });
    expect(await correctionCount()).toBe(1);
    expect(await owedByKind(env, maria.id)).toMatchObject({ payable: 65_000n });
    expect(await notificationsOf(maria.id)).toHaveLength(1);
    // The mail job had time to run for a second mail, had one been queued.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await correctionMails(maria.email)).toHaveLength(1);
  });

  it("moves money between two artists, never more than the first is owed", async () => {
    // Maria was told her balance could be withdrawn; a correction below the minimum forgets it.
    await env.ctx.database.db.execute(
      sql`insert into earnings_notices (user_id, kind) values (${maria.id}, 'withdrawable')`,
    );
    const res = await secondAdmin.post(URL, {
      from: artist(maria),
      to: { kind: "artist", email: `  ${noor.email.toUpperCase()} ` },
      amount: "100.50",
      reason: "Noor's feature was booked to Maria.",
      idempotencyKey: randomUUID(),
    });
    expect(res.status).toBe(201);
    expect(await owedByKind(env, maria.id)).toMatchObject({ payable: 54_950n });
    expect(await owedByKind(env, noor.id)).toMatchObject({ payable: 10_050n });
    expect((await notificationsOf(maria.id)).at(-1)?.message).toBe(
      "We corrected your balance by −SEK 100.50. Reason: Noor's feature was booked to Maria.",
    );
    expect((await notificationsOf(noor.id)).at(-1)?.message).toContain("+SEK 100.50");
    const notices = await env.ctx.database.db.execute(
      sql`select 1 from earnings_notices where user_id = ${maria.id}`,
    );
    expect(notices.rows).toHaveLength(0);
    await expect
      .poll(async () => (await correctionMails(maria.email)).map((m) => m.text).join(), {
        timeout: 10_000,
      })
      .toContain("we corrected your balance by −SEK 100.50.");
    await waitForMail(env.ctx, noor.email, /Your balance was corrected/);

    const before = await correctionCount();
    const tooMuch = await admin.post(URL, {
      from: artist(noor),
      to: label,
      amount: "100.51",
      reason: "Taking back more than Noor has.",
      idempotencyKey: randomUUID(),
    });
    expect(tooMuch.status).toBe(409);
    expect(errorOf(tooMuch).message).toBe(
      "The Testers is owed SEK 100.50; a correction cannot take more than that.",
    );
    // At the amount, where the form shows it.
    expect(errorOf(tooMuch).fields).toEqual({
      amount: "The Testers is owed SEK 100.50; a correction cannot take more than that.",
    });
    expect(await correctionCount()).toBe(before);
    expect(await owedByKind(env, noor.id)).toMatchObject({ payable: 10_050n });
  });

  it("answers each mistake in the form with its field and writes nothing", async () => {
    const before = await correctionCount();
    const base = {
      from: label,
      to: artist(maria),
      amount: "10",
      reason: "A reason",
      idempotencyKey: randomUUID(),
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ to: label }, "to", CorrectionMessages.noArtist],
      [{ from: artist(maria) }, "to", CorrectionMessages.sameBalance],
      [
        { to: { kind: "artist", email: "nobody@example.com" } },
        "to.email",
        CorrectionMessages.unknownAccount,
      ],
      [{ to: { kind: "artist", email: "not an email" } }, "to.email", CorrectionMessages.email],
      [{ amount: "ten" }, "amount", CorrectionMessages.amountFormat],
      [{ amount: "1.234" }, "amount", "Enter an amount with at most 2 decimals."],
      [{ amount: "0" }, "amount", CorrectionMessages.amountFormat],
      [{ reason: "  " }, "reason", CorrectionMessages.reason],
      [{ idempotencyKey: "x" }, "idempotencyKey", CorrectionMessages.idempotencyKey],
    ];
    for (const [change, field, message] of cases) {
      const res = await admin.post(URL, { ...base, ...change });
      expect([res.status, errorOf(res).fields?.[field]], JSON.stringify(change)).toEqual([
        400,
        message,
      ]);
    }
    expect(await correctionCount()).toBe(before);
  });

  it("is for admins only, and never on their own balance", async () => {
    const body = (to: Member) => ({
      from: label,
      to: artist(to),
      amount: "5",
      reason: "Bonus",
      idempotencyKey: randomUUID(),
    });
    expect((await clientFor(env).get(URL)).status).toBe(401);
    for (const who of [staff, maria]) {
      expect((await who.get(URL)).status).toBe(403);
      const res = await who.post(URL, body(noor));
      expect([res.status, errorOf(res).message]).toEqual([403, PermissionMessages.forbidden]);
    }
    const own = await admin.post(URL, body(admin));
    expect([own.status, errorOf(own).message]).toEqual([403, CorrectionMessages.ownBalance]);
    const fromOwn = await admin.post(URL, { ...body(noor), from: artist(admin) });
    expect(fromOwn.status).toBe(403);
    expect(await owedByKind(env, admin.id)).toMatchObject({ payable: 0n });
  });

  it("shows on the artist's statement with its reason once the month closes", async () => {
    const now = new Date();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 0, 30));
    const period = now.toISOString().slice(0, 7);
    expect(await closeEndedPeriods(env.ctx, { now: nextMonth })).toEqual([period]);
    const res = await maria.get(`/api/earnings/statements/${period}`);
    const view = bodyOf(res, StatementViewSchema);
    expect(view.head).toMatchObject({ openingBalance: "0.00", closingBalance: "549.50" });
    const corrections = view.lines.filter((line) => line.kind === "correction");
    expect(corrections.map((line) => [line.note, line.amount]).sort()).toEqual([
      ["March's Spotify streams were split without Maria.", "150.00"],
      ["Noor's feature was booked to Maria.", "-100.50"],
    ]);
    const csv = await env.app.inject({
      method: "GET",
      url: `/api/earnings/statements/${period}/csv`,
      headers: { cookie: maria.cookie },
    });
    expect(csv.body).toContain(`"Noor's feature was booked to Maria."`);
  });

  it("pages the list newest first", async () => {
    for (const amount of ["1", "2", "3"])
      await admin.post(URL, {
        from: label,
        to: artist(noor),
        amount,
        reason: `Bonus ${amount}`,
        idempotencyKey: randomUUID(),
      });
    const first = bodyOf(await admin.get(`${URL}?limit=2`), CorrectionPageSchema);
    expect(first.items.map((item) => item.reason)).toEqual(["Bonus 3", "Bonus 2"]);
    expect(first.nextCursor).not.toBeNull();
    const second = bodyOf(
      await admin.get(`${URL}?limit=2&cursor=${first.nextCursor}`),
      CorrectionPageSchema,
    );
    expect(second.items.map((item) => item.reason)).toEqual([
      "Bonus 1",
      "Noor's feature was booked to Maria.",
    ]);
    const broken = await admin.get(`${URL}?cursor=nonsense`);
    expect(broken.status).toBe(400);
  });
});
