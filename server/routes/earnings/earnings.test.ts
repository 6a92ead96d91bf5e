import { CURSOR_MESSAGE } from "@common/keysetCursor.ts";
import { EarningsTrackPageSchema, EarningsViewSchema } from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bodyOf, clientFor, errorOf } from "../../test/client.ts";
import { createTestEnv, createUser, signIn, type TestEnv } from "../../test/support.ts";
import { insertRelease } from "../account/accountTestKit.ts";
import { type EarningsPeople, earningsFixture } from "./earningsFixture.ts";
import { earn, midMonth, monthDay, period, postedReport } from "./earningsTestKit.ts";

/**
 * The earnings page (issue 19 "Artists: earnings"): the figures an artist and a collaborator see,
 * each only their own share, staff reading them for support, the refusals, and a query count that
 * does not grow with the history. Statements are in statements.test.ts.
 */
let env: TestEnv;
let people: EarningsPeople;
let track: { alpha: string; beta: string };
let reportId = "";
const as = (who: keyof typeof people) => clientFor(env, people[who].cookie);

beforeAll(async () => {
  // Every answer carries the number of SQL statements its request sent (as `npm run bench` does).
  env = await createTestEnv({ BENCH_COUNT_QUERIES: "true" });
  ({ people, track, reportId } = await earningsFixture(env));
}, 60_000);
afterAll(async () => {
  await env?.close();
});

describe("GET /api/earnings", () => {
  test("signed out: 401", async () => {
    expect((await clientFor(env).get("/api/earnings")).status).toBe(401);
  });

  test("a new artist has nothing yet", async () => {
    const view = bodyOf(await as("newcomer").get("/api/earnings"), EarningsViewSchema);
    expect(view.summary).toEqual({
      currency: "SEK",
      available: "0.00",
      pending: "0.00",
      paidOut: "0.00",
      inProgress: "0.00",
      lifetime: "0.00",
      minimum: "100.00",
      withdrawalsPaused: false,
    });
    expect([
      view.byMonth,
      view.byStore,
      view.byCountry,
      view.byTrack,
      view.tracks,
      view.wholeReleases,
    ]).toEqual([[], [], [], [], [], []]);
    expect([view.byTrackRest, view.tracksNextCursor]).toEqual([null, null]);
  });

  test("the artist sees their figures by month, store, country and track", async () => {
    const view = bodyOf(await as("artist").get("/api/earnings"), EarningsViewSchema);
    expect(view.summary).toMatchObject({ available: "90.00", pending: "0.00", lifetime: "90.00" });
    expect(view.byMonth).toEqual([
      { period: period(3), amount: "80.00" },
      { period: period(1), amount: "10.00" },
    ]);
    expect(view.byStore).toEqual([
      { storeId: "spotify", storeName: "Spotify", amount: "80.00" },
      { storeId: "deezer", storeName: "Deezer", amount: "10.00" },
    ]);
    // Alpha's 64.00 by its report lines (SE 70%, NO 30%), Beta's 16.00 all SE; Deezer's unknown.
    expect(view.byCountry).toEqual([
      { country: "SE", amount: "60.80" },
      { country: "NO", amount: "19.20" },
      { country: null, amount: "10.00" },
    ]);
    expect(view.tracks).toEqual([
      expect.objectContaining({
        trackTitle: "Alpha",
        releaseTitle: "Night Drive",
        streams: 1500,
        downloads: 10,
        amount: "74.00",
      }),
      expect.objectContaining({
        trackTitle: "Beta",
        releaseTitle: "Night Drive",
        streams: 200,
        downloads: 0,
        amount: "16.00",
      }),
    ]);
    // Night Drive's 40 streams reported by UPC for the whole release: its own counts, not
    // added to Alpha's or Beta's.
    expect(view.wholeReleases).toEqual([
      { releaseId: view.tracks[0]?.releaseId, streams: 40, downloads: 0 },
    ]);
    // Two tracks: the chart has both bars and the table one page.
    expect(view.byTrack).toEqual([
      { label: "Alpha", amount: "74.00" },
      { label: "Beta", amount: "16.00" },
    ]);
    expect([view.byTrackRest, view.tracksNextCursor]).toEqual([null, null]);
  });

  test("a collaborator sees only their own share", async () => {
    const view = bodyOf(await as("collaborator").get("/api/earnings"), EarningsViewSchema);
    expect(view.summary.lifetime).toBe("16.00");
    expect(view.byCountry).toEqual([
      { country: "SE", amount: "11.20" },
      { country: "NO", amount: "4.80" },
    ]);
    expect(view.tracks.map((row) => [row.trackTitle, row.amount])).toEqual([["Alpha", "16.00"]]);
    // Alpha is on Night Drive, so the whole release's counts show under it too.
    expect(view.wholeReleases.map((row) => row.streams)).toEqual([40]);
  });

  test("staff read an artist's earnings for support; another artist is told they do not exist", async () => {
    const url = `/api/earnings?userId=${people.artist.id}`;
    const staff = bodyOf(await as("staff").get(url), EarningsViewSchema);
    expect(staff.summary).toMatchObject({ available: "90.00", lifetime: "90.00" });
    expect(staff.tracks.map((row) => row.trackTitle)).toEqual(["Alpha", "Beta"]);
    const other = await as("other").get(url);
    expect([other.status, errorOf(other).message]).toEqual([404, "Statement not found."]);
    const bad = await as("staff").get("/api/earnings?userId=nobody");
    expect([bad.status, errorOf(bad).message]).toEqual([400, "Use a user id."]);
    // A mistyped id is nobody's: staff are told so, not shown an empty ledger.
    const nobody = "00000000-0000-4000-8000-000000000000";
    for (const path of ["/api/earnings", "/api/earnings/statements"]) {
      const missing = await as("staff").get(`${path}?userId=${nobody}`);
      expect([missing.status, errorOf(missing).message]).toEqual([404, "User not found."]);
    }
    // An artist asking about an id learns nothing about whether it is an account.
    const probe = await as("other").get(`/api/earnings?userId=${nobody}`);
    expect([probe.status, errorOf(probe).message]).toEqual([404, "Statement not found."]);
  });

  test("paused withdrawals show on the page", async () => {
    const db = env.ctx.database.db;
    await db.execute(sql`insert into feature_flags (key, enabled) values ('withdrawals', false)`);
    const view = bodyOf(await as("artist").get("/api/earnings"), EarningsViewSchema);
    expect(view.summary.withdrawalsPaused).toBe(true);
    await db.execute(sql`delete from feature_flags where key = 'withdrawals'`);
  });

  test("the number of queries does not grow with the history", async () => {
    // The second of two requests in a row: the page's own statements (x-bench-queries).
    const queriesOf = async (who: keyof typeof people) => {
      await as(who).get("/api/earnings");
      return Number((await as(who).get("/api/earnings")).headers["x-bench-queries"]);
    };
    const small = await queriesOf("newcomer");
    expect(small).toBeGreaterThanOrEqual(6);
    const db = env.ctx.database.db;
    for (let back = 4; back < 40; back += 1)
      await earn(db, {
        userId: people.newcomer.id,
        amount: 500n,
        trackId: track.beta,
        reportId,
        period: monthDay(back),
        at: midMonth(back),
      });
    expect(await queriesOf("newcomer")).toBe(small);
  });

  test("a new posting shows at once: the kept country split and counts are recomputed", async () => {
    const db = env.ctx.database.db;
    const user = await createUser(env.ctx, { role: "artist" });
    const cookie = await signIn(env, user.email, user.password);
    const { trackIds } = await insertRelease(db, user.id, "distributed", {
      title: "Second Light",
      tracks: [{ title: "Gamma" }],
    });
    const gamma = trackIds[0] as string;
    const postOne = async (fileName: string, country: string, amount: bigint) => {
      const id = await postedReport(db, fileName, [
        {
          trackId: gamma,
          country,
          useType: "OnDemandStream",
          quantity: 100,
          ledgerAmount: "50.00",
        },
      ]);
      await earn(db, { userId: user.id, amount, trackId: gamma, reportId: id, at: midMonth(0) });
    };
    const page = async () => {
      const res = await clientFor(env, cookie).get("/api/earnings");
      return {
        view: bodyOf(res, EarningsViewSchema),
        count: Number(res.headers["x-bench-queries"]),
      };
    };
    await postOne("gamma-1.csv", "FI", 4000n);
    const first = await page();
    expect(first.view.byCountry).toEqual([{ country: "FI", amount: "40.00" }]);
    expect((await page()).view.byCountry).toEqual(first.view.byCountry);
    await postOne("gamma-2.csv", "JP", 2000n);
    const changed = await page();
    expect(changed.view.byCountry).toEqual([
      { country: "FI", amount: "40.00" },
      { country: "JP", amount: "20.00" },
    ]);
    expect(changed.view.tracks).toEqual([
      expect.objectContaining({ trackTitle: "Gamma", streams: 200, amount: "60.00" }),
    ]);
  });
});

describe("GET /api/earnings/tracks", () => {
  /** An artist with three releases of 20 tracks each, every track earning a different amount. */
  let catalogue: { id: string; cookie: string; releases: string[] };

  beforeAll(async () => {
    const db = env.ctx.database.db;
    const user = await createUser(env.ctx, { role: "artist" });
    const releases: string[] = [];
    let cents = 100n;
    // Inserted out of title order: the table orders by title, not by age.
    for (const title of ["Cedar", "Aspen", "Birch"]) {
      const { release, trackIds } = await insertRelease(db, user.id, "distributed", {
        title,
        tracks: Array.from({ length: 20 }, (_, i) => ({ title: `${title} ${i + 1}` })),
      });
      releases.push(release.id);
      for (const trackId of trackIds) {
        cents += 100n;
        await earn(db, { userId: user.id, amount: cents, trackId, reportId, at: midMonth(1) });
      }
    }
    catalogue = { id: user.id, cookie: await signIn(env, user.email, user.password), releases };
  }, 60_000);

  const mine = (path: string) => clientFor(env, catalogue.cookie).get(path);
  const titlesOf = (rows: { trackTitle: string }[]) => rows.map((row) => row.trackTitle);
  const numbered = (title: string) => Array.from({ length: 20 }, (_, i) => `${title} ${i + 1}`);

  test("signed out: 401", async () => {
    expect((await clientFor(env).get("/api/earnings/tracks")).status).toBe(401);
  });

  test("the table comes a page of whole releases at a time, in title order", async () => {
    const view = bodyOf(await mine("/api/earnings"), EarningsViewSchema);
    // 60 rows: two releases (40) fit a page of 50, the third would cut it.
    expect(titlesOf(view.tracks)).toEqual([...numbered("Aspen"), ...numbered("Birch")]);
    expect(view.tracksNextCursor).not.toBeNull();
    const next = bodyOf(
      await mine(`/api/earnings/tracks?cursor=${view.tracksNextCursor}`),
      EarningsTrackPageSchema,
    );
    expect(titlesOf(next.tracks)).toEqual(numbered("Cedar"));
    expect([next.currency, next.nextCursor]).toEqual(["SEK", null]);
    // Without a cursor the route answers the first page, as the earnings did.
    const first = bodyOf(await mine("/api/earnings/tracks"), EarningsTrackPageSchema);
    expect(titlesOf(first.tracks)).toEqual(titlesOf(view.tracks));
    expect(first.nextCursor).toBe(view.tracksNextCursor);
  });

  test("the track chart is over every track: nine bars and the rest added up exactly", async () => {
    const view = bodyOf(await mine("/api/earnings"), EarningsViewSchema);
    // The last track inserted (Birch 20) earned most: 61.00, then 60.00 … 53.00.
    expect(view.byTrack.map((bar) => [bar.label, bar.amount])).toEqual(
      Array.from({ length: 9 }, (_, i) => [`Birch ${20 - i}`, `${61 - i}.00`]),
    );
    // The other 51 tracks: 2.00 … 52.00, added up.
    expect(view.byTrackRest).toEqual({ tracks: 51, amount: "1377.00" });
  });

  test("one release's rows, whichever page they are on", async () => {
    const cedar = catalogue.releases[0];
    const page = bodyOf(
      await mine(`/api/earnings/tracks?releaseId=${cedar}`),
      EarningsTrackPageSchema,
    );
    expect(titlesOf(page.tracks)).toEqual(numbered("Cedar"));
    expect(page.tracks[0]?.amount).toBe("2.00");
    expect(page.nextCursor).toBeNull();
    // Another artist's release has none of this artist's money.
    const other = bodyOf(
      await as("artist").get(`/api/earnings/tracks?releaseId=${cedar}`),
      EarningsTrackPageSchema,
    );
    expect(other.tracks).toEqual([]);
  });

  test("a cursor that is not one, or names a release gone, is a list that changed", async () => {
    const view = bodyOf(await mine("/api/earnings"), EarningsViewSchema);
    const bad = await mine("/api/earnings/tracks?cursor=nonsense");
    expect([bad.status, errorOf(bad).message]).toEqual([400, CURSOR_MESSAGE]);
    const db = env.ctx.database.db;
    const { release } = await insertRelease(db, catalogue.id, "draft", { title: "Gone" });
    const gone = encodeURIComponent(
      Buffer.from(JSON.stringify([release.id])).toString("base64url"),
    );
    await db.execute(sql`delete from releases where id = ${release.id}`);
    const missing = await mine(`/api/earnings/tracks?cursor=${gone}`);
    expect([missing.status, errorOf(missing).message]).toEqual([400, CURSOR_MESSAGE]);
    const notId = await mine("/api/earnings/tracks?releaseId=7");
    expect([notId.status, errorOf(notId).message]).toEqual([400, "Use a release id."]);
    // The real cursor still works after all that.
    expect((await mine(`/api/earnings/tracks?cursor=${view.tracksNextCursor}`)).status).toBe(200);
  });

  test("staff read an artist's pages for support; another artist is told they do not exist", async () => {
    const url = `/api/earnings/tracks?userId=${catalogue.id}&releaseId=${catalogue.releases[1]}`;
    const staff = bodyOf(await as("staff").get(url), EarningsTrackPageSchema);
    expect(titlesOf(staff.tracks)).toEqual(numbered("Aspen"));
    const other = await as("other").get(url);
    expect([other.status, errorOf(other).message]).toEqual([404, "Statement not found."]);
  });

  test("a page costs the same number of queries for one release or three", async () => {
    const count = async (path: string, cookie: string) => {
      await clientFor(env, cookie).get(path);
      return Number((await clientFor(env, cookie).get(path)).headers["x-bench-queries"]);
    };
    const view = bodyOf(await mine("/api/earnings"), EarningsViewSchema);
    const small = await count("/api/earnings/tracks", people.artist.cookie);
    expect(await count("/api/earnings/tracks", catalogue.cookie)).toBe(small);
    // A later page also checks its cursor's release: one more, whatever the catalogue.
    expect(
      await count(`/api/earnings/tracks?cursor=${view.tracksNextCursor}`, catalogue.cookie),
    ).toBe(small + 1);
  });
});
