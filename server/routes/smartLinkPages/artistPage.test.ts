import { PUBLIC_PAGES } from "@common/site.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import { approvedSingle } from "../deliveries/deliveryTestKit.ts";
import { draft, type Member, member, setStatus } from "../releases/releaseTestKit.ts";
import {
  getPage,
  metaContent,
  publish,
  setProfileVisibility,
  setSmartLink,
  text,
} from "./pagesTestKit.ts";

/** The artist page /a/<slug> and the sitemap's smart link entries (issue 17). */
let env: TestEnv;
let artist: Member;
let staff: Member;
const slugs: Record<string, string> = {};

beforeAll(async () => {
  env = await createTestEnv();
  artist = await member(env, "artist");
  staff = await member(env, "staff");
  const older = await draft(artist, "Older Album");
  slugs.older = await publish(env, older, { releaseDate: "2022-05-01" });
  const newer = await approvedSingle(artist, staff, "Newest Single");
  slugs.newer = await publish(env, newer, { releaseDate: "2024-09-13" });
  const off = await draft(artist, "Switched Off");
  slugs.off = await publish(env, off);
  await setSmartLink(env, off, { enabled: false });
  const gone = await draft(artist, "Gone Now");
  slugs.gone = await publish(env, gone);
  await setStatus(env, gone, "taken_down");
});
afterAll(() => env?.close());

describe("GET /a/:slug", () => {
  it("lists the artist's public releases, newest release date first, with artwork and links", async () => {
    const { res, doc } = await getPage(env, "/a/the-testers");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(text(doc.querySelector("h1"))).toBe("The Testers");
    const items = [...doc.querySelectorAll(".release")];
    expect(items.map((a) => text(a.querySelector(".release-title")))).toEqual([
      "Newest Single",
      "Older Album",
    ]);
    expect(items.map((a) => a.getAttribute("href"))).toEqual([
      `/r/${slugs.newer}`,
      `/r/${slugs.older}`,
    ]);
    const image = items[0]?.querySelector("img");
    expect(image?.getAttribute("src")).toMatch(new RegExp(`^/r/${slugs.newer}/artwork/300\\.jpg`));
    expect(image?.getAttribute("width")).toBe("300");
    expect(metaContent(doc, "og:type")).toBe("profile");
    expect(metaContent(doc, "og:url")).toBe(`${TEST_ORIGIN}/a/the-testers`);
    expect(metaContent(doc, "og:image")).toMatch(/\/artwork\/1200\.jpg/);
  });

  it("answers 404 for an unknown slug and for an account whose profile is private", async () => {
    expect((await getPage(env, "/a/nobody-here")).res.statusCode).toBe(404);
    await setProfileVisibility(env, artist.id, "private");
    const { res, doc } = await getPage(env, "/a/the-testers");
    expect(res.statusCode).toBe(404);
    expect(text(doc.querySelector("h1"))).toBe("Page not found");
    await setProfileVisibility(env, artist.id, "public");
  });
});

describe("sitemap.xml", () => {
  const locations = async () => {
    const res = await env.app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(res.statusCode).toBe(200);
    return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  };

  it("lists public release and artist pages after the site's pages, and no others", async () => {
    expect(await locations()).toEqual([
      ...PUBLIC_PAGES.map((page) => new URL(page.path, TEST_ORIGIN).href),
      ...[slugs.newer, slugs.older].sort().map((slug) => `${TEST_ORIGIN}/r/${slug}`),
      `${TEST_ORIGIN}/a/the-testers`,
    ]);
  });

  it("leaves out a private account's pages", async () => {
    await setProfileVisibility(env, artist.id, "private");
    const listed = await locations();
    expect(listed.some((url) => url?.includes("/r/") || url?.includes("/a/"))).toBe(false);
    await setProfileVisibility(env, artist.id, "public");
  });
});
