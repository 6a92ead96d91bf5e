import { PUBLIC_PAGES, SITE_DEFAULTS } from "@common/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config.ts";
import {
  createTestEnv,
  createUser,
  signIn,
  TEST_ORIGIN,
  type TestEnv,
} from "../../test/support.ts";
import { siteConfig } from "./siteConfig.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({
    LABEL_NAME: "Northern Lights Records",
    SUPPORT_EMAIL: "help@northernlights.example",
    FOUNDED_YEAR: "2019",
  });
});
afterAll(async () => {
  await env?.close();
});

describe("GET /api/site", () => {
  it("gives the label's name, support email and founding year from the configuration", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/site" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      labelName: "Northern Lights Records",
      supportEmail: "help@northernlights.example",
      foundedYear: 2019,
    });
    expect(res.headers["cache-control"]).toContain("max-age");
  });

  it("falls back to Offbeat's own values when nothing is configured", () => {
    expect(siteConfig(loadConfig({}))).toEqual(SITE_DEFAULTS);
    expect(SITE_DEFAULTS).toEqual({
      labelName: "Offbeat",
      supportEmail: "support@offbeat.se",
      foundedYear: 2025,
    });
  });
});

describe("GET /api/site/session", () => {
  it("answers a signed-out visitor with 200 and no user, so the browser logs no error", async () => {
    const res = await env.app.inject({ method: "GET", url: "/api/site/session" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("names the signed-in user, as GET /api/me does", async () => {
    const artist = await createUser(env.ctx, { artistName: "Eva E", fullName: "Eva Ek" });
    const cookie = await signIn(env, artist.email, artist.password);
    const res = await env.app.inject({
      method: "GET",
      url: "/api/site/session",
      headers: { cookie },
    });
    const me = await env.app.inject({ method: "GET", url: "/api/me", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: artist.email, artistName: "Eva E" });
    expect(res.json()).toEqual(me.json());
  });
});

describe("crawler files", () => {
  it("serves robots.txt that allows the public pages, keeps crawlers out of the app and names the sitemap", async () => {
    const res = await env.app.inject({ method: "GET", url: "/robots.txt" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = res.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /api/");
    expect(lines).toContain("Disallow: /dashboard");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it("serves sitemap.xml listing every public page at its absolute address", async () => {
    const res = await env.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    const locations = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locations).toEqual(PUBLIC_PAGES.map((page) => new URL(page.path, TEST_ORIGIN).href));
    expect(locations).toContain(`${TEST_ORIGIN}/terms`);
    expect(locations).not.toContain(`${TEST_ORIGIN}/dashboard`);
  });
});
