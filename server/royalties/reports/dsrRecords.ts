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

/** Cells after the record type, by position; "" when a short row lacks it. */
type Cells = (index: number) => string;

function headOf(line: number, cell: Cells, problems: ProblemList): DsrHead {
  const optionalCount = (field: string, index: number) =>
    cell(index) === "" ? null : readCount(problems, line, field, cell(index));
  return {
    kind: "head",
    line,
    messageVersion: cell(0),
    profile: cell(1),
    messageId: cell(3),
    fileNumber: optionalCount("FileNumber", 5),
    numberOfFiles: optionalCount("NumberOfFiles", 6),
    usageStartDate: cell(7),
    usageEndDate: cell(8),
    senderPartyId: cell(9),
    senderName: cell(10),
    serviceDescription: cell(11),
    recipientPartyId: cell(12),
    recipientName: cell(13),
  };
}

function summaryOf(
  line: number,
  recordType: "SY01" | "SY02",
  cell: Cells,
  problems: ProblemList,
): DsrSummary {
  const sy01 = recordType === "SY01";
  return {
    kind: "summary",
    line,
    recordType,
    summaryId: cell(0),
    commercialModel: cell(3),
    useType: cell(4),
    territory: cell(5),
    serviceDescription: cell(6),
    usages: readBigCount(problems, line, sy01 ? "TotalUsages" : "Usages", cell(7)),
    currency: cell(9),
    netRevenue: cell(10),
    exchangeRate: sy01 ? cell(13) : cell(19),
    exchangeRateBaseCurrency: sy01 ? cell(12) : cell(18),
  };
}

function usageOf(line: number, cell: Cells, problems: ProblemList): DsrUsage {
  return {
    kind: "usage",
    line,
    blockId: cell(0),
    summaryId: cell(1),
    salesTransactionId: cell(2),
    transactedRelease: cell(3),
    transactedResource: cell(4),
    isRoyaltyBearing: readBoolean(problems, line, "IsRoyaltyBearing", cell(5)),
    streams: readCount(problems, line, "NumberOfStreams", cell(6)),
    useType: cell(9),
  };
}

function footOf(line: number, cell: Cells, problems: ProblemList): DsrFoot {
  const count = (field: string, index: number) => readBigCount(problems, line, field, cell(index));
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
export function recordOf(line: number, row: readonly string[], problems: ProblemList): DsrRecord {
  const recordType = row[0] ?? "";
  const cell: Cells = (index) => (row[index + 1] ?? "").trim();
  const dot = recordType.indexOf(".");
  switch (dot < 0 ? recordType : recordType.slice(0, dot)) {
    case "HEAD":
      return headOf(line, cell, problems);
    case "SY01":
      return summaryOf(line, "SY01", cell, problems);
    case "SY02":
      return summaryOf(line, "SY02", cell, problems);
    case "RE01":
      return {
        kind: "release",
        line,
        blockId: cell(0),
        releaseReference: cell(1),
        dspReleaseId: cell(2),
        catalogNumber: cell(4),
        icpn: cell(5),
        displayArtistName: cell(6),
        title: cell(8),
      };
    case "AS02":
      return {
        kind: "resource",
        line,
        blockId: cell(0),
        resourceReference: cell(1),
        dspResourceId: cell(2),
        isrc: cell(3),
        title: cell(4),
        displayArtistName: cell(6),
        duration: cell(8),
      };
    case "SU02":
      return usageOf(line, cell, problems);
    case "FOOT":
      return footOf(line, cell, problems);
    default:
      return { kind: "other", line, recordType };
  }
}
