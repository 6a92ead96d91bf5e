import { z } from "zod";
import { MONTH_PATTERN } from "./earnings.ts";

/**
 * Importing store reports (issue 19, "Importing store reports"): what staff upload, what the
 * preview shows and the words of both. Amounts are decimal strings in major units of their
 * `currency` ("1234.50"), never numbers; periods are months ("2025-01").
 */

export const ReportImportMessages = {
  noFile: "Choose a report file (DSR or CSV) to upload.",
  emptyFile: "The file is empty.",
  tooLarge: (megabytes: number) => `The report is larger than ${megabytes} MB.`,
  unknownStore: "Choose one of the label's stores.",
  storeRequired: "Choose the store the report comes from.",
  rateFormat: "Enter the exchange rate as a decimal number above 0, like 11.4520.",
  periodFormat: "Enter the month as YYYY-MM.",
  needsMapping: "Save a column mapping for this store's CSV reports first.",
  // A file that is no text report, told at upload by its first bytes.
  zipFile:
    "This is a ZIP file or an Excel workbook (.xlsx), not a report. Upload the DSR file (.tsv or .tsv.gz), or save the sheet as CSV and upload that.",
  excelFile: "This is an Excel workbook (.xls). Save it as CSV and upload that.",
  utf16: "This file is UTF-16 text. Save it as UTF-8 (or Latin-1) and upload it again.",
  notText: "This file is not a text report. Upload a DSR file (.tsv or .tsv.gz) or a CSV.",
  damagedGzip:
    "The gzip file is damaged or incomplete. Download it from the store again and upload it.",
  duplicate: "This report has already been imported.",
  cancelled: "The upload was cancelled.",
  uploaded: "Report uploaded. Checking its lines…",
  deleted: "Report deleted.",
  postedCannotDelete: "A posted report is in the ledger and cannot be deleted.",
  mappingSaved: "Column mapping saved.",
  mappingCountry: "Map the column with each line's country.",
  mappingCurrency: "Map the column with each line's currency.",
  mappingIsrcOrUpc:
    "Map an ISRC column, a UPC column or both: lines are matched to tracks by them.",
  // Problems the parse job adds to the reader's (server/royalties/reports/reportMessages.ts).
  noRate: (currency: string, ledger: string) =>
    `The report is in ${currency} and states no exchange rate; enter the exchange rate to ${ledger} when uploading it.`,
  secondCurrency: (currency: string, first: string, ledger: string) =>
    `The line is in ${currency}, a second currency besides ${first}, with no exchange rate to ${ledger} stated in the report.`,
  lineTooLarge: (amount: string, ledgerAmount: string, limit: string) =>
    `At the exchange rate the line's ${amount} comes to ${ledgerAmount}; a line must come to less than ${limit}. Check the exchange rate.`,
  reportTooLarge: (limit: string) =>
    `By this line the report's amounts add up to ${limit} or more (refunds counted as amounts too); a report must come to less. Check its amounts and the exchange rate.`,
  noPeriod: "The report names no month: map a period column or choose the month when uploading it.",
  unreadable: "The stored file could not be read. Delete the report and upload it again.",
  checkFailed:
    "The report could not be checked: reading it failed three times (the database or the file storage did not answer). Delete it and upload it again; if that fails too, tell whoever runs Offbeat.",
  tooBigToCheck:
    "Checking this report needed more memory than an import may use. Split it into smaller files (a DSR report can be sent as file 1 of 2 and 2 of 2) and upload them.",
  // The page.
  postToLedger: "Post to ledger",
  postAnyway: "Post anyway",
  posted: "Report posted to the ledger.",
} as const;

const ReportFormatSchema = z.enum(["dsr", "csv"]);
const ReportStatusSchema = z.enum(["processing", "failed", "ready", "posted", "reversed"]);
export type ReportStatus = z.infer<typeof ReportStatusSchema>;

const amount = z.string().describe('Decimal in major units of the currency, like "1234.50"');
const currency = z.string().length(3);
const month = z.string().regex(MONTH_PATTERN, ReportImportMessages.periodFormat);

/** An exchange rate as staff type it: a plain decimal above zero, at most 20 places. */
const ExchangeRateSchema = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,20})?$/, ReportImportMessages.rateFormat)
  .refine((text) => /[1-9]/.test(text), ReportImportMessages.rateFormat);

/** Upload fields (query string or multipart fields before the file). */
export const ReportUploadFieldsSchema = z.object({
  storeId: z
    .string({ error: ReportImportMessages.storeRequired })
    .trim()
    .min(1, ReportImportMessages.storeRequired)
    .max(100),
  exchangeRate: ExchangeRateSchema.optional(),
  period: month.optional(),
});
export type ReportUploadFields = z.infer<typeof ReportUploadFieldsSchema>;

const ReportProblemSchema = z.object({
  line: z.number().int().nullable(),
  message: z.string(),
});

export const ReportSummarySchema = z.object({
  id: z.uuid(),
  storeId: z.string(),
  storeName: z.string(),
  format: ReportFormatSchema,
  fileName: z.string(),
  sizeBytes: z.number().int(),
  status: ReportStatusSchema,
  period: month.nullable(),
  currency: currency.nullable(),
  exchangeRate: z.string().nullable(),
  rateSource: z.enum(["report", "staff"]).nullable(),
  lineCount: z.number().int(),
  problemCount: z.number().int(),
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
  postedAt: z.iso.datetime().nullable(),
  /** When an admin took the posting back out of the ledger, and why (null unless reversed). */
  reversedAt: z.iso.datetime().nullable(),
  reversalReason: z.string().nullable(),
});
export type ReportSummary = z.infer<typeof ReportSummarySchema>;

export const ReportPageSchema = z.object({
  items: z.array(ReportSummarySchema),
  nextCursor: z.string().nullable(),
});

const Tally = z.object({ lines: z.number().int(), amount });

/** The Royalties link's count: reports checked and not yet posted, or with unmatched lines. */
export const WaitingReportsSchema = z.object({ count: z.number().int().nonnegative() });

export const ReportPreviewSchema = z.object({
  report: ReportSummarySchema.extend({ problems: z.array(ReportProblemSchema) }),
  /** The ledger's currency: every `amount` of the tallies is in it. */
  ledgerCurrency: currency,
  matched: Tally,
  unmatched: Tally,
  dismissed: Tally,
  posted: Tally,
  byRelease: z.array(
    z.object({
      releaseId: z.uuid(),
      title: z.string(),
      artist: z.string(),
      currency,
      lines: z.number().int(),
      /** In the report's currency. */
      amount,
      /** In the ledger's currency. */
      ledgerAmount: amount,
    }),
  ),
  byCurrency: z.array(
    z.object({ currency, lines: z.number().int(), amount, ledgerAmount: amount }),
  ),
  unmatchedLines: z.array(
    z.object({
      id: z.number().int(),
      line: z.number().int(),
      isrc: z.string().nullable(),
      upc: z.string().nullable(),
      title: z.string().nullable(),
      artist: z.string().nullable(),
      currency,
      amount,
    }),
  ),
  /** Other reports (not failed) of the same store and month: posting asks for confirmation. */
  samePeriodReports: z.array(
    z.object({ id: z.uuid(), fileName: z.string(), status: ReportStatusSchema }),
  ),
});
export type ReportPreview = z.infer<typeof ReportPreviewSchema>;

const columnName = z.string().trim().min(1).max(200);
const optionalColumn = columnName.nullable().default(null);

/** A store's CSV columns by field (server/db/schema/royalties.ts CsvColumnMapping). */
export const CsvMappingSchema = z
  .object({
    store: optionalColumn,
    period: optionalColumn,
    isrc: optionalColumn,
    upc: optionalColumn,
    // Nullable in the stored shape (server/db/schema/royalties.ts); the reader needs both.
    country: optionalColumn,
    useType: optionalColumn,
    quantity: columnName,
    currency: optionalColumn,
    netAmount: columnName,
    // Shown with an unmatched line so staff can tell what it is; never matched on.
    title: optionalColumn,
    artist: optionalColumn,
  })
  .refine((mapping) => mapping.isrc !== null || mapping.upc !== null, {
    message: ReportImportMessages.mappingIsrcOrUpc,
    path: ["isrc"],
  })
  .refine((mapping) => mapping.country !== null, {
    message: ReportImportMessages.mappingCountry,
    path: ["country"],
  })
  .refine((mapping) => mapping.currency !== null, {
    message: ReportImportMessages.mappingCurrency,
    path: ["currency"],
  });
export type CsvMapping = z.infer<typeof CsvMappingSchema>;

export const StoreMappingSchema = z.object({
  storeId: z.string(),
  mapping: CsvMappingSchema.nullable(),
  updatedAt: z.iso.datetime().nullable(),
});

export const ReportStoresSchema = z.object({
  stores: z.array(
    z.object({ id: z.string(), displayName: z.string(), hasCsvMapping: z.boolean() }),
  ),
  ledgerCurrency: currency,
});
