import { z } from "zod";
import { cursorId, keysetCursor } from "../keysetCursor.ts";

/**
 * An artist's earnings and monthly statements (issue 19 "Artists: earnings"), as the API sends
 * them and the pages show them. Amounts are decimal strings in major units of `currency`
 * ("1234.50"), never numbers; months are "YYYY-MM".
 */

export const EarningsMessages = {
  periodFormat: "Use a month as YYYY-MM.",
  periodYears: "Use a month from 1900-01 to 2199-12.",
  yearFormat: "Use a year as YYYY.",
  statementNotFound: "Statement not found.",
  statementsLimit: "Ask for 1 to 60 statements at a time.",
  yearNotFound: (year: string) => `No statements for ${year}.`,
  noEarnings: "No earnings yet",
  noEarningsHint:
    "Money appears here once a store reports your music's streams and sales, usually a month or two after release. Each month closes at month end and its statement appears below.",
  nothingToClose: "No ended month is waiting to be closed.",
} as const;

/** Any YYYY-MM, whatever its year: text that is no month at all gets `periodFormat`. */
const MONTH_SHAPE = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A month as the API names it: "2026-10", in the years YearSchema takes (1900–2199). Without
 * the limit "0000-01" passed and PostgreSQL, which has no year 0, answered it with a 500.
 */
export const MONTH_PATTERN = /^(19|20|21)\d{2}-(0[1-9]|1[0-2])$/;

/**
 * A month as a query or path names it. One pattern (the OpenAPI document shows it), two
 * messages: text that is no month at all, or a month in a year out of range.
 */
export const monthText = (messages: { periodFormat: string; periodYears: string }) =>
  z
    .string()
    .regex(MONTH_PATTERN, {
      error: (issue) =>
        MONTH_SHAPE.test(String(issue.input)) ? messages.periodYears : messages.periodFormat,
    })
    .describe("A month, YYYY-MM, from 1900-01 to 2199-12");

/** A month as the API names it. */
export const PeriodSchema = monthText(EarningsMessages);

/** A calendar year as the API names it: "2026". */
export const YearSchema = z
  .string()
  .regex(/^(19|20|21)\d{2}$/, EarningsMessages.yearFormat)
  .describe("A year, YYYY");

const Amount = z.string().describe("Decimal string in major units of `currency`");

/** "2026-10" → the first of that month, midnight UTC. */
function firstDayOf(period: string): Date {
  const [year, month] = period.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, 1));
}

/** "2026-10" → "October 2026" (UTC month names, en-GB), for mails and pages. */
export function monthLabel(period: string): string {
  return firstDayOf(period).toLocaleDateString("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "2026-11-30" → "30 November 2026" (a UTC calendar day, en-GB as monthLabel), for mails and notifications. */
export function dayLabel(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * "2026-09" → "Sep 2026" (chart axes, table rows). Three letters for every month: British
 * English writes "Sept", which stood out among "Aug" and "Oct".
 */
export function shortMonthLabel(period: string): string {
  return firstDayOf(period).toLocaleDateString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

const EarningsSummarySchema = z.object({
  currency: z.string(),
  available: Amount,
  pending: Amount,
  paidOut: Amount,
  inProgress: Amount,
  lifetime: Amount,
  /** PAYOUT_MINIMUM: the least a withdrawal may take. */
  minimum: Amount,
  /** The label paused withdrawals (feature flag `withdrawals` off). */
  withdrawalsPaused: z.boolean(),
});

const MonthPoint = z.object({ period: PeriodSchema, amount: Amount });
const StorePoint = z.object({
  storeId: z.string().nullable(),
  storeName: z.string(),
  amount: Amount,
});
const CountryPoint = z.object({
  /** ISO 3166 code as the store reported it; null for money no report line explains. */
  country: z.string().nullable(),
  amount: Amount,
});

const EarningsTrackRowSchema = z.object({
  trackId: z.string().nullable(),
  trackTitle: z.string(),
  isrc: z.string().nullable(),
  releaseId: z.string().nullable(),
  releaseTitle: z.string(),
  /** The track's counts in the stores' reports (the whole track's, not the user's share). */
  streams: z.number().int(),
  downloads: z.number().int(),
  /** The user's own share. */
  amount: Amount,
});
export type EarningsTrackRow = z.infer<typeof EarningsTrackRowSchema>;

/**
 * A release's counts on lines a store reported for the whole release (by UPC: an album bought
 * at once), kept apart from its tracks' counts; their money is in the tracks' amounts.
 */
const WholeReleaseUsageSchema = z.object({
  releaseId: z.string(),
  streams: z.number().int(),
  downloads: z.number().int(),
});
export type WholeReleaseUsage = z.infer<typeof WholeReleaseUsageSchema>;

/**
 * Rows on a page of the table per release and track. A page holds whole releases (an album is
 * never cut between pages, its whole-release row under its last track), so it may hold fewer;
 * a release with more tracks than this is a page of its own.
 */
export const TRACK_PAGE_ROWS = 50;

/**
 * Bars a breakdown chart (store, country, track) draws at most: the largest, then one bar for
 * the rest. The track chart's are drawn by the server, which alone has every track.
 */
export const CHART_BARS = 10;

const TrackChartPoint = z.object({
  /** The track's title, with its release's where another of the user's tracks has the same. */
  label: z.string(),
  amount: Amount,
});

/** The tracks after the chart's largest, counted and added up exactly into one bar. */
const TrackChartRest = z.object({ tracks: z.number().int(), amount: Amount });

/** A page of the table per release and track, and where the next one starts. */
const trackPageShape = {
  /** One row per track, grouped by release (releaseTitle, then track number). */
  tracks: z.array(EarningsTrackRowSchema),
  /** Releases of those tracks that stores also reported sold whole. */
  wholeReleases: z.array(WholeReleaseUsageSchema),
};

export const EarningsViewSchema = z.object({
  summary: EarningsSummarySchema,
  /** Earnings by the month the stores' usage happened, the last 60 months, oldest first. */
  byMonth: z.array(MonthPoint),
  byStore: z.array(StorePoint),
  byCountry: z.array(CountryPoint),
  /**
   * The "By track" chart over every track, largest first: all of them when there are at most
   * CHART_BARS, else the largest CHART_BARS - 1 and `byTrackRest`.
   */
  byTrack: z.array(TrackChartPoint),
  byTrackRest: TrackChartRest.nullable(),
  /** The table's first page. */
  ...trackPageShape,
  /** Where the table's next page starts (GET /api/earnings/tracks?cursor=), null on the last. */
  tracksNextCursor: z.string().nullable(),
});
export type EarningsView = z.infer<typeof EarningsViewSchema>;

export const EarningsTrackPageSchema = z.object({
  currency: z.string(),
  ...trackPageShape,
  /** Where the page after this one starts, null on the last. */
  nextCursor: z.string().nullable(),
});
export type EarningsTrackPage = z.infer<typeof EarningsTrackPageSchema>;

/**
 * The table's next page starts after a release: the last of the page before, by its id (its
 * title, the sort key, can be longer than a cursor may be, and is read from the release).
 */
export const trackPageCursor = () => keysetCursor({ release: cursorId });

const StatementHeadSchema = z.object({
  period: PeriodSchema,
  currency: z.string(),
  openingBalance: Amount,
  earnings: Amount,
  payouts: Amount,
  closingBalance: Amount,
});
export type StatementHead = z.infer<typeof StatementHeadSchema>;

/** A page of statements: twelve months (a year) unless `limit` says otherwise. */
export const STATEMENTS_PAGE = 12;

export const StatementListQuerySchema = z.object({
  before: PeriodSchema.optional().describe(
    "Statements of months before this one (the previous page's nextCursor)",
  ),
  limit: z.coerce
    .number(EarningsMessages.statementsLimit)
    .int(EarningsMessages.statementsLimit)
    .min(1, EarningsMessages.statementsLimit)
    .max(60, EarningsMessages.statementsLimit)
    .default(STATEMENTS_PAGE),
});

export const StatementListSchema = z.object({
  /** Newest first. */
  items: z.array(StatementHeadSchema),
  /** The last item's month when older statements follow (pass it as `before`), else null. */
  nextCursor: PeriodSchema.nullable(),
  /** Every year with a statement, newest first: the year files' links, whatever is paged in. */
  years: z.array(YearSchema),
});
export type StatementList = z.infer<typeof StatementListSchema>;

const ReportRefSchema = z.object({ id: z.string(), fileName: z.string() });

const StatementLineSchema = z.object({
  kind: z.enum(["report_posting", "invitation_claimed", "correction"]),
  trackId: z.string().nullable(),
  releaseId: z.string().nullable(),
  storeId: z.string().nullable(),
  releaseTitle: z.string().nullable(),
  trackTitle: z.string().nullable(),
  isrc: z.string().nullable(),
  storeName: z.string().nullable(),
  /** The month the store's usage happened. */
  salesPeriod: PeriodSchema.nullable(),
  amount: Amount,
  /** A correction's reason, as the admin who posted it wrote it; null for other lines. */
  note: z.string().nullable(),
  /** The store reports it was booked from (traceable to their lines). */
  reports: z.array(ReportRefSchema),
  /**
   * The track's counts on those reports' lines (its own, matched by ISRC; the whole track's, not
   * the user's share); negative on a reversal. Null for a line no report usage is behind (a held
   * share claimed, a correction).
   */
  streams: z.number().int().nullable(),
  downloads: z.number().int().nullable(),
});

/**
 * A release a store sold whole (an album bought at once, reported by UPC) on the statement's
 * reports: its counts are the release's, its money is in its tracks' lines.
 */
const StatementWholeReleaseSchema = z.object({
  releaseId: z.string(),
  releaseTitle: z.string(),
  storeId: z.string(),
  storeName: z.string(),
  salesPeriod: PeriodSchema,
  /** Counts a report's reversal took back (negative). */
  reversal: z.boolean(),
  streams: z.number().int(),
  downloads: z.number().int(),
});
export type StatementWholeRelease = z.infer<typeof StatementWholeReleaseSchema>;

const StatementPayoutSchema = z.object({
  /** The journal entry. */
  id: z.string(),
  date: z.string().describe("YYYY-MM-DD"),
  kind: z.enum(["requested", "returned"]),
  /** Positive: taken from the balance; returned amounts are negative. */
  amount: Amount,
});

/** Who a statement is from and for, as a printed statement names them. */
const StatementPartiesSchema = z.object({
  /** The label paying (LABEL_NAME). */
  issuer: z.string(),
  payee: z.object({
    name: z.string(),
    artistName: z.string().nullable(),
    email: z.string(),
  }),
  /** The day the month closed and the statement was drawn up. */
  issuedOn: z.string().describe("YYYY-MM-DD"),
});

export const StatementViewSchema = z.object({
  head: StatementHeadSchema,
  parties: StatementPartiesSchema,
  lines: z.array(StatementLineSchema),
  wholeReleases: z.array(StatementWholeReleaseSchema),
  byCountry: z.array(CountryPoint),
  payouts: z.array(StatementPayoutSchema),
});
export type StatementView = z.infer<typeof StatementViewSchema>;

export const ClosePeriodsResultSchema = z.object({
  closed: z.array(PeriodSchema),
  message: z.string(),
});
