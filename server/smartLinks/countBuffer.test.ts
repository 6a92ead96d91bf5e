import { utcToday } from "@common/releaseRules.ts";
import { pino } from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { smartLinkSalts } from "../db/schema/index.ts";
import { appToday, moveAppClock } from "../lib/clock.ts";
import { member } from "../routes/releases/releaseTestKit.ts";
import {
  ANDROID_TABLET_UA,
  countRows,
  DESKTOP_UA,
  distributedRelease,
  everyStatsRow,
  fan,
  GOOGLEBOT_UA,
  IPHONE_UA,
  visitorRows,
} from "../routes/smartLinkStats/statsTestKit.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../test/support.ts";
import { createCountBuffer } from "./countBuffer.ts";
import type { SmartLinkCounter } from "./counter.ts";

/**
 * The smart link counter (server/smartLinks/countBuffer.ts) on a real database: what a visit
 * and a click add, what is left out (bots), and what is never stored (addresses).
 */
let env: TestEnv;
let artistId: string;
let releaseOf: () => Promise<string>;
// A buffer of its own that only the tests flush, so no timer tick lands between two steps.
let buffer: SmartLinkCounter;

beforeAll(async () => {
  env = await createTestEnv();
  const artist = await member(env, "artist");
  artistId = artist.id;
  releaseOf = async () => (await distributedRelease(env, artist)).id;
  buffer = createCountBuffer({
    database: env.ctx.database,
    appUrl: TEST_ORIGIN,
    log: pino({ level: "silent" }),
    intervalMs: 60 * 60_000,
  });
});
afterAll(async () => {
  await buffer?.close();
  await env?.close();
});
afterEach(() => {
  moveAppClock(0);
  vi.restoreAllMocks();
});

const counter = () => buffer;

describe("counting", () => {
  it("counts nothing until a flush, then visits and clicks per store, referrer and device", async () => {
    const id = await releaseOf();
    const today = appToday();
    counter().visit(id, fan("203.0.113.1", DESKTOP_UA, "https://www.Instagram.com/p/abc"));
    counter().visit(id, fan("203.0.113.2", IPHONE_UA, "https://instagram.com/"));
    counter().visit(id, fan("203.0.113.3", ANDROID_TABLET_UA));
    counter().click(id, "spotify", fan("203.0.113.2", IPHONE_UA), "instagram.com");
    counter().click(id, "spotify", fan("203.0.113.2", IPHONE_UA), "instagram.com");
    counter().click(id, "deezer", fan("203.0.113.1", DESKTOP_UA), "");
    expect(await countRows(env, id)).toEqual([]);

    await counter().flush();
    expect(await countRows(env, id)).toEqual([
      { day: today, event: "visit", storeId: "", referrer: "", device: "tablet", count: 1 },
      {
        day: today,
        event: "visit",
        storeId: "",
        referrer: "instagram.com",
        device: "mobile",
        count: 1,
      },
      {
        day: today,
        event: "visit",
        storeId: "",
        referrer: "instagram.com",
        device: "desktop",
        count: 1,
      },
      { day: today, event: "click", storeId: "deezer", referrer: "", device: "desktop", count: 1 },
      {
        day: today,
        event: "click",
        storeId: "spotify",
        referrer: "instagram.com",
        device: "mobile",
        count: 2,
      },
    ]);
  });

  it("adds to the day's rows on later flushes", async () => {
    const id = await releaseOf();
    counter().visit(id, fan("198.51.100.1"));
    await counter().flush();
    counter().visit(id, fan("198.51.100.2"));
    counter().visit(id, fan("198.51.100.3"));
    await counter().flush();
    expect((await countRows(env, id)).map((r) => r.count)).toEqual([3]);
  });

  it("ignores bots and empty user agents entirely", async () => {
    const id = await releaseOf();
    counter().visit(id, fan("192.0.2.1", GOOGLEBOT_UA));
    counter().visit(id, fan("192.0.2.2", "curl/8.5.0"));
    counter().visit(id, fan("192.0.2.3", "facebookexternalhit/1.1"));
    counter().visit(id, fan("192.0.2.4", ""));
    counter().click(id, "spotify", fan("192.0.2.5", "python-requests/2.31"), "");
    await counter().flush();
    expect(await countRows(env, id)).toEqual([]);
    expect(await visitorRows(env, id)).toEqual([]);
  });

  it("keeps only a hostname as the referrer: our own site and free text are direct", async () => {
    const id = await releaseOf();
    counter().visit(id, fan("192.0.2.10", DESKTOP_UA, `${TEST_ORIGIN}/a/the-testers`));
    counter().visit(id, fan("192.0.2.11", DESKTOP_UA, "not a url"));
    counter().click(id, "spotify", fan("192.0.2.10"), "<script>alert(1)</script>");
    counter().click(id, "spotify", fan("192.0.2.10"), "WWW.TikTok.com");
    await counter().flush();
    const rows = await countRows(env, id);
    expect(rows.map((r) => [r.event, r.referrer, r.count])).toEqual([
      ["visit", "", 2],
      ["click", "", 1],
      ["click", "tiktok.com", 1],
    ]);
  });

  it("writes a flush as one transaction", async () => {
    const id = await releaseOf();
    // A database handle of this buffer's own, so the count leaves out the transactions of the
    // environment's background jobs that may run meanwhile (one did in a CI run).
    const db = Object.create(env.ctx.database.db) as typeof env.ctx.database.db;
    const transaction = vi.spyOn(db, "transaction");
    const own = createCountBuffer({
      database: { ...env.ctx.database, db },
      appUrl: TEST_ORIGIN,
      log: pino({ level: "silent" }),
      intervalMs: 60 * 60_000,
    });
    try {
      for (let i = 0; i < 20; i++) own.visit(id, fan(`192.0.2.${100 + i}`));
      own.click(id, "deezer", fan("192.0.2.100"), "");
      await own.flush();
      expect(transaction).toHaveBeenCalledTimes(1);
      expect((await visitorRows(env, id)).length).toBe(20);
    } finally {
      await own.close();
    }
  });
});

describe("the app's counter", () => {
  it("writes on its own within about a second", async () => {
    const id = await releaseOf();
    env.ctx.smartLinkCounter.visit(id, fan("198.51.100.77"));
    await expect.poll(async () => (await countRows(env, id)).length, { timeout: 3000 }).toBe(1);
  });

  it("counts nothing after closing", async () => {
    const id = await releaseOf();
    const closing = createCountBuffer({
      database: env.ctx.database,
      appUrl: TEST_ORIGIN,
      log: pino({ level: "silent" }),
      intervalMs: 60 * 60_000,
    });
    closing.visit(id, fan("198.51.100.78"));
    await closing.close();
    closing.visit(id, fan("198.51.100.79"));
    await closing.flush();
    expect((await countRows(env, id)).map((r) => r.count)).toEqual([1]);
  });
});

describe("unique visitors", () => {
  it("counts the same address and browser once a day, different ones apart", async () => {
    const id = await releaseOf();
    counter().visit(id, fan("203.0.113.50"));
    counter().visit(id, fan("203.0.113.50"));
    await counter().flush();
    counter().visit(id, fan("203.0.113.50"));
    await counter().flush();
    expect((await visitorRows(env, id)).length).toBe(1);

    counter().visit(id, fan("203.0.113.51"));
    counter().visit(id, fan("203.0.113.50", IPHONE_UA));
    await counter().flush();
    expect((await visitorRows(env, id)).length).toBe(3);
  });

  it("hashes one visitor differently per release", async () => {
    const [a, b] = [await releaseOf(), await releaseOf()];
    counter().visit(a, fan("203.0.113.60"));
    counter().visit(b, fan("203.0.113.60"));
    await counter().flush();
    const [ha] = await visitorRows(env, a);
    const [hb] = await visitorRows(env, b);
    expect(ha?.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(ha?.visitorHash).not.toBe(hb?.visitorHash);
  });

  it("rotates the salt each day and deletes the old one", async () => {
    const id = await releaseOf();
    counter().visit(id, fan("203.0.113.70"));
    await counter().flush();
    const [first] = await visitorRows(env, id);
    const saltsToday = await env.ctx.database.db.select().from(smartLinkSalts);
    expect(saltsToday.map((s) => s.day)).toEqual([utcToday()]);

    moveAppClock(1);
    counter().visit(id, fan("203.0.113.70"));
    await counter().flush();
    const rows = await visitorRows(env, id);
    expect(rows.length).toBe(2);
    const second = rows.find((r) => r.day === appToday());
    expect(second?.visitorHash).not.toBe(first?.visitorHash);
    // Yesterday's salt is gone: its hashes can no longer be recomputed from an address.
    const salts = await env.ctx.database.db.select().from(smartLinkSalts);
    expect(salts.map((s) => s.day)).toEqual([appToday()]);
    expect(salts[0]?.salt).not.toBe(saltsToday[0]?.salt);
    expect(salts[0]?.salt).toMatch(/^[0-9a-f]{64}$/);
  });

  it("stores no address and no user agent anywhere", async () => {
    const id = await releaseOf();
    counter().visit(
      id,
      fan("203.0.113.199", "Mozilla/5.0 (X11; Linux x86_64) Firefox/127.0 UniqueMarker"),
    );
    counter().click(id, "spotify", fan("203.0.113.199", IPHONE_UA), "");
    await counter().flush();
    const stored = await everyStatsRow(env);
    expect(stored).toContain(id);
    expect(stored).not.toContain("203.0.113.199");
    expect(stored).not.toContain("UniqueMarker");
    expect(stored).not.toContain(artistId);
  });
});
