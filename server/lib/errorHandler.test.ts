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

describe("a body Fastify refuses before any route reads it", () => {
  const raw = (contentType: string, payload: string) =>
    env.app.inject({
      method: "POST",
      url: "/api/payouts",
      headers: { origin: TEST_ORIGIN, cookie, "content-type": contentType },
      payload,
    });

  it("answers each with its own code and a sentence to act on", async () => {
    const cases = [
      [raw("application/json", "{bad"), 400, "INVALID_JSON", "The request body is not valid JSON."],
      [
        raw("application/json", ""),
        400,
        "INVALID_JSON",
        "The request body is empty; send a JSON object.",
      ],
      [
        raw("application/xml", "<payout/>"),
        415,
        "UNSUPPORTED_MEDIA_TYPE",
        "This request was sent as application/xml, which Offbeat does not read. Send JSON (application/json), or a file as multipart/form-data.",
      ],
      [
        raw("application/json", JSON.stringify({ note: "x".repeat(1024 * 1024) })),
        413,
        "PAYLOAD_TOO_LARGE",
        "This request is too large to read here. Files go through the upload forms.",
      ],
    ] as const;
    for (const [answer, status, code, message] of cases) {
      const res = await answer;
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toEqual({ code, message });
    }
  });
});
