import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./securityHeaders.ts";

async function headersOf(production = false) {
  const app = Fastify();
  app.addHook("onRequest", securityHeaders(production));
  app.get("/", async () => ({ ok: true }));
  const res = await app.inject({ method: "GET", url: "/" });
  await app.close();
  return res.headers;
}

/** The Permissions-Policy header as feature -> allowlist. */
function policy(header: unknown): Record<string, string> {
  return Object.fromEntries(
    String(header)
      .split(",")
      .map((part) => part.trim().split("=") as [string, string]),
  );
}

describe("security headers", () => {
  it("switch off the browser features no page uses", async () => {
    const features = policy((await headersOf())["permissions-policy"]);
    for (const feature of [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "serial",
      "hid",
      "bluetooth",
      "display-capture",
      "clipboard-read",
    ])
      expect(features[feature], feature).toBe("()");
  });

  it("keep what the app uses: copying to the clipboard and starting audio from code", async () => {
    const features = policy((await headersOf())["permissions-policy"]);
    expect(features["clipboard-write"]).toBe("(self)");
    expect(features.autoplay).toBe("(self)");
  });

  it("allow no eval in scripts (zod runs jitless in the browser, common/zodConfig.ts)", async () => {
    for (const production of [false, true]) {
      const csp = String((await headersOf(production))["content-security-policy"]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain("unsafe-eval");
    }
  });

  it("send helmet's headers on every answer, HSTS only in production", async () => {
    for (const production of [false, true]) {
      const headers = await headersOf(production);
      expect(headers).toMatchObject({
        "x-content-type-options": "nosniff",
        "x-frame-options": "SAMEORIGIN",
        "referrer-policy": "no-referrer",
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "origin-agent-cluster": "?1",
      });
      expect(headers["strict-transport-security"] !== undefined).toBe(production);
      expect(headers["x-powered-by"]).toBeUndefined();
    }
  });
});
