import { FinanceMessages, FinanceOverviewSchema } from "@common/royalties/finance.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postRevenue, thisMonth, withdraw } from "../../royalties/finance/financeTestKit.ts";
import { addMonths } from "../../royalties/finance/months.ts";
import { presentFinanceOverview } from "../../royalties/finance/presentFinanceOverview.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { call, signedIn } from "../account/accountTestKit.ts";

let env: TestEnv;
let staff: string;
beforeAll(async () => {
  env = await createTestEnv();
  staff = (await signedIn(env, "staff")).cookie;
});
afterAll(async () => {
  await env?.close();
});

async function overview(cookie: string, query = "") {
  const res = await call(env, "GET", `/api/admin/finance${query}`, { cookie });
  return { status: res.statusCode, body: res.json() };
}

describe("GET /api/admin/finance", () => {
  it("shows the last 12 months, all zero and balanced, before anything is booked", async () => {
    const { status, body } = await overview(staff);
    expect(status).toBe(200);
    const data = FinanceOverviewSchema.parse(body);
    expect(data.currency).toBe("SEK");
    expect(data.to).toBe(thisMonth());
    expect(data.from).toBe(addMonths(thisMonth(), -11));
    expect(data.months).toHaveLength(12);
    expect(data.months.every((m) => m.revenue === "0.00" && m.paidOut === "0.00")).toBe(true);
    expect(data.totals.owedToArtists).toBe("0.00");
    expect(data.check).toEqual({ balanced: true, difference: "0.00", message: "Balanced" });
  });

  it("adds up revenue per month and store, the label share, what artists are owed, held, in progress and paid", async () => {
    const db = env.ctx.database.db;
    const a = await signedIn(env, "artist", "Ada Artist");
    const b = await signedIn(env, "artist", "Bo Artist");
    await postRevenue(db, {
      key: "fin:spotify",
      storeId: "spotify",
      total: 100_000n,
      payee: { userId: a.user.id },
    });
    await postRevenue(db, {
      key: "fin:apple",
      storeId: "apple_music",
      total: 50_000n,
      payee: { email: "invitee@example.com" },
    });
    await postRevenue(db, {
      key: "fin:deezer",
      storeId: "deezer",
      total: 25_000n,
      payee: { userId: b.user.id },
    });
    await withdraw(db, a.user.id, 30_000n, "paid");
    await withdraw(db, a.user.id, 10_000n, "requested");
    await withdraw(db, b.user.id, 5_000n, "rejected");

    const month = thisMonth();
    const { status, body } = await overview(staff, `?from=${addMonths(month, -2)}&to=${month}`);
    expect(status).toBe(200);
    const data = FinanceOverviewSchema.parse(body);
    expect(data.totals).toEqual({
      storeReceivable: "1750.00",
      labelShare: "350.00",
      owedToArtists: "600.00",
      heldForInvites: "400.00",
      payoutsInProgress: "100.00",
      payoutsRequested: 1,
      paidOut: "300.00",
    });
    expect(data.months.map((m) => m.period)).toEqual([
      addMonths(month, -2),
      addMonths(month, -1),
      month,
    ]);
    expect(data.months[2]).toEqual({
      period: month,
      revenue: "1750.00",
      labelShare: "350.00",
      artistShare: "1400.00",
      paidOut: "300.00",
    });
    expect(data.months[0]?.revenue).toBe("0.00");
    expect(data.range).toEqual({ revenue: "1750.00", labelShare: "350.00", paidOut: "300.00" });
    expect(data.stores).toEqual([
      { period: month, storeId: "apple_music", storeName: "Apple Music", revenue: "500.00" },
      { period: month, storeId: "deezer", storeName: "Deezer", revenue: "250.00" },
      { period: month, storeId: "spotify", storeName: "Spotify", revenue: "1000.00" },
    ]);
    // 1750.00 = 350.00 + 600.00 + 400.00 + 100.00 + 300.00
    expect(data.check.balanced).toBe(true);
    expect(data.check.message).toBe("Balanced");

    // Months before the bookings: nothing booked in them, the balances are still today's.
    const before = addMonths(month, -1);
    const earlier = FinanceOverviewSchema.parse(
      (await overview(staff, `?from=${before}&to=${before}`)).body,
    );
    expect(earlier.months).toEqual([
      { period: before, revenue: "0.00", labelShare: "0.00", artistShare: "0.00", paidOut: "0.00" },
    ]);
    expect(earlier.stores).toEqual([]);
    expect(earlier.totals.owedToArtists).toBe("600.00");

    // The same months as a CSV download, for the label's accounts.
    const csv = await call(
      env,
      "GET",
      `/api/admin/finance/csv?from=${addMonths(month, -2)}&to=${month}`,
      { cookie: staff },
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="finance-${addMonths(month, -2)}-to-${month}.csv"`,
    );
    // UTF-8's byte-order mark first, so Excel reads it as UTF-8 (server/lib/csvDownload.ts).
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    expect(csv.body.slice(1).split("\r\n")).toEqual([
      "section,period,store,currency,revenue,label_share,artist_share,paid_out",
      `"month","${addMonths(month, -2)}","","SEK",0.00,0.00,0.00,0.00`,
      `"month","${addMonths(month, -1)}","","SEK",0.00,0.00,0.00,0.00`,
      `"month","${month}","","SEK",1750.00,350.00,1400.00,300.00`,
      `"store","${month}","Apple Music","SEK",500.00,,,`,
      `"store","${month}","Deezer","SEK",250.00,,,`,
      `"store","${month}","Spotify","SEK",1000.00,,,`,
      "",
    ]);
    // As Excel opens it where the decimal mark is a comma (Sweden): semicolons, 1750,00.
    const excel = await call(
      env,
      "GET",
      `/api/admin/finance/csv?from=${month}&separator=semicolon`,
      {
        cookie: staff,
      },
    );
    expect(excel.body.slice(1).split("\r\n").slice(0, 3)).toEqual([
      "section;period;store;currency;revenue;label_share;artist_share;paid_out",
      `"month";"${month}";"";"SEK";1750,00;350,00;1400,00;300,00`,
      `"store";"${month}";"Apple Music";"SEK";500,00;;;`,
    ]);
  });

  it("lists the payouts paid in the months as a CSV that adds up to their paid out", async () => {
    const db = env.ctx.database.db;
    const artist = await signedIn(env, "artist");
    await db.execute(
      sql`update users set artist_name = '=Cleo Artist' where id = ${artist.user.id}`,
    );
    await postRevenue(db, {
      key: "fin:tidal",
      storeId: "tidal",
      total: 80_000n,
      payee: { userId: artist.user.id },
    });
    const paid = await withdraw(db, artist.user.id, 12_345n, "paid");
    await withdraw(db, artist.user.id, 1_000n, "requested");
    await withdraw(db, artist.user.id, 2_000n, "rejected");
    const month = thisMonth();
    const today = new Date().toISOString().slice(0, 10);
    const range = `from=${addMonths(month, -1)}&to=${month}`;

    const csv = await call(env, "GET", `/api/admin/finance/payouts/csv?${range}`, {
      cookie: staff,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="payouts-paid-${addMonths(month, -1)}-to-${month}.csv"`,
    );
    const lines = csv.body.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "booked_on,paid_on,reference,artist,email,method,currency,amount,requested_on,payout_id",
    );
    // A name that starts like a formula is written so no spreadsheet runs it.
    expect(lines).toContain(
      `"${today}","${today}","BANK-REF-1","'=Cleo Artist","${artist.user.email}","PayPal","SEK",123.45,"${today}","${paid.id}"`,
    );
    // Only paid ones: the requested and the rejected withdrawal are not in it.
    const rows = lines.slice(1).filter((line) => line !== "");
    expect(rows.every((line) => line.includes('"BANK-REF-1"'))).toBe(true);
    const overviewData = FinanceOverviewSchema.parse((await overview(staff, `?${range}`)).body);
    const cents = rows.reduce((sum, line) => {
      const amount = line.split(",")[7] ?? "";
      return sum + BigInt(amount.replace(".", ""));
    }, 0n);
    expect(cents).toBe(BigInt(overviewData.range.paidOut.replace(".", "")));

    // Months before any payout: the header alone; the semicolon dialect writes 123,45.
    const before = addMonths(month, -1);
    const empty = await call(
      env,
      "GET",
      `/api/admin/finance/payouts/csv?from=${before}&to=${before}`,
      {
        cookie: staff,
      },
    );
    expect(empty.body.slice(1).split("\r\n").filter(Boolean)).toHaveLength(1);
    const excel = await call(
      env,
      "GET",
      `/api/admin/finance/payouts/csv?from=${month}&separator=semicolon`,
      {
        cookie: staff,
      },
    );
    expect(excel.body).toContain(';"SEK";123,45;');
  });

  it("refuses a range that is backwards, too long or not months, with a readable message", async () => {
    const backwards = await overview(staff, "?from=2026-05&to=2026-01");
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.message).toBe(FinanceMessages.periodOrder);
    const long = await overview(staff, "?from=2000-01&to=2026-01");
    expect(long.status).toBe(400);
    expect(long.body.error.message).toBe(FinanceMessages.periodSpan);
    const bad = await overview(staff, "?from=2026-13");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(FinanceMessages.periodFormat);
    const csv = await call(env, "GET", "/api/admin/finance/csv?from=2026-05&to=2026-01", {
      cookie: staff,
    });
    expect(csv.statusCode).toBe(400);
    expect(csv.json().error.message).toBe(FinanceMessages.periodOrder);
    const payouts = await call(
      env,
      "GET",
      "/api/admin/finance/payouts/csv?from=2000-01&to=2026-01",
      {
        cookie: staff,
      },
    );
    expect(payouts.statusCode).toBe(400);
    expect(payouts.json().error.message).toBe(FinanceMessages.periodSpan);
  });

  it("refuses months in a year the calendar does not keep (0000), naming the range, not a 500", async () => {
    const zero = await overview(staff, "?from=0000-01&to=0000-12");
    expect(zero.status).toBe(400);
    expect(zero.body.error.message).toBe(FinanceMessages.periodYears);
    const late = await overview(staff, "?from=2026-01&to=2200-01");
    expect([late.status, late.body.error.message]).toEqual([400, FinanceMessages.periodYears]);
    for (const url of ["/api/admin/finance/csv", "/api/admin/finance/payouts/csv"]) {
      const csv = await call(env, "GET", `${url}?from=0000-01&to=0000-12`, { cookie: staff });
      expect([csv.statusCode, csv.json().error.message]).toEqual([
        400,
        FinanceMessages.periodYears,
      ]);
    }
    expect((await overview(staff, "?from=1900-01&to=1900-12")).status).toBe(200);
  });

  it("is for staff and admins only", async () => {
    const admin = await signedIn(env, "admin");
    expect((await overview(admin.cookie)).status).toBe(200);
    const artist = await signedIn(env, "artist");
    const refused = await overview(artist.cookie);
    expect(refused.status).toBe(403);
    const csv = await call(env, "GET", "/api/admin/finance/csv", { cookie: artist.cookie });
    expect(csv.statusCode).toBe(403);
    expect(csv.body).not.toContain("label_share");
    const payouts = await call(env, "GET", "/api/admin/finance/payouts/csv", {
      cookie: artist.cookie,
    });
    expect(payouts.statusCode).toBe(403);
    expect(payouts.body).not.toContain("payout_id");
    expect(JSON.stringify(refused.body)).not.toContain("storeReceivable");
    expect((await call(env, "GET", "/api/admin/finance")).statusCode).toBe(401);
  });
});

describe("the check figure", () => {
  it("names the difference when the accounts do not add up", () => {
    const data = presentFinanceOverview(
      {
        balances: { store_receivable: 10_000n, label_share: -2_000n, artist_payable: -7_999n },
        payoutsRequested: 0,
        booked: [],
      },
      "SEK",
      "2026-01",
      "2026-01",
    );
    expect(data.check).toEqual({
      balanced: false,
      difference: "0.01",
      message: FinanceMessages.unbalanced("0.01", "SEK"),
    });
  });
});
