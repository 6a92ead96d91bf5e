import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { captureLog } from "./test/logCapture.ts";
import { createTestEnv, createUser, TEST_ORIGIN, type TestEnv } from "./test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

describe("every response", () => {
  it("carries security headers and a CSP that allows only the app itself", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", database: "up" });
    expect(res.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
  });

  it("answers unknown API paths with the one error shape", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Not found." } });
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await env.app.inject({
      method: "POST",
      url: "/api/auth/sign-in",
      headers: { origin: TEST_ORIGIN, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBeTruthy();
  });

  it("serves the OpenAPI document at /api/docs", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/docs" });
    expect(res.json().paths["/api/auth/sign-in"].post).toBeTruthy();
  });
});

/** An app logging at info into `lines`, one JSON entry per line, as main's would in production. */
async function appWithLog() {
  const { lines, logStream } = captureLog();
  const logged = await buildApp(env.ctx, { logger: true, logStream, logLevel: "info" });
  return { lines, logged };
}

describe("request logs", () => {
  it("never contain passwords or session cookies", async () => {
    const { lines, logged } = await appWithLog();
    try {
      const user = await createUser(env.ctx);
      const res = await logged.inject({
        method: "POST",
        url: "/api/auth/sign-in",
        headers: { origin: TEST_ORIGIN },
        payload: { email: user.email, password: user.password },
      });
      const cookie = String(res.headers["set-cookie"]).split(";")[0] ?? "";
      await logged.inject({ method: "GET", url: "/api/me", headers: { cookie } });
      const log = lines.join("");
      expect(log).toContain("/api/me");
      expect(log).not.toContain(user.password);
      expect(log).not.toContain(cookie.split("=")[1]);
    } finally {
      await logged.close();
    }
  });

  it("write one line per request: method, path without the query, status, time and request id", async () => {
    const { lines, logged } = await appWithLog();
    try {
      await logged.inject({ method: "GET", url: "/api/health?token=secret-value" });
    } finally {
      await logged.close();
    }
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = entries.filter((entry) => entry.reqId);
    expect(requestLines).toEqual([
      expect.objectContaining({
        level: 30,
        msg: expect.stringMatching(/^GET \/api\/health 200 \d+ ms$/),
        request: {
          method: "GET",
          path: "/api/health",
          statusCode: 200,
          responseTimeMs: expect.any(Number),
        },
      }),
    ]);
    expect(lines.join("")).not.toContain("secret-value");
  });
});
