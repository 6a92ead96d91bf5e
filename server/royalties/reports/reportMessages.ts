import { LINE_AMOUNT_LIMIT, limitText } from "./amountLimits.ts";

/**
 * What staff read when a store report cannot be imported (issue 19: "each problem is a clear
 * message naming the line"). A problem's line is added in front ("Line 42: ..."), so these say
 * only what is wrong and, where it helps, what the file should have instead.
 */
const quoted = (value: string) => `"${value}"`;

export const ReportMessages = {
  mixedEncoding:
    "The file starts as UTF-8 but later has bytes that are not UTF-8. Save it again as UTF-8 (or Latin-1) throughout.",
  lineTooLong: (characters: number) =>
    `The line is longer than ${characters.toLocaleString("en")} characters: this is not a report in the expected format.`,
  // DSR structure.
  noHead: "The file has no HEAD record; a DSR file starts with one.",
  headNotFirst: "HEAD must be the first record of the file.",
  secondHead: "The file has a second HEAD record; a DSR file has exactly one.",
  noFoot: "The file has no FOOT record: it is probably incomplete (cut off during transfer).",
  afterFoot: (type: string) => `${type} after FOOT; FOOT must be the last record of the file.`,
  unknownRecord: (type: string) =>
    `${quoted(type)} is not a record type Offbeat reads (HEAD, SY01, SY02, RE01, AS02, SU02, FOOT).`,
  multiFile: (fileNumber: number, files: number) =>
    `This is file ${fileNumber} of ${files} of one report; Offbeat imports reports sent as one file only.`,
  summaryAfterBlocks:
    "Summary records come before the first release block (RE01); this one comes after.",
  duplicateSummary: (id: string, firstLine: number) =>
    `Summary ${id} is already defined on line ${firstLine}.`,
  recordOutsideBlock: (type: string) =>
    `${type} before the first RE01 record: it belongs to no block.`,
  wrongBlock: (type: string, blockId: string, current: string) =>
    `${type} belongs to block ${blockId}, but the block in progress is ${current}.`,
  unknownSummary: (id: string) => `SU02 refers to summary ${id}, which the file does not have.`,
  unknownResource: (reference: string, blockId: string) =>
    `SU02 refers to resource ${reference}, which block ${blockId} does not have.`,
  unknownRelease: (reference: string, blockId: string, blockRelease: string) =>
    `SU02 refers to release ${reference}, but block ${blockId} is release ${blockRelease}.`,
  usagesDoNotAddUp: (id: string, stated: bigint, counted: bigint) =>
    `Summary ${id} states ${stated} usages, but its SU02 lines add up to ${counted}.`,
  nothingToShare: (id: string, netRevenue: string) =>
    `Summary ${id} has NetRevenue ${netRevenue} but 0 usages to share it over.`,
  footCount: (field: string, stated: bigint, counted: number) =>
    `FOOT states ${field} ${stated}, but the file has ${counted}.`,
  // Cells.
  missing: (field: string) => `${field} is empty.`,
  notACount: (field: string, value: string) =>
    `${field} ${quoted(value)} is not a whole number of 0 or more.`,
  notAnAmount: (field: string, value: string) =>
    `${field} ${quoted(value)} is not a decimal amount (like 12.3456 or -0.5).`,
  amountTooLarge: (field: string, value: string) =>
    `${field} ${quoted(value)} is too large: Offbeat takes amounts below ${limitText(LINE_AMOUNT_LIMIT)} (at most ${String(LINE_AMOUNT_LIMIT).length - 1} digits before the decimal point).`,
  notARate: (field: string, value: string) =>
    `${field} ${quoted(value)} is not an exchange rate: it must be above 0.`,
  notACurrency: (field: string, value: string) =>
    `${field} ${quoted(value)} is not an ISO 4217 currency code (three capital letters, like SEK or EUR).`,
  notABoolean: (field: string, value: string) => `${field} ${quoted(value)} must be TRUE or FALSE.`,
  notADate: (field: string, value: string) =>
    `${field} ${quoted(value)} is not a date (YYYY-MM-DD).`,
  outsideYears: (field: string, value: string) =>
    `${field} ${quoted(value)} is not in the years 1900 to 2199, the ones Offbeat books.`,
  endsBeforeStart: (start: string, startValue: string, end: string, endValue: string) =>
    `${start} ${quoted(startValue)} is after ${end} ${quoted(endValue)}: the period ends before it starts.`,
  // CSV.
  missingColumn: (column: string, field: string) =>
    `The header has no column ${quoted(column)} (mapped to ${field}).`,
  noCode: "The line has neither an ISRC nor a UPC: it cannot be matched to a track.",
  notAPeriod: (value: string) =>
    `Period ${quoted(value)} is not a month (YYYY-MM, YYYYMM or a date in the month).`,
  otherValue: (field: string, value: string, first: string, firstLine: number) =>
    `${field} ${quoted(value)} differs from ${quoted(first)} on line ${firstLine}; a report covers one store and one period.`,
  emptyReport: "The file has a header row but no lines.",
  emptyFile: "The file is empty.",
  moreProblems: (count: number) =>
    `and ${count.toLocaleString("en")} more problems (the first ones are listed).`,
} as const;
