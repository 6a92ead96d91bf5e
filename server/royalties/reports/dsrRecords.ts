import type { ProblemList } from "./reportLine.ts";
import { readBigCount, readBoolean, readCount } from "./reportValues.ts";

/**
 * The DSR records Offbeat reads (Basic Audio profile, ../shared/spec/dsr.md) and how a row of
 * cells becomes one. Cell positions follow the standard's order after the record type; a short
 * row (trailing empty cells dropped by a spreadsheet) reads its missing cells as empty.
 * Amounts stay text here; dsrValidate.ts checks the ones the import uses.
 */

export interface DsrHead {
  kind: "head";
  line: number;
  messageVersion: string;
  profile: string;
  messageId: string;
  fileNumber: number | null;
  numberOfFiles: number | null;
  usageStartDate: string;
  usageEndDate: string;
  senderPartyId: string;
  senderName: string;
  serviceDescription: string;
  recipientPartyId: string;
  recipientName: string;
}

export interface DsrSummary {
  kind: "summary";
  line: number;
  recordType: "SY01" | "SY02";
  summaryId: string;
  commercialModel: string;
  useType: string;
  territory: string;
  serviceDescription: string;
  /** TotalUsages (SY01) or Usages (SY02): what the summary's SU02 lines add up to. */
  usages: bigint | null;
  /** CurrencyOfReporting (SY01) or Currency (SY02): NetRevenue's currency. */
  currency: string;
  netRevenue: string;
  exchangeRate: string;
  /** CurrencyOfTransaction (SY01) or ExchangeRateBaseCurrency (SY02). */
  exchangeRateBaseCurrency: string;
}

export interface DsrRelease {
  kind: "release";
  line: number;
  blockId: string;
  releaseReference: string;
  dspReleaseId: string;
  icpn: string;
  catalogNumber: string;
  displayArtistName: string;
  title: string;
}

export interface DsrResource {
  kind: "resource";
  line: number;
  blockId: string;
  resourceReference: string;
  dspResourceId: string;
  isrc: string;
  title: string;
  displayArtistName: string;
  duration: string;
}

export interface DsrUsage {
  kind: "usage";
  line: number;
  blockId: string;
  summaryId: string;
  salesTransactionId: string;
  transactedRelease: string;
  transactedResource: string;
  isRoyaltyBearing: boolean | null;
  streams: number | null;
  useType: string;
}

export interface DsrFoot {
  kind: "foot";
  line: number;
  linesInFile: bigint | null;
  linesInReport: bigint | null;
  summaryRecords: bigint | null;
  blocksInFile: bigint | null;
  blocksInReport: bigint | null;
}

/** A record type Offbeat does not read; the validator refuses the file rather than skip money. */
interface DsrOther {
  kind: "other";
  line: number;
  recordType: string;
}

/** After the last line: how many lines the file has, comments and blank lines included. */
interface DsrEnd {
  kind: "end";
  lines: number;
}

export type DsrRecord =
  | DsrHead
  | DsrSummary
  | DsrRelease
  | DsrResource
  | DsrUsage
  | DsrFoot
  | DsrOther
  | DsrEnd;

/** A record's cells, its type first. */
type Row = readonly string[];

/**
 * The cell at `index` after the record type; "" when a short row lacks it. A function of its
 * own rather than a closure made per record: a million usage lines would make a million.
 */
const cell = (row: Row, index: number): string => (row[index + 1] ?? "").trim();

function headOf(line: number, row: Row, problems: ProblemList): DsrHead {
  const optionalCount = (field: string, index: number) =>
    cell(row, index) === "" ? null : readCount(problems, line, field, cell(row, index));
  return {
    kind: "head",
    line,
    messageVersion: cell(row, 0),
    profile: cell(row, 1),
    messageId: cell(row, 3),
    fileNumber: optionalCount("FileNumber", 5),
    numberOfFiles: optionalCount("NumberOfFiles", 6),
    usageStartDate: cell(row, 7),
    usageEndDate: cell(row, 8),
    senderPartyId: cell(row, 9),
    senderName: cell(row, 10),
    serviceDescription: cell(row, 11),
    recipientPartyId: cell(row, 12),
    recipientName: cell(row, 13),
  };
}

function summaryOf(
  line: number,
  recordType: "SY01" | "SY02",
  row: Row,
  problems: ProblemList,
): DsrSummary {
  const sy01 = recordType === "SY01";
  return {
    kind: "summary",
    line,
    recordType,
    summaryId: cell(row, 0),
    commercialModel: cell(row, 3),
    useType: cell(row, 4),
    territory: cell(row, 5),
    serviceDescription: cell(row, 6),
    usages: readBigCount(problems, line, sy01 ? "TotalUsages" : "Usages", cell(row, 7)),
    currency: cell(row, 9),
    netRevenue: cell(row, 10),
    exchangeRate: sy01 ? cell(row, 13) : cell(row, 19),
    exchangeRateBaseCurrency: sy01 ? cell(row, 12) : cell(row, 18),
  };
}

function usageOf(line: number, row: Row, problems: ProblemList): DsrUsage {
  return {
    kind: "usage",
    line,
    blockId: cell(row, 0),
    summaryId: cell(row, 1),
    salesTransactionId: cell(row, 2),
    transactedRelease: cell(row, 3),
    transactedResource: cell(row, 4),
    isRoyaltyBearing: readBoolean(problems, line, "IsRoyaltyBearing", cell(row, 5)),
    streams: readCount(problems, line, "NumberOfStreams", cell(row, 6)),
    useType: cell(row, 9),
  };
}

function footOf(line: number, row: Row, problems: ProblemList): DsrFoot {
  const count = (field: string, index: number) =>
    readBigCount(problems, line, field, cell(row, index));
  return {
    kind: "foot",
    line,
    linesInFile: count("NumberOfLinesInFile", 0),
    linesInReport: count("NumberOfLinesInReport", 1),
    summaryRecords: count("NumberOfSummaryRecords", 2),
    blocksInFile: count("NumberOfBlocksInFile", 3),
    blocksInReport: count("NumberOfBlocksInReport", 4),
  };
}

/**
 * A row of cells (record type first) as a record. The type's version suffix ("SY02.03") is
 * ignored: later versions only add cells at the end.
 */
export function recordOf(line: number, row: Row, problems: ProblemList): DsrRecord {
  const recordType = row[0] ?? "";
  const dot = recordType.indexOf(".");
  switch (dot < 0 ? recordType : recordType.slice(0, dot)) {
    case "HEAD":
      return headOf(line, row, problems);
    case "SY01":
      return summaryOf(line, "SY01", row, problems);
    case "SY02":
      return summaryOf(line, "SY02", row, problems);
    case "RE01":
      return {
        kind: "release",
        line,
        blockId: cell(row, 0),
        releaseReference: cell(row, 1),
        dspReleaseId: cell(row, 2),
        catalogNumber: cell(row, 4),
        icpn: cell(row, 5),
        displayArtistName: cell(row, 6),
        title: cell(row, 8),
      };
    case "AS02":
      return {
        kind: "resource",
        line,
        blockId: cell(row, 0),
        resourceReference: cell(row, 1),
        dspResourceId: cell(row, 2),
        isrc: cell(row, 3),
        title: cell(row, 4),
        displayArtistName: cell(row, 6),
        duration: cell(row, 8),
      };
    case "SU02":
      return usageOf(line, row, problems);
    case "FOOT":
      return footOf(line, row, problems);
    default:
      return { kind: "other", line, recordType };
  }
}
