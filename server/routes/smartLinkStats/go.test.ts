import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, releases, smartLinks, userPrivacySettings } from "../../db/schema/index.ts";
import { appToday } from "../../lib/clock.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member } from "../releases/releaseTestKit.ts";
import {
  countRows,
  DEEZER_URL,
  DESKTOP_UA,
  distributedRelease,
  GOOGLEBOT_UA,
  IPHONE_UA,
  SPOTIFY_URL,
} from "./statsTestKit.ts";

/**
 * GET /r/<slug>/go/<store> (issue 17): a store button counts a click and sends the fan to the
 * store; anything the page would not show as a button answers 404.
 */
let env: TestEnv;
let artist: Member;

beforeAll(async () => {
  env = await createTestEnv();
  artist = await member(env, "artist");
});
afterAll(() => env?.close());

const go = (path: string, userAgent = IPHONE_UA) =>
  env.app.inject({ method: "GET", url: path, headers: { "user-agent": userAgent } });

describe("the go-redirect", () => {
  it("sends the fan to the store, uncached, and counts the click with the page's referrer", async () => {
    const { id, slug } = await distributedRelease(env, artist);
    const res = await go(`/r/${slug}/go/spotify?ref=www.instagram.com`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(SPOTIFY_URL);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect((await go(`/r/${slug}/go/deezer`, DESKTOP_UA)).headers.location).toBe(DEEZER_URL);
    // The slug is case-insensitive, like the page's address.
    expect((await go(`/r/${slug.toUpperCase()}/go/deezer`, DESKTOP_UA)).statusCode).toBe(302);

    await env.ctx.smartLinkCounter.flush();
    const today = appToday();
    expect(await countRows(env, id)).toEqual([
      { day: today, event: "click", storeId: "deezer", referrer: "", device: "desktop", count: 2 },
      {
        day: today,
        event: "click",
        storeId: "spotify",
        referrer: "instagram.com",
        device: "mobile",
        count: 1,
      },
    ]);
  });

  it("redirects a bot without counting it, and keeps only a hostname as ?ref", async () => {
    const { id, slug } = await distributedRelease(env, artist);
    expect((await go(`/r/${slug}/go/spotify`, GOOGLEBOT_UA)).statusCode).toBe(302);
    expect((await go(`/r/${slug}/go/spotify?ref=%3Cb%3Ehi`)).statusCode).toBe(302);
    await env.ctx.smartLinkCounter.flush();
    expect((await countRows(env, id)).map((r) => [r.referrer, r.count])).toEqual([["", 1]]);
  });

  it("answers 404 in plain text for an unknown slug or store", async () => {
    const { id, slug } = await distributedRelease(env, artist);
    for (const path of [
      "/r/no-such-release/go/spotify",
      `/r/${slug}/go/tidal`,
      `/r/${slug}/go/not-a-store`,
    ]) {
      const res = await go(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(res.body).toBe("This link does not exist or has been turned off.");
    }
    // An address no button could have: refused by the parameters' schema.
    expect((await go(`/r/${slug}/go/${"x".repeat(41)}`)).statusCode).toBe(400);
    await env.ctx.smartLinkCounter.flush();
    expect(await countRows(env, id)).toEqual([]);
  });

  it("answers 404 for a store the page does not show: hidden, not live, or without a link", async () => {
    const hidden = await distributedRelease(
      env,
      artist,
      { spotify: SPOTIFY_URL },
      { hidden: ["spotify"] },
    );
    expect((await go(`/r/${hidden.slug}/go/spotify`)).statusCode).toBe(404);

    // Delivered for the first time: never live, so the store does not sell it yet.
    const notLive = await distributedRelease(env, artist);
    await env.ctx.database.db
      .update(deliveries)
      .set({ state: "delivered", liveAt: null })
      .where(eq(deliveries.releaseId, notLive.id));
    expect((await go(`/r/${notLive.slug}/go/spotify`)).statusCode).toBe(404);

    const noLink = await distributedRelease(env, artist, {});
    await env.ctx.database.db
      .insert(deliveries)
      .values({ releaseId: noLink.id, storeId: "spotify", state: "live", liveAt: new Date() });
    expect((await go(`/r/${noLink.slug}/go/spotify`)).statusCode).toBe(404);
  });

  it("answers 404 when the page is off, the release taken down or the artist private", async () => {
    const db = env.ctx.database.db;
    const off = await distributedRelease(env, artist);
    await db.update(smartLinks).set({ enabled: false }).where(eq(smartLinks.releaseId, off.id));
    expect((await go(`/r/${off.slug}/go/spotify`)).statusCode).toBe(404);

    const takenDown = await distributedRelease(env, artist);
    await db.update(releases).set({ status: "taken_down" }).where(eq(releases.id, takenDown.id));
    expect((await go(`/r/${takenDown.slug}/go/spotify`)).statusCode).toBe(404);

    const shy = await member(env, "artist");
    const hers = await distributedRelease(env, shy);
    await db
      .insert(userPrivacySettings)
      .values({ userId: shy.id, profileVisibility: "private" })
      .onConflictDoUpdate({
        target: userPrivacySettings.userId,
        set: { profileVisibility: "private" },
      });
    expect((await go(`/r/${hers.slug}/go/spotify`)).statusCode).toBe(404);
  });
});
