import { verifyPassword } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accounts } from "../db/schema/index.ts";
import { createTestEnv, createUser, type TestEnv } from "../test/support.ts";
import { createAuth } from "./auth.ts";
import { lightPasswordHashing } from "./lightPasswordHashing.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

const storedHash = async (userId: string) => {
  const [row] = await env.ctx.database.db
    .select({ password: accounts.password })
    .from(accounts)
    .where(eq(accounts.userId, userId));
  return row?.password ?? "";
};

describe("password hashing", () => {
  it("is better-auth's own scrypt unless the test suite asks for the light one", async () => {
    const { config, database, jobs, trustedOrigins } = env.ctx;
    const auth = createAuth({ config, database, jobs, secret: "s".repeat(40), trustedOrigins });
    const hash = await (await auth.$context).password.hash("correct horse battery");
    expect(await verifyPassword({ hash, password: "correct horse battery" })).toBe(true);
    expect(await lightPasswordHashing.verify({ hash, password: "correct horse battery" })).toBe(
      false,
    );
  });

  it("in the test suite stores light hashes that sign-in checks, right and wrong", async () => {
    const user = await createUser(env.ctx);
    const hash = await storedHash(user.id);
    expect(await lightPasswordHashing.verify({ hash, password: user.password })).toBe(true);
    expect(await lightPasswordHashing.verify({ hash, password: "wrong horse battery" })).toBe(
      false,
    );
    expect(await verifyPassword({ hash, password: user.password })).toBe(false);
    const signIn = (password: string) =>
      env.app.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        headers: { origin: "http://localhost:3000" },
        payload: { email: user.email, password },
      });
    expect((await signIn(user.password)).statusCode).toBe(200);
    expect((await signIn("wrong horse battery")).statusCode).toBe(401);
  });
});
