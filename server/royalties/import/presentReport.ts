import { currencyExponent } from "@common/money/currencies.ts";
import { formatDecimal, parseDecimal, rescale } from "@common/money/decimal.ts";
import type { ReportPreview, ReportSummary } from "@common/royalties/imports.ts";
import type { ReportFigures, ReportListRow } from "./reportQueries.ts";

/**
 * Reports as the API shows them. Line amounts are kept at full precision in the database; a
 * total shown to people is rounded (half-even) to its currency's minor unit here, once.
 */
const shown = (amount: string, currency: string) =>
  formatDecimal(rescale(parseDecimal(amount), currencyExponent(currency)));

type ReportRow = Omit<ReportListRow, "cursorTime">;

export function presentReport(row: ReportRow): ReportSummary {
  return {
    id: row.id,
    storeId: row.storeId,
    storeName: row.storeName,
    format: row.format,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    status: row.status,
    period: row.periodStart ? row.periodStart.slice(0, 7) : null,
    currency: row.currency,
    exchangeRate: row.exchangeRate,
    rateSource: row.rateSource,
    lineCount: row.lineCount,
    problemCount: row.problems.length,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    postedAt: row.postedAt?.toISOString() ?? null,
    reversedAt: row.reversedAt?.toISOString() ?? null,
    reversalReason: row.reversalReason,
  };
}

export function presentPreview(
  row: ReportRow,
  figures: ReportFigures,
  ledgerCurrency: string,
): ReportPreview {
  const tally = (state: string) => {
    const found = figures.states.find((s) => s.state === state);
    return {
      lines: found?.lines ?? 0,
      amount: shown(found?.amount ?? "0", ledgerCurrency),
    };
  };
  return {
    report: { ...presentReport(row), problems: row.problems },
    ledgerCurrency,
    matched: tally("matched"),
    unmatched: tally("unmatched"),
    dismissed: tally("dismissed"),
    posted: tally("posted"),
    byRelease: figures.byRelease.map((r) => ({
      ...r,
      amount: shown(r.amount, r.currency),
      ledgerAmount: shown(r.ledgerAmount, ledgerCurrency),
    })),
    byCurrency: figures.byCurrency.map((c) => ({
      ...c,
      amount: shown(c.amount, c.currency),
      ledgerAmount: shown(c.ledgerAmount, ledgerCurrency),
    })),
    unmatchedLines: figures.unmatched.map((line) => ({
      ...line,
      amount: shown(line.amount, line.currency),
    })),
    samePeriodReports: figures.samePeriod,
  };
}
