import { AuthMessages } from "@common/auth.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientFor, errorOf, nextAddress } from "../../test/client.ts";
import {
  cookiesFrom,
  createTestEnv,
  linkIn,
  postAs,
  type TestEnv,
  waitForMail,
} from "../../test/support.ts";
import { auditRows, member } from "./payoutTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const bank = {
  method: "bank_transfer",
  iban: "se45 5000 0000 0583 9825 7466",
  bic: "essesess",
  accountHolder: "Ada Artist",
};

describe("payout details", () => {
  it("are saved with the password, sealed at rest, shown masked and audited", async () => {
    const artist = await member(env);
    expect((await artist.get("/api/payouts/details")).body).toEqual({ details: null });
    const saved = await artist.put("/api/payouts/details", { ...bank, password: artist.password });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      details: { method: "bank_transfer", masked: "SE45 •••• •••• 7466" },
      message: PayoutMessages.detailsSaved,
    });
    const read = await artist.get("/api/payouts/details");
    expect(read.body).toMatchObject({ details: { masked: "SE45 •••• •••• 7466" } });
    expect(JSON.stringify(read.body)).not.toContain("0583");

    const stored = await env.ctx.database.db.execute<{ sealed: string }>(
      sql`select sealed from payout_details where user_id = ${artist.id}`,
    );
    const sealed = stored.rows[0]?.sealed ?? "";
    expect(sealed).not.toContain("SE45");
    expect(JSON.parse(env.ctx.payoutDetails.open(sealed, artist.id))).toEqual({
      method: "bank_transfer",
      iban: "SE4550000000058398257466",
      bic: "ESSESESS",
      accountHolder: "Ada Artist",
    });
    const audit = await auditRows(env, "UPDATE_PAYOUT_DETAILS", artist.id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain("0583");

    const swish = await artist.put("/api/payouts/details", {
      method: "swish",
      phone: "+46 70 123 45 34",
      password: artist.password,
    });
    expect(swish.body).toMatchObject({ details: { method: "swish", masked: "+46 7• ••• •• 34" } });
  });

  it("mail the owner each change in its transaction: the new details and the ones they replace", async () => {
    const artist = await member(env, "artist", "Mona Money");
    const changedMails = async () =>
      ((await env.ctx.mailbox?.list()) ?? []).filter(
        (m) => m.to === artist.email && m.subject === "Your Offbeat payout details were changed",
      );
    expect(
      (await artist.put("/api/payouts/details", { ...bank, password: artist.password })).status,
    ).toBe(200);
    const first = await waitForMail(env.ctx, artist.email, /^Your Offbeat payout details/);
    expect(first.text).toMatch(
      /^Hi Mona Money, the payout details of your Offbeat account were changed on .+ UTC\. Withdrawals now go by Bank transfer to SE45 •••• •••• 7466\.\n/,
    );
    expect(first.text).not.toContain("0583");
    expect(linkIn(first.text).pathname).toBe("/dashboard/withdraw");

    const refused = await artist.put("/api/payouts/details", {
      method: "paypal",
      email: "thief@example.com",
      password: "wrong one",
    });
    expect(refused.status).toBe(400);
    const swish = { method: "swish", phone: "+46 70 123 45 34", password: artist.password };
    expect((await artist.put("/api/payouts/details", swish)).status).toBe(200);
    await expect
      .poll(async () => (await changedMails()).map((m) => m.text.split("\n")[0]))
      .toEqual([
        expect.stringContaining(
          "Withdrawals now go by Swish to +46 7• ••• •• 34 (before: Bank transfer to SE45 •••• •••• 7466).",
        ),
        expect.stringContaining("Withdrawals now go by Bank transfer to SE45 •••• •••• 7466."),
      ]);
    expect(JSON.stringify(await changedMails())).not.toContain("thief");
  });

  it("refuses a wrong password, naming the field, and changes nothing", async () => {
    const artist = await member(env);
    const refused = await artist.put("/api/payouts/details", { ...bank, password: "wrong one" });
    expect(refused.status).toBe(400);
    expect(errorOf(refused)).toMatchObject({
      message: PayoutMessages.wrongPassword,
      fields: { password: PayoutMessages.wrongPassword },
    });
    expect((await artist.get("/api/payouts/details")).body).toEqual({ details: null });
  });

  it("names each invalid field with a readable message", async () => {
    const artist = await member(env);
    const bad = await artist.put("/api/payouts/details", {
      ...bank,
      iban: "SE45 5000 0000 0583 9825 7467",
      password: artist.password,
    });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).fields).toEqual({ iban: PayoutMessages.ibanChecksum });
    const phone = await artist.put("/api/payouts/details", {
      method: "swish",
      phone: "08 123 456 78",
      password: artist.password,
    });
    expect(errorOf(phone).fields).toEqual({ phone: PayoutMessages.swishPhone });
    const paypal = await artist.put("/api/payouts/details", {
      method: "paypal",
      email: "not an email",
      password: artist.password,
    });
    expect(errorOf(paypal).fields).toEqual({ email: PayoutMessages.paypalEmail });
    // Pasted too long (a whole line of a bank letter, a password manager's wrong field): the
    // field's own words, never zod's "Too big".
    const long = "1".repeat(65);
    for (const [body, fields] of [
      [{ ...bank, iban: `SE${long}` }, { iban: PayoutMessages.ibanFormat }],
      [{ ...bank, bic: long }, { bic: PayoutMessages.bic }],
      [
        { ...bank, accountHolder: "A".repeat(101) },
        { accountHolder: PayoutMessages.accountHolderTooLong },
      ],
      [{ method: "swish", phone: long }, { phone: PayoutMessages.swishPhone }],
      [{ ...bank, password: "p".repeat(129) }, { password: AuthMessages.passwordTooLong }],
      [{ ...bank, password: artist.password, code: long }, { code: PayoutMessages.wrongCode }],
    ] as const) {
      const res = await artist.put("/api/payouts/details", { password: artist.password, ...body });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields).toEqual(fields);
    }
    expect((await artist.get("/api/payouts/details")).body).toEqual({ details: null });
  });

  it("asks for the two-factor code when two-factor is on: TOTP or a backup code", async () => {
    const artist = await member(env);
    let cookie = artist.cookie;
    const enable = await postAs(
      env,
      "/api/account/two-factor/enable",
      { password: artist.password },
      cookie,
    );
    cookie = cookiesFrom(enable.headers["set-cookie"], cookie);
    const { totpURI, backupCodes } = enable.json<{ totpURI: string; backupCodes: string[] }>();
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    // Each TOTP code works once: the confirm spends this step's, the payout check gets the next.
    const at = Date.now();
    const confirm = await postAs(
      env,
      "/api/account/two-factor/confirm",
      { code: totp.generate({ timestamp: at }) },
      cookie,
    );
    expect(confirm.statusCode).toBe(200);
    cookie = cookiesFrom(confirm.headers["set-cookie"], cookie);
    const client = clientFor(env, cookie, nextAddress);
    const body = { method: "paypal", email: "Ada@Example.com", password: artist.password };

    const missing = await client.put("/api/payouts/details", body);
    expect(missing.status).toBe(400);
    expect(errorOf(missing).fields).toEqual({ code: PayoutMessages.codeRequired });
    const wrong = await client.put("/api/payouts/details", { ...body, code: "000000" });
    expect(errorOf(wrong).fields).toEqual({ code: PayoutMessages.wrongCode });
    const wrongPassword = await client.put("/api/payouts/details", {
      ...body,
      password: "nope nope",
      code: totp.generate(),
    });
    expect(errorOf(wrongPassword).fields).toEqual({ password: PayoutMessages.wrongPassword });

    const code = totp.generate({ timestamp: at + 30_000 });
    const withTotp = await client.put("/api/payouts/details", { ...body, code });
    expect(withTotp.status).toBe(200);
    expect(withTotp.body).toMatchObject({ details: { masked: "a•••@example.com" } });
    // The same code again, still inside its window, is a wrong code now.
    const replayed = await client.put("/api/payouts/details", { ...body, code });
    expect(errorOf(replayed).fields).toEqual({ code: PayoutMessages.wrongCode });
    const backup = backupCodes[0] ?? "";
    const withBackup = await client.put("/api/payouts/details", { ...body, code: backup });
    expect(withBackup.status).toBe(200);
    // A backup code works once.
    const again = await client.put("/api/payouts/details", { ...body, code: backup });
    expect(errorOf(again).fields).toEqual({ code: PayoutMessages.wrongCode });
  });

  it("limits attempts per account", async () => {
    const artist = await member(env);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await artist.put("/api/payouts/details", { ...bank, password: "wrong" })).status,
      );
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("is for signed-in users", async () => {
    const anonymous = clientFor(env);
    expect((await anonymous.get("/api/payouts/details")).status).toBe(401);
    expect((await anonymous.put("/api/payouts/details", { ...bank, password: "x" })).status).toBe(
      401,
    );
  });
});
