import { CsvSeparatorSchema } from "@common/csvSeparator.ts";
import {
  ClosePeriodsResultSchema,
  EarningsTrackPageSchema,
  EarningsViewSchema,
  PeriodSchema,
  StatementListQuerySchema,
  StatementListSchema,
  StatementViewSchema,
  trackPageCursor,
  YearSchema,
} from "@common/royalties/earnings.ts";
import { z } from "zod";
import { csvResponse, errorResponses } from "../errors.ts";

const tags = ["earnings"];
const security = [{ session: [] }];
/** Staff and admins may read anyone's earnings; for anyone else another user's are not found. */
const whose = z.object({
  userId: z
    .uuid("Use a user id.")
    .optional()
    .describe("Whose earnings or statements (staff and admins)"),
});
const periodParams = z.object({ period: PeriodSchema });

export const earnings = {
  tags,
  security,
  summary:
    "The caller's earnings (staff: anyone's with ?userId=, for support): available, pending, paid out, lifetime, in progress and the withdrawal minimum; earnings by month (last 60), store, country and track; the first page of a table per release and track with streams, downloads and the user's share",
  querystring: whose,
  response: { 200: EarningsViewSchema, ...errorResponses },
};

export const listTracks = {
  tags,
  security,
  summary:
    "A page of the caller's table per release and track (staff: anyone's with ?userId=) after the previous page's nextCursor (the earnings answer's tracksNextCursor for the second page); or with ?releaseId= the rows of one release",
  querystring: whose.extend({
    cursor: trackPageCursor().describe(
      "Where the page starts: the previous page's nextCursor (tracksNextCursor for the second)",
    ),
    releaseId: z.uuid("Use a release id.").optional().describe("Only this release's tracks"),
  }),
  response: { 200: EarningsTrackPageSchema, ...errorResponses },
};

export const listStatements = {
  tags,
  security,
  summary:
    "The caller's monthly statements, newest first, a page at a time (staff: anyone's with ?userId=), and every year that has one",
  querystring: whose.extend(StatementListQuerySchema.shape),
  response: { 200: StatementListSchema, ...errorResponses },
};

export const readStatement = {
  tags,
  security,
  summary:
    "One month's statement: opening balance, earnings, payouts and closing balance; its lines by release, track, store and sales month with the reports they came from; earnings by country; the month's payouts",
  params: periodParams,
  querystring: whose,
  response: { 200: StatementViewSchema, ...errorResponses },
};

export const statementCsv = {
  tags,
  security,
  summary:
    "One month's statement as a CSV download (amounts as decimal strings; ?separator=semicolon for Excel where the decimal mark is a comma)",
  params: periodParams,
  querystring: whose.extend({ separator: CsvSeparatorSchema }),
  response: { 200: csvResponse, ...errorResponses },
};

export const yearCsv = {
  tags,
  security,
  summary:
    "A year's statements in one CSV download (for accounts and tax returns): each closed month's opening balance, earnings, payouts and closing balance, the year's totals, and the year's earnings per release, track and store, which add up to the year's earnings. 404 for a year without statements",
  params: z.object({ year: YearSchema }),
  querystring: whose.extend({ separator: CsvSeparatorSchema }),
  response: { 200: csvResponse, ...errorResponses },
};

export const closePeriods = {
  tags: ["admin", "earnings"],
  security,
  summary:
    "Close every ended month now (staff and admins): statements are made and artists mailed; the hourly job does the same. Answers the months closed, oldest first",
  response: { 200: ClosePeriodsResultSchema, ...errorResponses },
};
