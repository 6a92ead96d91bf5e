import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestEnv,
  createUser,
  postAs,
  signIn,
  type TestEnv,
  uniqueEmail,
  waitForMail,
} from "../../test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const readMailbox = (cookie?: string, query = "") =>
  env.app.inject({
    method: "GET",
    url: `/api/dev/mailbox${query}`,
    headers: cookie ? { cookie } : {},
  });

async function signedIn(role: "artist" | "staff" | "admin") {
  const user = await createUser(env.ctx, { role });
  return signIn(env, user.email, user.password);
}

describe("GET /api/dev/mailbox (no SMTP_URL, not production)", () => {
  it("hands the mails and their reset links to a signed-in admin only", async () => {
    const victim = await createUser(env.ctx, { email: uniqueEmail("admin") });
    await postAs(env, "/api/auth/forgot-password", { email: victim.email });
    await waitForMail(env.ctx, victim.email, /Reset/);
    const query = `?to=${victim.email}`;

    // Anyone who can reach the port: no reset link, so no account to take over.
    const anonymous = await readMailbox(undefined, query);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe("UNAUTHORIZED");
    expect(anonymous.body).not.toContain("reset-password");
    for (const role of ["artist", "staff"] as const) {
      const res = await readMailbox(await signedIn(role), query);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain("reset-password");
    }

    const admin = await readMailbox(await signedIn("admin"), query);
    expect(admin.statusCode).toBe(200);
    const { mails } = admin.json();
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain("/reset-password?token=");
  });
});

describe("in production", () => {
  it("has no mailbox at all, even for an admin", async () => {
    const production = await createTestEnv({ NODE_ENV: "production" });
    try {
      const admin = await createUser(production.ctx, { role: "admin" });
      const cookie = await signIn(production, admin.email, admin.password);
      const res = await production.app.inject({
        method: "GET",
        url: "/api/dev/mailbox",
        headers: { cookie },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
