import { addDays } from "@common/releaseRules.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { SmartLinkMessages } from "@common/smartLinks.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smartLinkDailyCounts, smartLinkVisitors } from "../../db/schema/index.ts";
import { appToday } from "../../lib/clock.ts";
import { bodyOf, errorOf, type Reply } from "../../test/client.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import { type Member, member } from "../releases/releaseTestKit.ts";
import * as schema from "./schema.ts";
import {
  ANDROID_TABLET_UA,
  DESKTOP_UA,
  distributedRelease,
  fan,
  IPHONE_UA,
} from "./statsTestKit.ts";

/**
 * GET /api/releases/:id/smart-link/stats (issue 17): what the artist's and staff's charts read,
 * over a chosen range, and who may read it.
 */
let env: TestEnv;
let artist: Member;
let other: Member;
let staff: Member;
let admin: Member;
let releaseId: string;
let slug: string;
const today = () => appToday();

beforeAll(async () => {
  env = await createTestEnv();
  [artist, other, staff, admin] = [
    await member(env, "artist"),
    await member(env, "artist"),
    await member(env, "staff"),
    await member(env, "admin"),
  ];
  ({ id: releaseId, slug } = await distributedRelease(env, artist));

  // Today: four page views (three fans, one twice), from Instagram and direct; three clicks
  // through the go-redirect, two to Spotify and one to Deezer.
  const counter = env.ctx.smartLinkCounter;
  counter.visit(releaseId, fan("203.0.113.1", IPHONE_UA, "https://www.instagram.com/"));
  counter.visit(releaseId, fan("203.0.113.1", IPHONE_UA, "https://www.instagram.com/"));
  counter.visit(releaseId, fan("203.0.113.2", DESKTOP_UA));
  counter.visit(releaseId, fan("203.0.113.3", ANDROID_TABLET_UA, "https://t.co/x"));
  for (const [store, ua] of [
    ["spotify", IPHONE_UA],
    ["spotify", DESKTOP_UA],
    ["deezer", ANDROID_TABLET_UA],
  ] as const) {
    const res = await env.app.inject({
      method: "GET",
      url: `/r/${slug}/go/${store}?ref=instagram.com`,
      headers: { "user-agent": ua },
    });
    if (res.statusCode !== 302) throw new Error(`go: ${res.statusCode}`);
  }
  await counter.flush();

  // Two days ago, as an earlier day's flush left it: six visits from TikTok, no click.
  const earlier = addDays(today(), -2);
  await env.ctx.database.db.insert(smartLinkDailyCounts).values({
    releaseId,
    day: earlier,
    event: "visit",
    referrer: "tiktok.com",
    device: "mobile",
    count: 6,
  });
  await env.ctx.database.db.insert(smartLinkVisitors).values(
    ["a", "b", "c", "d", "e"].map((c) => ({
      releaseId,
      day: earlier,
      visitorHash: c.repeat(32),
    })),
  );
});
afterAll(() => env?.close());

const statsUrl = (from: string, to: string, id = releaseId) =>
  `/api/releases/${id}/smart-link/stats?from=${from}&to=${to}`;
const statsOf = (res: Reply) => bodyOf(res, schema.stats.response[200]);

describe("smart link statistics", () => {
  it("totals the range, with every day zero-filled and the click-through rate", async () => {
    const from = addDays(today(), -6);
    const res = await artist.get(statsUrl(from, today()));
    expect(res.status).toBe(200);
    const stats = statsOf(res);
    expect(stats.from).toBe(from);
    expect(stats.to).toBe(today());
    expect(stats.totals).toEqual({
      visits: 10,
      uniqueVisitors: 8,
      clicks: 3,
      clickThroughRate: 0.3,
    });
    expect(stats.days.map((d) => d.day)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today(), -n)),
    );
    expect(stats.days.map((d) => [d.visits, d.uniqueVisitors, d.clicks])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
      [6, 5, 0],
      [0, 0, 0],
      [4, 3, 3],
    ]);
    expect(stats.stores).toEqual([
      { storeId: "spotify", label: "Spotify", clicks: 2 },
      { storeId: "deezer", label: "Deezer", clicks: 1 },
    ]);
    expect(stats.referrers).toEqual([
      { domain: "tiktok.com", visits: 6 },
      { domain: "instagram.com", visits: 2 },
      { domain: "", visits: 1 },
      { domain: "t.co", visits: 1 },
    ]);
    expect(stats.devices).toEqual([
      { device: "mobile", visits: 8 },
      { device: "tablet", visits: 1 },
      { device: "desktop", visits: 1 },
    ]);
  });

  it("answers zeros (and a 0 rate) for a range without visits", async () => {
    const day = addDays(today(), -30);
    const stats = statsOf(await artist.get(statsUrl(day, day)));
    expect(stats.totals).toEqual({ visits: 0, uniqueVisitors: 0, clicks: 0, clickThroughRate: 0 });
    expect(stats.days).toEqual([{ day, visits: 0, uniqueVisitors: 0, clicks: 0 }]);
    expect(stats.stores).toEqual([]);
    expect(stats.referrers).toEqual([]);
    expect(stats.devices.map((d) => d.visits)).toEqual([0, 0, 0]);
  });

  it("lets staff and admins read every release's statistics", async () => {
    for (const who of [staff, admin]) {
      const res = await who.get(statsUrl(today(), today()));
      expect(res.status).toBe(200);
      expect(statsOf(res).totals.clicks).toBe(3);
    }
  });

  it("tells another artist the release does not exist, and a signed-out visitor to sign in", async () => {
    const res = await other.get(statsUrl(today(), today()));
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
    const unknown = await artist.get(statsUrl(today(), today(), crypto.randomUUID()));
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).message).toBe(ReleaseMessages.releaseNotFound);
    const anonymous = await env.app.inject({
      method: "GET",
      url: statsUrl(today(), today()),
      headers: { origin: TEST_ORIGIN },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a range that ends before it starts or is longer than 366 days", async () => {
    const from = "2024-01-01";
    for (const to of ["2023-12-31", "2025-01-01"]) {
      const res = await artist.get(statsUrl(from, to));
      expect(res.status, to).toBe(400);
      expect(errorOf(res).message).toBe(SmartLinkMessages.statsRange);
    }
    // 2024 is a leap year: 366 days, the most a range may hold.
    const year = await artist.get(statsUrl(from, "2024-12-31"));
    expect(year.status).toBe(200);
    expect(statsOf(year).days.length).toBe(366);
  });

  it("refuses a date that is not YYYY-MM-DD", async () => {
    for (const url of [
      statsUrl("2024-1-1", "2024-01-02"),
      statsUrl("2024-02-30", "2024-03-01"),
      `/api/releases/${releaseId}/smart-link/stats?from=2024-01-01`,
    ]) {
      const res = await artist.get(url);
      expect(res.status, url).toBe(400);
    }
  });
});
