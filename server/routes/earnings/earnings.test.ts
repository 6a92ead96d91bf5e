import { CSV_SEPARATOR_MESSAGE } from "@common/csvSeparator.ts";
import {
  EarningsMessages,
  EarningsViewSchema,
  StatementListSchema,
  StatementViewSchema,
} from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bodyOf, clientFor, errorOf } from "../../test/client.ts";
import { createTestEnv, createUser, signIn, type TestEnv } from "../../test/support.ts";
import { insertRelease } from "../account/accountTestKit.ts";
import { type EarningsPeople, earningsFixture } from "./earningsFixture.ts";
import { earn, midMonth, monthDay, postedReport } from "./earningsTestKit.ts";

/**
 * The earnings page and statements (issue 19 "Artists: earnings"): the figures an artist and a
 * collaborator see, each only their own share, the statement with its traceable lines and CSV,
 * the refusals, and a query count that does not grow with the history.
 */
let env: TestEnv;
let people: EarningsPeople;
let track: { alpha: string; beta: string };
let reportId = "";
const period = (back: number) => monthDay(back).slice(0, 7);
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
    expect([view.byMonth, view.byStore, view.byCountry, view.tracks]).toEqual([[], [], [], []]);
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
  });

  test("a collaborator sees only their own share", async () => {
    const view = bodyOf(await as("collaborator").get("/api/earnings"), EarningsViewSchema);
    expect(view.summary.lifetime).toBe("16.00");
    expect(view.byCountry).toEqual([
      { country: "SE", amount: "11.20" },
      { country: "NO", amount: "4.80" },
    ]);
    expect(view.tracks.map((row) => [row.trackTitle, row.amount])).toEqual([["Alpha", "16.00"]]);
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

describe("statements", () => {
  test("the list, newest first", async () => {
    const list = bodyOf(await as("artist").get("/api/earnings/statements"), StatementListSchema);
    expect(
      list.items.map((item) => [
        item.period,
        item.openingBalance,
        item.earnings,
        item.closingBalance,
      ]),
    ).toEqual([
      [period(1), "80.00", "10.00", "90.00"],
      [period(2), "0.00", "80.00", "80.00"],
    ]);
  });

  test("a statement's lines trace to their reports", async () => {
    const view = bodyOf(
      await as("artist").get(`/api/earnings/statements/${period(2)}`),
      StatementViewSchema,
    );
    expect(view.head).toMatchObject({
      openingBalance: "0.00",
      earnings: "80.00",
      closingBalance: "80.00",
    });
    expect(view.lines).toEqual([
      {
        kind: "report_posting",
        trackId: track.alpha,
        storeId: "spotify",
        releaseTitle: "Night Drive",
        trackTitle: "Alpha",
        isrc: null,
        storeName: "Spotify",
        salesPeriod: period(3),
        amount: "64.00",
        note: null,
        reports: [{ id: reportId, fileName: "spotify-report.csv" }],
      },
      {
        kind: "report_posting",
        trackId: track.beta,
        storeId: "spotify",
        releaseTitle: "Night Drive",
        trackTitle: "Beta",
        isrc: null,
        storeName: "Spotify",
        salesPeriod: period(3),
        amount: "16.00",
        note: null,
        reports: [{ id: reportId, fileName: "spotify-report.csv" }],
      },
    ]);
    expect(view.byCountry).toEqual([
      { country: "SE", amount: "60.80" },
      { country: "NO", amount: "19.20" },
    ]);
    expect(view.payouts).toEqual([]);
    // A printed statement names who it is from and for, and the day its month closed.
    const closed = await env.ctx.database.db.execute<{ day: string }>(sql`
      select (created_at at time zone 'UTC')::date::text as day from royalty_statements
      where user_id = ${people.artist.id} and period = ${`${period(2)}-01`}::date`);
    expect(view.parties).toEqual({
      issuer: env.ctx.config.LABEL_NAME,
      payee: { name: "Test Artist", artistName: "The Testers", email: people.artist.email },
      issuedOn: closed.rows[0]?.day,
    });
  });

  /** The statement's CSV as the artist downloads it: the reply, its first character, its lines. */
  const statementCsvOf = async (query = "") => {
    const res = await env.app.inject({
      method: "GET",
      url: `/api/earnings/statements/${period(2)}/csv${query}`,
      headers: { cookie: people.artist.cookie },
    });
    return { res, first: res.body.charCodeAt(0), lines: res.body.slice(1).trim().split("\r\n") };
  };

  test("CSV download", async () => {
    const { res, first, lines } = await statementCsvOf();
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="statement-${period(2)}.csv"`,
    );
    // UTF-8's byte-order mark first, so Excel shows "Björk", not "BjÃ¶rk".
    expect(first).toBe(0xfeff);
    expect(lines[0]).toBe(
      "section,release,track,isrc,store,sales_period,country,reports,date,currency,amount,note",
    );
    // Who it is from and for, and when, as the printed statement says.
    const closed = await env.ctx.database.db.execute<{ day: string }>(sql`
      select (created_at at time zone 'UTC')::date::text as day from royalty_statements
      where user_id = ${people.artist.id} and period = ${`${period(2)}-01`}::date`);
    expect(lines.slice(1, 4)).toEqual([
      `"issued by","","","","","","","","","SEK",,"${env.ctx.config.LABEL_NAME}"`,
      `"issued to","","","","","","","","","SEK",,"The Testers (Test Artist) <${people.artist.email}>"`,
      `"issued on","","","","","${period(2)}","","","${closed.rows[0]?.day}","SEK",,""`,
    ]);
    expect(lines).toContain(`"closing balance","","","","","${period(2)}","","","","SEK",80.00,""`);
    expect(lines).toContain(
      `"line: earnings","Night Drive","Alpha","","Spotify","${period(3)}","","spotify-report.csv","","SEK",64.00,""`,
    );
    expect(lines).toContain(`"country","","","","","","SE","","","SEK",60.80,""`);
  });

  test("CSV download for Excel where the decimal mark is a comma: semicolons, 80,00", async () => {
    const { lines } = await statementCsvOf("?separator=semicolon");
    expect(lines[0]).toBe(
      "section;release;track;isrc;store;sales_period;country;reports;date;currency;amount;note",
    );
    expect(lines).toContain(`"closing balance";"";"";"";"";"${period(2)}";"";"";"";"SEK";80,00;""`);
    const refused = await as("artist").get(`/api/earnings/statements/${period(2)}/csv?separator=x`);
    expect([refused.status, errorOf(refused).message]).toEqual([400, CSV_SEPARATOR_MESSAGE]);
  });

  test("a year's statements in one CSV: the months, the year's totals, track rows that add up", async () => {
    const year = period(1).slice(0, 4);
    const res = await env.app.inject({
      method: "GET",
      url: `/api/earnings/years/${year}/csv`,
      headers: { cookie: people.artist.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="statements-${year}.csv"`,
    );
    const lines = res.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("section,month,release,track,isrc,store,currency,amount,note");
    expect(lines[2]).toBe(
      `"issued to","","","","","","SEK",,"The Testers (Test Artist) <${people.artist.email}>"`,
    );
    // Two months closed: 80.00 two months ago, 10.00 last month (in January, only December's
    // is in last year's file).
    const months = [period(2), period(1)].filter((month) => month.startsWith(year));
    const earned: Record<string, string> = { [period(2)]: "80.00", [period(1)]: "10.00" };
    for (const month of months)
      expect(lines).toContain(`"earnings","${month}","","","","","SEK",${earned[month]},""`);
    expect(lines).toContain(`"closing balance","${period(1)}","","","","","SEK",90.00,""`);
    expect(lines).toContain(`"year closing balance","${period(1)}","","","","","SEK",90.00,""`);
    const yearEarnings = months.length === 2 ? "90.00" : "10.00";
    expect(lines).toContain(`"year earnings","${year}","","","","","SEK",${yearEarnings},""`);
    expect(lines).toContain(
      `"earnings by track and store","${year}","Night Drive","Alpha","","Deezer","SEK",10.00,""`,
    );
    const minor = (line: string) => BigInt((line.split(",").at(-2) ?? "").replace(".", ""));
    const byTrack = lines.filter((line) => line.startsWith('"earnings by track and store"'));
    expect(byTrack.reduce((sum, line) => sum + minor(line), 0n)).toBe(
      BigInt(yearEarnings.replace(".", "")),
    );
  });

  test("a year without statements is not found; a year is four digits; only the owner and staff", async () => {
    const none = await as("artist").get("/api/earnings/years/2001/csv");
    expect([none.status, errorOf(none).message]).toEqual([404, "No statements for 2001."]);
    const bad = await as("artist").get("/api/earnings/years/20x6/csv");
    expect([bad.status, errorOf(bad).message]).toEqual([400, "Use a year as YYYY."]);
    const year = period(1).slice(0, 4);
    const theirs = await as("other").get(
      `/api/earnings/years/${year}/csv?userId=${people.artist.id}`,
    );
    expect(theirs.status).toBe(404);
    const staff = await as("staff").get(
      `/api/earnings/years/${year}/csv?userId=${people.artist.id}`,
    );
    expect(staff.status).toBe(200);
    expect(staff.headers["content-disposition"]).toBe(
      `attachment; filename="statements-${year}.csv"`,
    );
  });

  test("someone else's statement does not exist for them; staff may read it", async () => {
    const url = `/api/earnings/statements/${period(2)}`;
    expect((await clientFor(env).get(url)).status).toBe(401);
    const own = await as("other").get(url);
    expect([own.status, errorOf(own).message]).toEqual([404, "Statement not found."]);
    expect((await as("other").get(`${url}?userId=${people.artist.id}`)).status).toBe(404);
    expect((await as("other").get(`${url}/csv?userId=${people.artist.id}`)).status).toBe(404);
    expect(
      (await as("other").get(`/api/earnings/statements?userId=${people.artist.id}`)).status,
    ).toBe(404);
    const staff = bodyOf(
      await as("staff").get(`${url}?userId=${people.artist.id}`),
      StatementViewSchema,
    );
    expect(staff.head.earnings).toBe("80.00");
    // Made out to the artist, not to the staff member reading it.
    expect(staff.parties.payee.email).toBe(people.artist.email);
  });

  test("a month that is not a month is refused with a message", async () => {
    const res = await as("artist").get("/api/earnings/statements/2026-13");
    expect([res.status, errorOf(res).message]).toEqual([400, expect.stringContaining("YYYY-MM")]);
    expect((await as("artist").get("/api/earnings/statements/1999-01")).status).toBe(404);
  });

  test("a month in a year the calendar does not keep (0000) is refused, not a 500", async () => {
    for (const month of ["0000-01", "1899-12", "2200-01"]) {
      for (const url of [
        `/api/earnings/statements/${month}`,
        `/api/earnings/statements/${month}/csv`,
      ]) {
        const res = await as("artist").get(url);
        expect([res.status, errorOf(res).message]).toEqual([400, EarningsMessages.periodYears]);
      }
    }
    // Still a 404, not a 400: the oldest and newest months taken.
    expect((await as("artist").get("/api/earnings/statements/1900-01")).status).toBe(404);
    expect((await as("artist").get("/api/earnings/statements/2199-12")).status).toBe(404);
  });
});
