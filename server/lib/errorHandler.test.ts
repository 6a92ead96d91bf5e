import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, createUser, signIn, TEST_ORIGIN, type TestEnv } from "../test/support.ts";

let env: TestEnv;
let cookie: string;
beforeAll(async () => {
  env = await createTestEnv();
  const user = await createUser(env.ctx, { role: "staff" });
  cookie = await signIn(env, user.email, user.password);
});
afterAll(async () => {
  await env?.close();
});

const send = (method: "GET" | "POST", url: string, payload?: unknown) =>
  env.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe("a request the schema refuses", () => {
  it("names the field when zod's own wording would not", async () => {
    const res = await send("POST", "/api/payouts", { amount: 250, idempotencyKey: "k-1" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "amount: Invalid input: expected string, received number",
      fields: { amount: "Invalid input: expected string, received number" },
    });
    const query = await send("GET", "/api/admin/releases?status=archived");
    expect(query.json().error.message).toMatch(/^status: Invalid option: expected one of /);
  });

  it("keeps the app's own sentences as they are", async () => {
    const res = await send("POST", "/api/payouts", { amount: "lots", idempotencyKey: "k-2" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe("Enter an amount like 250 or 250.50.");
    // An app sentence that happens to start like zod's wording is not prefixed either.
    const code = await send("POST", "/api/auth/two-factor/backup-code", { code: "x".repeat(65) });
    expect(code.statusCode).toBe(400);
    expect(code.json().error.message).toBe("Invalid code. Please try again.");
  });
});
