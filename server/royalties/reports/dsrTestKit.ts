import { Readable } from "node:stream";
import type { DsrOutcome } from "./dsrValidate.ts";
import { readDsrReport } from "./dsrValidate.ts";
import type { ReportLine } from "./reportLine.ts";

/**
 * A small DSR file as the spec notes describe one (../shared/spec/dsr.md): two summaries, two
 * blocks, comments with column names. Tests change a line or two of it to make each problem.
 */
export const SMALL_DSR: readonly string[] = [
  "HEAD\tdsrf/basicaudio/14\tBasicAudioProfile\t1.4\tMSG-1\t2025-02-03T10:00:00Z\t1\t1\t2025-01-01\t2025-01-31\tDPID::PADPIDA0000000001X\tExample Store\tStreaming\tDPID::PADPIDA0000000002Y\tOffbeat Records\tAudio",
  "#SY02\tSummaryRecordId\tDistributionChannel\tDistributionChannelDPID\tCommercialModel\tUseType\tTerritory\tServiceDescription\tUsages\tUsers\tCurrency\tNetRevenue",
  "SY02.03\tS1\tExample Store\tDPID::PADPIDA0000000001X\tSubscriptionModel\tOnDemandStream\tSE\tPremium\t300\t20\tSEK\t12.345678\t\t\t\t\t\t\t\tEUR\t11.2",
  "SY02.03\tS2\tExample Store\tDPID::PADPIDA0000000001X\tAdvertisementSupportedModel\tOnDemandStream\tNO\tFree\t50\t9\tNOK\t0.75",
  "#RE01\tBlockId\tReleaseReference\tDspReleaseId\tProprietaryReleaseId\tCatalogNumber\tICPN\tDisplayArtistName",
  "RE01.02\tB1\tR0\tDSP-R1\t\tCAT1\t0742779123456\tThe Offbeats\t\tFirst Light",
  "AS02.03\tB1\tA1\tDSP-A1\tISRC::SE-5Q5-24-00001\tMorning\t\tThe Offbeats\t\tPT2M44S\tSoundRecording",
  "AS02.03\tB1\tA2\tDSP-A2\tSE5Q52400002\tNoon\t\tThe Offbeats\t\tPT3M01S\tSoundRecording",
  "SU02.02\tB1\tS1\tT1\tR0\tA1\tTRUE\t200\t\t\tOnDemandStream",
  "SU02.02\tB1\tS2\tT2\tR0\tA2\tFALSE\t50",
  "RE01.02\tB2\tR0\tDSP-R2\t\tCAT2\t0742779654321\tNora N\t\tSingle",
  "SU02.02\tB2\tS1\tT3\tR0\t\tTRUE\t100\t\t\tOnDemandStream",
  "FOOT\t13\t13\t2\t2\t2",
];

export const dsrText = (lines: readonly string[], lineEnd = "\n") =>
  lines.map((line) => line + lineEnd).join("");

/** The lines with line `number` (1-based) replaced. */
export const withLine = (number: number, text: string, lines = SMALL_DSR) =>
  lines.map((line, index) => (index === number - 1 ? text : line));

export interface ReadReport {
  lines: ReportLine[];
  outcome: DsrOutcome;
  problems: string[];
}

/** Reads a whole report from text or bytes, split into small chunks to exercise the seams. */
export async function readDsr(content: string | Buffer, chunkSize = 7): Promise<ReadReport> {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += chunkSize)
    chunks.push(bytes.subarray(start, start + chunkSize));
  const report = readDsrReport(Readable.from(chunks));
  const lines: ReportLine[] = [];
  for await (const line of report.lines) lines.push(line);
  const outcome = report.outcome();
  return { lines, outcome, problems: outcome.problems.messages() };
}
