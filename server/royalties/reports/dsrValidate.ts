import type { Readable } from "node:stream";
import { parseDecimal } from "@common/money/decimal.ts";
import { parseDsr } from "./dsrParser.ts";
import type {
  DsrFoot,
  DsrHead,
  DsrRecord,
  DsrRelease,
  DsrResource,
  DsrSummary,
  DsrUsage,
} from "./dsrRecords.ts";
import { ProblemList, type ReportLine } from "./reportLine.ts";
import { ReportMessages } from "./reportMessages.ts";
import { readAmount, readCurrency, readDate, readRate } from "./reportValues.ts";

/**
 * The checks a DSR file passes before anything is booked (docs/royalties.md, "Importing store
 * reports"), in one pass over its records, keeping only the summaries and the block in progress:
 * one HEAD first and one FOOT last, FOOT's counts equal to the file's, each SU02 pointing at a
 * summary of the file and a resource of its block, each summary's usages adding up to its total.
 * Usage lines come out as they are read, ready to store; the import books them only if the
 * outcome has no problems.
 */

interface SummaryState {
  record: DsrSummary;
  /** False when a cell the lines need is unusable; the problem is already noted. */
  usable: boolean;
  counted: bigint;
}

interface BlockState {
  release: DsrRelease;
  resources: Map<string, DsrResource>;
}

export interface DsrOutcome {
  head: DsrHead | null;
  /** HEAD's UsageStartDate and UsageEndDate, when both are dates and in order. */
  period: { start: string; end: string } | null;
  encoding: string | null;
  lines: number;
  summaries: number;
  blocks: number;
  usageLines: number;
  problems: ProblemList;
}

/** Identifiers may carry a namespace ("ISRC::SE5Q52400001") or several values ("A|B"). */
const PLAIN_CODE = /^[0-9A-Z]+$/;

function codeOf(value: string): string | null {
  // Most codes are already plain (no namespace, list or dashes): no new strings for them.
  if (PLAIN_CODE.test(value)) return value;
  const first = value.split("|")[0] ?? "";
  const code = first
    .slice(first.lastIndexOf(":") + 1)
    .replaceAll("-", "")
    .toUpperCase();
  return code === "" ? null : code;
}

class DsrValidator {
  readonly problems: ProblemList;
  head: DsrHead | null = null;
  #period: DsrOutcome["period"] = null;
  #records = 0;
  #foot: DsrFoot | null = null;
  #lines = 0;
  #summaries = new Map<string, SummaryState>();
  #blocks = 0;
  #block: BlockState | null = null;
  #usageLines = 0;

  constructor(problems = new ProblemList()) {
    this.problems = problems;
  }

  /** Takes the next record; answers the usage line it makes, if it makes one. */
  accept(record: DsrRecord): ReportLine | null {
    if (record.kind === "end") {
      this.#lines = record.lines;
      return null;
    }
    this.#records += 1;
    if (this.#foot) {
      this.problems.add(record.line, ReportMessages.afterFoot(recordName(record)));
      return null;
    }
    switch (record.kind) {
      case "head":
        this.#acceptHead(record);
        return null;
      case "summary":
        this.#acceptSummary(record);
        return null;
      case "release":
        this.#blocks += 1;
        this.#block = { release: record, resources: new Map() };
        if (record.blockId === "")
          this.problems.add(record.line, ReportMessages.missing("BlockId"));
        return null;
      case "resource":
        if (this.#blockOf(record, "AS02"))
          this.#block?.resources.set(record.resourceReference, record);
        return null;
      case "usage":
        return this.#acceptUsage(record);
      case "foot":
        this.#foot = record;
        return null;
      case "other":
        this.problems.add(record.line, ReportMessages.unknownRecord(record.recordType));
        return null;
    }
  }

  /** The checks that need the whole file; call once the records are read. */
  finish(encoding: string | null = null): DsrOutcome {
    const { problems } = this;
    if (!this.head) problems.add(null, ReportMessages.noHead);
    for (const { record, usable, counted } of this.#summaries.values()) {
      if (!usable || record.usages === null) continue;
      if (counted !== record.usages)
        problems.add(
          record.line,
          ReportMessages.usagesDoNotAddUp(record.summaryId, record.usages, counted),
        );
      else if (record.usages === 0n && parseDecimal(record.netRevenue).units !== 0n)
        problems.add(
          record.line,
          ReportMessages.nothingToShare(record.summaryId, record.netRevenue),
        );
    }
    if (this.#foot) this.#checkFoot(this.#foot);
    else problems.add(null, ReportMessages.noFoot);
    return {
      head: this.head,
      period: this.#period,
      encoding,
      lines: this.#lines,
      summaries: this.#summaries.size,
      blocks: this.#blocks,
      usageLines: this.#usageLines,
      problems,
    };
  }

  #acceptHead(head: DsrHead): void {
    if (this.head) {
      this.problems.add(head.line, ReportMessages.secondHead);
      return;
    }
    this.head = head;
    if (this.#records > 1) this.problems.add(head.line, ReportMessages.headNotFirst);
    const start = readDate(this.problems, head.line, "UsageStartDate", head.usageStartDate);
    const end = readDate(this.problems, head.line, "UsageEndDate", head.usageEndDate);
    // ISO dates compare as text.
    if (start && end && start > end)
      this.problems.add(
        head.line,
        ReportMessages.endsBeforeStart("UsageStartDate", start, "UsageEndDate", end),
      );
    else if (start && end) this.#period = { start, end };
    const files = head.numberOfFiles ?? 1;
    if (files > 1)
      this.problems.add(head.line, ReportMessages.multiFile(head.fileNumber ?? 1, files));
  }

  #acceptSummary(record: DsrSummary): void {
    const { problems } = this;
    const { line } = record;
    if (this.#blocks > 0) problems.add(line, ReportMessages.summaryAfterBlocks);
    if (record.summaryId === "") {
      problems.add(line, ReportMessages.missing("SummaryRecordId"));
      return;
    }
    const earlier = this.#summaries.get(record.summaryId);
    if (earlier) {
      problems.add(line, ReportMessages.duplicateSummary(record.summaryId, earlier.record.line));
      return;
    }
    const currencyField = record.recordType === "SY01" ? "CurrencyOfReporting" : "Currency";
    const checks = [
      record.usages !== null,
      readCurrency(problems, line, currencyField, record.currency) !== null,
      readAmount(problems, line, "NetRevenue", record.netRevenue) !== null,
      record.exchangeRate === "" ||
        readRate(problems, line, "ExchangeRate", record.exchangeRate) !== null,
    ];
    this.#summaries.set(record.summaryId, {
      record,
      usable: checks.every(Boolean),
      counted: 0n,
    });
  }

  /** Whether an AS02 or SU02 belongs to the block in progress (a problem is noted if not). */
  #blockOf(record: DsrResource | DsrUsage, type: string): boolean {
    const block = this.#block;
    if (!block) {
      this.problems.add(record.line, ReportMessages.recordOutsideBlock(type));
      return false;
    }
    if (record.blockId !== block.release.blockId) {
      this.problems.add(
        record.line,
        ReportMessages.wrongBlock(type, record.blockId, block.release.blockId),
      );
      return false;
    }
    return true;
  }

  #acceptUsage(usage: DsrUsage): ReportLine | null {
    const { problems } = this;
    const { line } = usage;
    this.#usageLines += 1;
    const inBlock = this.#blockOf(usage, "SU02");
    const summary = this.#summaries.get(usage.summaryId);
    if (!summary) problems.add(line, ReportMessages.unknownSummary(usage.summaryId || "(empty)"));
    else if (usage.streams !== null) summary.counted += BigInt(usage.streams);
    const block = this.#block;
    if (!inBlock || !block) return null;

    let resource: DsrResource | null = null;
    if (usage.transactedResource !== "") {
      resource = block.resources.get(usage.transactedResource) ?? null;
      if (!resource) {
        problems.add(
          line,
          ReportMessages.unknownResource(usage.transactedResource, block.release.blockId),
        );
        return null;
      }
    } else if (usage.transactedRelease === "") {
      problems.add(line, ReportMessages.missing("TransactedResource"));
      return null;
    } else if (usage.transactedRelease !== block.release.releaseReference) {
      problems.add(
        line,
        ReportMessages.unknownRelease(
          usage.transactedRelease,
          block.release.blockId,
          block.release.releaseReference,
        ),
      );
      return null;
    }
    if (!summary?.usable || usage.streams === null || usage.isRoyaltyBearing === null) return null;

    const { record } = summary;
    return {
      line,
      isrc: resource ? codeOf(resource.isrc) : null,
      icpn: codeOf(block.release.icpn),
      title: (resource ?? block.release).title || null,
      artist: (resource ?? block.release).displayArtistName || null,
      territory: record.territory,
      useType: usage.useType || record.useType,
      streams: usage.streams,
      currency: record.currency,
      netRevenue: null,
      share: {
        summaryId: record.summaryId,
        netRevenue: record.netRevenue,
        totalUsages: record.usages ?? 0n,
      },
      exchangeRate:
        record.exchangeRate === ""
          ? null
          : { rate: record.exchangeRate, baseCurrency: record.exchangeRateBaseCurrency || null },
      isRoyaltyBearing: usage.isRoyaltyBearing,
    };
  }

  #checkFoot(foot: DsrFoot): void {
    const check = (field: string, stated: bigint | null, counted: number) => {
      if (stated !== null && stated !== BigInt(counted))
        this.problems.add(foot.line, ReportMessages.footCount(field, stated, counted));
    };
    check("NumberOfLinesInFile", foot.linesInFile, this.#lines);
    check("NumberOfSummaryRecords", foot.summaryRecords, this.#summaries.size);
    check("NumberOfBlocksInFile", foot.blocksInFile, this.#blocks);
    // A report sent as one file: the report's counts are the file's.
    if ((this.head?.numberOfFiles ?? 1) <= 1) {
      check("NumberOfLinesInReport", foot.linesInReport, this.#lines);
      check("NumberOfBlocksInReport", foot.blocksInReport, this.#blocks);
    }
  }
}

const RECORD_NAMES = {
  head: "HEAD",
  summary: "A summary record",
  release: "RE01",
  resource: "AS02",
  usage: "SU02",
  foot: "A second FOOT",
  other: "A record",
} as const;

const recordName = (record: Exclude<DsrRecord, { kind: "end" }>) => RECORD_NAMES[record.kind];

export interface DsrReport {
  /** The usage lines, as the file is read. */
  lines: AsyncGenerator<ReportLine>;
  /** What the whole file came to; available once `lines` is read to the end. */
  outcome: () => DsrOutcome;
}

/** Reads and checks a DSR file in one pass (see DsrValidator). */
export function readDsrReport(source: Readable): DsrReport {
  const validator = new DsrValidator();
  const parsed = parseDsr(source, validator.problems);
  let outcome: DsrOutcome | null = null;
  async function* lines(): AsyncGenerator<ReportLine> {
    for await (const record of parsed.records) {
      const line = validator.accept(record);
      if (line) yield line;
    }
    outcome = validator.finish(parsed.encoding());
  }
  return {
    lines: lines(),
    outcome: () => {
      if (!outcome) throw new Error("Read the report's lines to the end before its outcome.");
      return outcome;
    },
  };
}
