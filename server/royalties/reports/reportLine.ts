import { ReportMessages } from "./reportMessages.ts";

/**
 * One usage line of a store report, as the importer stores it, whatever the format (DSR or CSV).
 * Amounts are decimal strings exactly as the file wrote them (common/money/decimal.ts reads
 * them); counts are integers.
 */
export interface ReportLine {
  /** The line of the file it came from (1-based, comments and header rows counted). */
  line: number;
  isrc: string | null;
  /** The release's UPC/EAN. */
  icpn: string | null;
  /** Shown to staff in the unmatched queue. */
  title: string | null;
  artist: string | null;
  territory: string;
  useType: string;
  /** Streams, downloads or other uses, as the store counted them. */
  streams: number;
  currency: string;
  /** The line's own amount (CSV reports), in `currency`. */
  netRevenue: string | null;
  /**
   * When the line carries no amount (DSR), its summary's revenue to share pro rata:
   * the line earns share.netRevenue × streams / share.totalUsages (../shared/spec/dsr.md).
   */
  share: SummaryShare | null;
  /** The rate the report states to convert `currency` (DSR summaries), kept with the line. */
  exchangeRate: ExchangeRate | null;
  /** FALSE lines are counted as usage but earn nothing. */
  isRoyaltyBearing: boolean;
}

interface SummaryShare {
  summaryId: string;
  netRevenue: string;
  totalUsages: bigint;
}

interface ExchangeRate {
  rate: string;
  /** The currency the rate converts to or from, as the summary names it. */
  baseCurrency: string | null;
}

/** A problem that keeps the report from being booked. */
export interface ReportProblem {
  /** null when the problem is the file's, not a line's (no FOOT, say). */
  line: number | null;
  message: string;
}

const describeProblem = (problem: ReportProblem): string =>
  problem.line === null ? problem.message : `Line ${problem.line}: ${problem.message}`;

/** A damaged million-line file could have a million problems; staff need the first few. */
const KEPT_PROBLEMS = 200;

/** Problems in file order, the first KEPT_PROBLEMS kept, the rest only counted. */
export class ProblemList {
  readonly kept: ReportProblem[] = [];
  count = 0;

  add(line: number | null, message: string): void {
    this.count += 1;
    if (this.kept.length < KEPT_PROBLEMS) this.kept.push({ line, message });
  }

  /** What to show: the kept problems in line order and, when some were left out, how many. */
  messages(): string[] {
    const byLine = [...this.kept].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
    const shown = byLine.map(describeProblem);
    const more = this.count - this.kept.length;
    return more > 0 ? [...shown, ReportMessages.moreProblems(more)] : shown;
  }
}
