import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  owedTo,
  releaseWithTracks,
  reportWithLines,
} from "../../royalties/posting/postingTestKit.ts";
import { clientFor } from "../../test/client.ts";
import {
  confirmThroughLink,
  createTestEnv,
  createUser,
  linkIn,
  postAs,
  signIn,
  type TestEnv,
  uniqueEmail,
  waitForMail,
} from "../../test/support.ts";

/**
 * A collaborator named by an email no account has (issue 19): invited once, their share held,
 * and moved to their account (one entry) once they sign up with that email and confirm it.
 */
let env: TestEnv;
let staff: ReturnType<typeof clientFor>;

beforeAll(async () => {
  env = await createTestEnv();
  const staffUser = await createUser(env.ctx, { role: "staff" });
  staff = clientFor(env, await signIn(env, staffUser.email, staffUser.password));
});
afterAll(() => env?.close());

const db = () => env.ctx.database.db;

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > 10_000) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("royalty invitations", () => {
  it("holds the share, invites once, and moves it when the address is confirmed", async () => {
    const email = uniqueEmail("collab").toLowerCase();
    const owner = await createUser(env.ctx);
    const { tracks } = await releaseWithTracks(db(), owner.id, [
      [
        { email: null, percentage: "50" },
        { email, percentage: "50" },
      ],
    ]);
    const trackId = tracks[0]?.id;
    for (const period of ["2025-01", "2025-02"]) {
      const { reportId } = await reportWithLines(db(), {
        period,
        lines: [{ trackId, amount: "10" }],
      });
      expect((await staff.post(`/api/admin/royalty-reports/${reportId}/post`, {})).status).toBe(
        200,
      );
    }
    // 10.00 → artist 800 → 400 each, twice.
    expect(await owedTo(db(), { email })).toBe(800n);
    await waitForMail(env.ctx, email, /royalties from/);
    const mails = ((await env.ctx.mailbox?.list()) ?? []).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);

    // Signing up is not enough: the address must be confirmed first.
    const signUp = await postAs(env, "/api/auth/sign-up", {
      email,
      password: "juniper stage lights",
      fullName: "Collab Orator",
      artistName: `Collab ${Date.now().toString(36)}`,
    });
    expect(signUp.statusCode).toBeLessThan(300);
    expect(await owedTo(db(), { email })).toBe(800n);
    const confirm = await waitForMail(env.ctx, email, /Confirm/);
    // Opening the link (as a mail scanner does) confirms nothing and claims nothing; nor does
    // signing in with its token and a wrong password (someone else opened the account).
    const link = linkIn(confirm.text);
    const opened = await env.app.inject({ method: "GET", url: link.pathname + link.search });
    expect(opened.headers.location).toMatch(/^\/\?confirm=1#email=.+&token=.+/);
    const token = new URLSearchParams(String(opened.headers.location).split("#")[1]).get("token");
    const guess = { email, password: "not the password", confirmToken: token };
    expect((await postAs(env, "/api/auth/sign-in", guess)).statusCode).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await owedTo(db(), { email })).toBe(800n);
    const signedIn = await confirmThroughLink(env, confirm.text, email, "juniper stage lights");
    expect(signedIn.statusCode).toBe(200);

    const users = await db().execute<{ id: string }>(
      sql`select id from users where email = ${email}`,
    );
    const userId = users.rows[0]?.id ?? "";
    expect(
      await waitFor(
        () => owedTo(db(), { userId }),
        (owed) => owed === 800n,
      ),
    ).toBe(800n);
    expect(await owedTo(db(), { email })).toBe(0n);
    const invitation = await db().execute<{ claimed_by: string | null }>(
      sql`select claimed_by from royalty_invitations where email = ${email}`,
    );
    expect(invitation.rows[0]?.claimed_by).toBe(userId);
    // The claim's entry does not write the address into the append-only ledger, which outlives
    // an account deletion (the held account's address is replaced then; an entry cannot be).
    const claims = await db().execute<{ text: string }>(
      sql`select description || ' ' || idempotency_key as text from journal_entries
          where kind = 'invitation_claimed' and created_by = ${userId}`,
    );
    expect(claims.rows).toHaveLength(1);
    expect(claims.rows[0]?.text.toLowerCase()).not.toContain(email.toLowerCase());

    // Later earnings go straight to the account.
    const { reportId } = await reportWithLines(db(), {
      period: "2025-03",
      lines: [{ trackId, amount: "10" }],
    });
    await staff.post(`/api/admin/royalty-reports/${reportId}/post`, {});
    expect(await owedTo(db(), { userId })).toBe(1200n);
    expect(await owedTo(db(), { email })).toBe(0n);
  });
});
