import { CSV_SEPARATOR_MESSAGE } from "@common/csvSeparator.ts";
import {
  EarningsMessages,
  StatementListSchema,
  StatementViewSchema,
} from "@common/royalties/earnings.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { bodyOf, clientFor, errorOf } from "../../test/client.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { type EarningsPeople, earningsFixture } from "./earningsFixture.ts";
import { period } from "./earningsTestKit.ts";

/**
 * The artist's monthly statements (issue 19 "Artists: earnings"): the list, the statement with
 * its traceable lines, its CSV and the year's CSV, and who may read them. The earnings page is in
 * earnings.test.ts.
 */
let env: TestEnv;
let people: EarningsPeople;
let track: { alpha: string; beta: string };
let reportId = "";
let releaseId = "";
const as = (who: keyof typeof people) => clientFor(env, people[who].cookie);

beforeAll(async () => {
  // Every answer carries the number of SQL statements its request sent (as `npm run bench` does).
  env = await createTestEnv({ BENCH_COUNT_QUERIES: "true" });
  ({ people, track, reportId, releaseId } = await earningsFixture(env));
}, 60_000);
afterAll(async () => {
  await env?.close();
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

  test("a year's at a time, older ones by the cursor, every year named; two queries a page", async () => {
    // Fourteen closed months, February 2024 to March 2025, as the closing job leaves them.
    const long = await createUser(env.ctx);
    await env.ctx.database.db.execute(sql`
      insert into royalty_statements
        (user_id, period, currency, opening_balance, earnings, payouts, closing_balance)
      select ${long.id}, m::date, 'SEK', 0, 100, 0, 100
      from generate_series('2024-02-01'::date, '2025-03-01'::date, interval '1 month') m`);
    const page = async (query: string) => {
      const res = await as("staff").get(`/api/earnings/statements?userId=${long.id}${query}`);
      return {
        ...bodyOf(res, StatementListSchema),
        queries: Number(res.headers["x-bench-queries"]),
      };
    };
    const first = await page("");
    expect(first.items.map((item) => item.period)).toEqual([
      "2025-03",
      "2025-02",
      "2025-01",
      "2024-12",
      "2024-11",
      "2024-10",
      "2024-09",
      "2024-08",
      "2024-07",
      "2024-06",
      "2024-05",
      "2024-04",
    ]);
    expect(first.nextCursor).toBe("2024-04");
    expect(first.years).toEqual(["2025", "2024"]);
    const second = await page(`&before=${first.nextCursor}`);
    expect(second.items.map((item) => item.period)).toEqual(["2024-03", "2024-02"]);
    expect([second.nextCursor, second.years]).toEqual([null, ["2025", "2024"]]);
    // The session, the policy's subject and the two reads: the same for either page (the first
    // request of a session also caches it, so the first page is counted again).
    expect(second.queries).toBe((await page("")).queries);
    expect((await page("&limit=2")).nextCursor).toBe("2025-02");
    expect((await page("&limit=14")).nextCursor).toBeNull();

    for (const [query, message] of [
      ["&before=2024-13", "YYYY-MM"],
      ["&limit=0", EarningsMessages.statementsLimit],
      ["&limit=61", EarningsMessages.statementsLimit],
      ["&limit=two", EarningsMessages.statementsLimit],
    ] as const) {
      const res = await as("staff").get(`/api/earnings/statements?userId=${long.id}${query}`);
      expect([res.status, errorOf(res).message]).toEqual([400, expect.stringContaining(message)]);
    }
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
        releaseId,
        storeId: "spotify",
        releaseTitle: "Night Drive",
        trackTitle: "Alpha",
        isrc: null,
        storeName: "Spotify",
        salesPeriod: period(3),
        amount: "64.00",
        note: null,
        reports: [{ id: reportId, fileName: "spotify-report.csv" }],
        // The whole track's units on the report (the collaborator's share is in the amount).
        streams: 1500,
        downloads: 10,
      },
      {
        kind: "report_posting",
        trackId: track.beta,
        releaseId,
        storeId: "spotify",
        releaseTitle: "Night Drive",
        trackTitle: "Beta",
        isrc: null,
        storeName: "Spotify",
        salesPeriod: period(3),
        amount: "16.00",
        note: null,
        reports: [{ id: reportId, fileName: "spotify-report.csv" }],
        streams: 200,
        downloads: 0,
      },
    ]);
    // The album streamed whole (by UPC): the release's units, not Alpha's or Beta's.
    expect(view.wholeReleases).toEqual([
      {
        releaseId,
        releaseTitle: "Night Drive",
        storeId: "spotify",
        storeName: "Spotify",
        salesPeriod: period(3),
        reversal: false,
        streams: 40,
        downloads: 0,
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
      "section,release,track,isrc,store,sales_period,country,reports,date,streams,downloads,currency,amount,note",
    );
    // Who it is from and for, and when, as the printed statement says.
    const closed = await env.ctx.database.db.execute<{ day: string }>(sql`
      select (created_at at time zone 'UTC')::date::text as day from royalty_statements
      where user_id = ${people.artist.id} and period = ${`${period(2)}-01`}::date`);
    expect(lines.slice(1, 4)).toEqual([
      `"issued by","","","","","","","","",,,"SEK",,"${env.ctx.config.LABEL_NAME}"`,
      `"issued to","","","","","","","","",,,"SEK",,"The Testers (Test Artist) <${people.artist.email}>"`,
      `"issued on","","","","","${period(2)}","","","${closed.rows[0]?.day}",,,"SEK",,""`,
    ]);
    expect(lines).toContain(
      `"closing balance","","","","","${period(2)}","","","",,,"SEK",80.00,""`,
    );
    expect(lines).toContain(
      `"line: earnings","Night Drive","Alpha","","Spotify","${period(3)}","","spotify-report.csv","",1500,10,"SEK",64.00,""`,
    );
    expect(lines).toContain(
      `"line: sold as a whole release","Night Drive","","","Spotify","${period(3)}","","","",40,0,"SEK",,"the money is shared over its tracks"`,
    );
    expect(lines).toContain(`"country","","","","","","SE","","",,,"SEK",60.80,""`);
  });

  test("CSV download for Excel where the decimal mark is a comma: semicolons, 80,00", async () => {
    const { lines } = await statementCsvOf("?separator=semicolon");
    expect(lines[0]).toBe(
      "section;release;track;isrc;store;sales_period;country;reports;date;streams;downloads;currency;amount;note",
    );
    expect(lines).toContain(
      `"closing balance";"";"";"";"";"${period(2)}";"";"";"";;;"SEK";80,00;""`,
    );
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
    expect(lines[0]).toBe(
      "section,month,release,track,isrc,store,streams,downloads,currency,amount,note",
    );
    expect(lines[2]).toBe(
      `"issued to","","","","","",,,"SEK",,"The Testers (Test Artist) <${people.artist.email}>"`,
    );
    // Two months closed: 80.00 two months ago, 10.00 last month (in January, only December's
    // is in last year's file).
    const months = [period(2), period(1)].filter((month) => month.startsWith(year));
    const earned: Record<string, string> = { [period(2)]: "80.00", [period(1)]: "10.00" };
    for (const month of months)
      expect(lines).toContain(`"earnings","${month}","","","","",,,"SEK",${earned[month]},""`);
    expect(lines).toContain(`"closing balance","${period(1)}","","","","",,,"SEK",90.00,""`);
    expect(lines).toContain(`"year closing balance","${period(1)}","","","","",,,"SEK",90.00,""`);
    const yearEarnings = months.length === 2 ? "90.00" : "10.00";
    expect(lines).toContain(`"year earnings","${year}","","","","",,,"SEK",${yearEarnings},""`);
    // Last month's Deezer money has no report line behind it: no units.
    expect(lines).toContain(
      `"earnings by track and store","${year}","Night Drive","Alpha","","Deezer",0,0,"SEK",10.00,""`,
    );
    // Spotify's, two months back, with the units the report gave (in this year's file, unless
    // January made it last year's).
    if (months.length === 2) {
      expect(lines).toContain(
        `"earnings by track and store","${year}","Night Drive","Alpha","","Spotify",1500,10,"SEK",64.00,""`,
      );
      expect(lines).toContain(
        `"sold as a whole release","${year}","Night Drive","","","Spotify",40,0,"SEK",,"the money is shared over its tracks"`,
      );
    }
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
