import { OkSchema } from "@common/api.ts";
import { timeIdCursor } from "@common/keysetCursor.ts";
import {
  CsvMappingSchema,
  ReportPageSchema,
  ReportPreviewSchema,
  ReportStoresSchema,
  ReportSummarySchema,
  ReportUploadFieldsSchema,
  StoreMappingSchema,
  WaitingReportsSchema,
} from "@common/royalties/imports.ts";
import { z } from "zod";
import { errorResponses, fileBody } from "../errors.ts";

const tags = ["royalties"];
const security = [{ session: [] }];
const params = z.object({ id: z.uuid() });

export const upload = {
  tags,
  security,
  summary:
    "Upload a store report (staff and admins): multipart field `file`, a DSR flat file or a CSV (the store's saved column mapping), either one gzipped or not (stored unpacked), up to 500 MB unpacked, streamed to storage and hashed; a workbook, UTF-16 text, another binary file or a damaged gzip file is refused (400) saying so; storeId, exchangeRate (when the report is in another currency and states none) and period (YYYY-MM, for a CSV without a period column) as query parameters or multipart fields before the file. Answers 201 with the report (processing); the parse job checks and matches its lines. An identical file is refused (409)",
  consumes: ["multipart/form-data"],
  // The fields go before the file: the stream is read in order.
  multipartBody: ReportUploadFieldsSchema.partial().extend({
    file: fileBody("The report: a DSR flat file or a CSV, gzipped or not"),
  }),
  querystring: ReportUploadFieldsSchema.partial(),
  response: {
    201: z.object({ report: ReportSummarySchema, message: z.string() }),
    413: errorResponses[400],
    ...errorResponses,
  },
};

export const list = {
  tags,
  security,
  summary: "Imported store reports, newest first, paginated (staff and admins)",
  querystring: z.object({
    cursor: timeIdCursor(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  }),
  response: { 200: ReportPageSchema, ...errorResponses },
};

export const stores = {
  tags,
  security,
  summary:
    "The stores a report can come from, with whether each has a CSV column mapping, and the ledger's currency (staff and admins)",
  response: { 200: ReportStoresSchema, ...errorResponses },
};

export const waiting = {
  tags,
  security,
  summary:
    "How many store reports wait for staff (staff and admins): checked and not yet posted, or with lines in the unmatched queue; the count on the Royalties link",
  response: { 200: WaitingReportsSchema, ...errorResponses },
};

export const preview = {
  tags,
  security,
  summary:
    "A report and its preview (staff and admins): problems by line, matched and unmatched lines with totals, revenue by release and by currency, the first unmatched lines, and other reports of the same store and month",
  params,
  response: { 200: ReportPreviewSchema, ...errorResponses },
};

export const remove = {
  tags,
  security,
  summary:
    "Delete a report that is not posted, with its lines and stored file (staff and admins); audited DELETE_ROYALTY_REPORT",
  params,
  response: { 200: OkSchema, ...errorResponses },
};

const storeParams = z.object({ storeId: z.string().min(1).max(100) });

export const getMapping = {
  tags,
  security,
  summary: "A store's CSV column mapping (staff and admins); null when none is saved",
  params: storeParams,
  response: { 200: StoreMappingSchema, ...errorResponses },
};

export const putMapping = {
  tags,
  security,
  summary:
    "Save a store's CSV column mapping: the header of each field's column (staff and admins); audited SAVE_REPORT_MAPPING",
  params: storeParams,
  body: CsvMappingSchema,
  response: { 200: StoreMappingSchema.extend({ message: z.string() }), ...errorResponses },
};
