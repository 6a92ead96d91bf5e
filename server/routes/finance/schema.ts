import { CsvSeparatorSchema } from "@common/csvSeparator.ts";
import { FinanceOverviewSchema, FinanceQuerySchema } from "@common/royalties/finance.ts";
import { csvResponse, errorResponses } from "../errors.ts";

const tags = ["finance"];
const security = [{ session: [] }];

export const overview = {
  tags,
  security,
  summary:
    "The label's money at a glance (staff and admins): store revenue per month and store, label share, owed to artists, held for invited collaborators, payouts in progress and paid, and the check figure that they add up; the last 12 months unless from/to say otherwise",
  querystring: FinanceQuerySchema,
  response: { 200: FinanceOverviewSchema, ...errorResponses },
};

export const overviewCsv = {
  tags,
  security,
  summary:
    "The finance overview's months as a CSV download (staff and admins): a row per month (revenue, label share, artists' side, paid out) and one per store and month with revenue; amounts as decimal strings (?separator=semicolon for Excel where the decimal mark is a comma)",
  querystring: FinanceQuerySchema.extend({ separator: CsvSeparatorSchema }),
  response: { 200: csvResponse, ...errorResponses },
};

export const paidPayoutsCsv = {
  tags,
  security,
  summary:
    "The withdrawals paid in the finance overview's months as a CSV download (staff and admins): one row per payout whose paid-out entry was booked in the range (so they add up to its paid out), with the day booked, the payment's date and reference, the artist, method and amount, for matching against the bank statement; the last 12 months unless from/to say otherwise",
  querystring: FinanceQuerySchema.extend({ separator: CsvSeparatorSchema }),
  response: { 200: csvResponse, ...errorResponses },
};
