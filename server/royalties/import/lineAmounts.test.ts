import { MAX_SCALE, multiply, parseDecimal, rescale } from "@common/money/decimal.ts";
import { ReportImportMessages } from "@common/royalties/imports.ts";
import { describe, expect, it } from "vitest";
import { ProblemList, type ReportLine } from "../reports/reportLine.ts";
import { LineAmountBook } from "./lineAmounts.ts";

/**
 * A line's amounts and the limits that keep an accepted report bookable
 * (server/royalties/reports/amountLimits.ts): the line limit after the exchange rate, and the
 * report's total over all its lines.
 */

const csvLine = (line: number, currency: string, netRevenue: string): ReportLine => ({
  line,
  isrc: "SE5Q52400001",
  icpn: null,
  title: null,
  artist: null,
  territory: "SE",
  useType: "Stream",
  streams: 1,
  currency,
  netRevenue,
  share: null,
  exchangeRate: null,
  isRoyaltyBearing: true,
});

const bookOf = (staffRate: string | null = null) => {
  const problems = new ProblemList();
  return { book: new LineAmountBook("SEK", staffRate, problems), problems };
};

describe("a line's amounts in the ledger's currency", () => {
  it("names a line the exchange rate takes to the line limit or past it", () => {
    const { book, problems } = bookOf("999999999999");
    expect(book.amountsOf(csvLine(2, "EUR", "0.5"))).toEqual({
      net: "0.5",
      ledger: "499999999999.5",
    });
    expect(book.amountsOf(csvLine(3, "EUR", "1.000000000002"))).toBeNull();
    // A rate the report states divides: a tiny one makes a small amount huge.
    const stated = {
      ...csvLine(4, "EUR", "-2"),
      exchangeRate: { rate: "1E-12", baseCurrency: null },
    };
    expect(book.amountsOf(stated)).toBeNull();
    expect(problems.kept).toEqual([
      {
        line: 3,
        message: ReportImportMessages.lineTooLarge(
          "EUR 1.00",
          "SEK 1000000000001.00",
          "SEK 1,000,000,000,000",
        ),
      },
      {
        line: 4,
        message: ReportImportMessages.lineTooLarge(
          "EUR -2",
          "SEK -2000000000000.00",
          "SEK 1,000,000,000,000",
        ),
      },
    ]);
  });

  it("refuses a report whose lines add up to the report limit, once, on the line that passes it", () => {
    const { book, problems } = bookOf();
    // A thousand lines just under the line limit, refunds counted as positive: just under 10^15.
    for (let line = 1; line <= 1000; line += 1) {
      const amount = line % 2 === 0 ? "-999999999999" : "999999999999";
      expect(book.amountsOf(csvLine(line, "SEK", amount))).not.toBeNull();
    }
    expect(problems.count).toBe(0);
    expect(book.amountsOf(csvLine(1001, "SEK", "999999999999"))).toBeNull();
    book.amountsOf(csvLine(1002, "SEK", "1"));
    expect(problems.kept).toEqual([
      { line: 1001, message: ReportImportMessages.reportTooLarge("SEK 1,000,000,000,000,000") },
    ]);
  });

  it("keeps a converted amount to the 60 places a decimal reads back", () => {
    // A CSV amount's 50 places times a staff rate's 20 were 70: the preview and the posting,
    // which read the sums back with parseDecimal, answered with a 500.
    const rate = "1.12345678901234567891";
    const net = `0.${"3".repeat(50)}`;
    const { book, problems } = bookOf(rate);
    const amounts = book.amountsOf(csvLine(2, "EUR", net));
    expect(problems.count).toBe(0);
    const ledger = parseDecimal(amounts?.ledger ?? "");
    expect(ledger.scale).toBe(MAX_SCALE);
    expect(ledger).toEqual(rescale(multiply(parseDecimal(net), parseDecimal(rate)), MAX_SCALE));
  });
});
