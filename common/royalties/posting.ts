/**
 * Booking store reports into the ledger and the unmatched-lines queue (issue 19): the API's
 * shapes and the words the server and the pages share.
 */
import { z } from "zod";
import { cursorId, keysetCursor } from "../keysetCursor.ts";

export const PostingMessages = {
  samePeriod: "A report for this store and month has already been imported. Post this one too?",
  noPeriod: "This report has no period, so it cannot be booked.",
  /** A refund (negative total) would take more from someone than they have earned. */
  overdrawn: (who: string, track: string) =>
    `This report takes back more than ${who} has earned on “${track}”. Nothing was booked; correct the report or post it after the earlier reports of this track.`,
  /** A report checked before the import refused amounts the ledger cannot hold. */
  unbookableAmounts:
    "This report's amounts are too large (or too precise) for the ledger to book. Nothing was booked; delete the report and import the file again, which names the lines to correct.",
  balanceLimit:
    "Booking this report would take a balance past the most the ledger can hold (9,223,372,036,854,775,807 minor units). Nothing was booked.",
  linesNotFound: "Some of these lines do not exist any more. Reload the page.",
  onlyUnmatched: "Only unmatched lines can be assigned or dismissed. Reload the page.",
  reportBeingChecked:
    "This report is still being checked. Its unmatched lines can be assigned or dismissed once it is ready.",
  trackNotFound: "Track not found.",
  assigned: (count: number) => `${count} ${count === 1 ? "line" : "lines"} assigned.`,
  dismissed: (count: number) => `${count} ${count === 1 ? "line" : "lines"} dismissed.`,
  /** The in-app notice to each payee when a report (or a line assigned later) is booked. */
  earningsTitle: "New earnings",
  earnings: (store: string, month: string, money: string, closes: string) =>
    `${store}'s report for ${month} added ${money} to your earnings. It can be withdrawn once ${closes} closes.`,
  takenBackTitle: "Earnings taken back",
  takenBack: (store: string, month: string, money: string) =>
    `${store}'s report for ${month} took back ${money} from your earnings (a store refund).`,
} as const;

/** The error code of the 409 that asks staff to confirm a second report of a store and month. */
export const SAME_PERIOD_CODE = "SAME_PERIOD";

const amount = z.string().describe('A decimal in major units of `currency`, e.g. "1234.50"');

export const PostReportBodySchema = z.object({
  confirmSamePeriod: z
    .boolean()
    .optional()
    .describe("Post although another report of this store and month was imported"),
});

export const PostedReportSchema = z.object({
  status: z.literal("posted"),
  entries: z.number().int().describe("Journal entries written (0 when nothing was matched)"),
  lines: z.number().int().describe("Report lines booked"),
  total: amount.describe("Net revenue booked, in the ledger's currency"),
  currency: z.string(),
  unmatchedAgain: z
    .number()
    .int()
    .describe("Matched lines whose track or release no longer exists, back in the queue"),
});
export type PostedReport = z.infer<typeof PostedReportSchema>;

export const UnmatchedQuerySchema = z.object({
  reportId: z.uuid().optional(),
  cursor: keysetCursor({ report: cursorId, line: z.string().regex(/^\d{1,18}$/) }),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

const UnmatchedLineSchema = z.object({
  id: z.string().describe("The line's id (a 64-bit integer, as text)"),
  reportId: z.uuid(),
  storeId: z.string(),
  storeName: z.string(),
  period: z.string().nullable().describe('"YYYY-MM"'),
  fileName: z.string(),
  lineNumber: z.number().int(),
  isrc: z.string().nullable(),
  upc: z.string().nullable(),
  title: z.string().nullable(),
  artist: z.string().nullable(),
  country: z.string().nullable(),
  quantity: z.number().int(),
  amount: z.string().describe("The line's amount in the ledger's currency, full precision"),
  originalAmount: z.string(),
  originalCurrency: z.string(),
});
export type UnmatchedLine = z.infer<typeof UnmatchedLineSchema>;

export const UnmatchedPageSchema = z.object({
  items: z.array(UnmatchedLineSchema),
  nextCursor: z.string().nullable(),
  /** Every unmatched line (of the report when filtered), not only this page. */
  count: z.number().int(),
  total: amount,
  currency: z.string(),
});

const LineIdsSchema = z
  .array(z.string().regex(/^\d{1,18}$/, "A line id is a number."))
  .min(1, "Select at least one line.")
  .max(500, "Select at most 500 lines at once.");

export const AssignLinesBodySchema = z.object({ lineIds: LineIdsSchema, trackId: z.uuid() });
export const DismissLinesBodySchema = z.object({ lineIds: LineIdsSchema });

export const LinesChangedSchema = z.object({
  changed: z.number().int(),
  /** Lines of posted reports booked at once (assign only). */
  booked: z.number().int(),
  message: z.string(),
});

export const TrackSearchQuerySchema = z.object({
  q: z.string().trim().min(1, "Type a title, ISRC or artist.").max(100),
});

const TrackHitSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  isrc: z.string().nullable(),
  releaseTitle: z.string(),
  artistName: z.string(),
});
export const TrackHitsSchema = z.object({ items: z.array(TrackHitSchema) });
export type TrackHit = z.infer<typeof TrackHitSchema>;
