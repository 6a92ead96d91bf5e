import { Readable } from "node:stream";

/**
 * A valid DSR flat file of whatever size is asked, the same for the same seed: for the tests and for the
 * import benchmark (issue 19: "a generated 1-million-line DSR file"). HEAD, a few SY02 summaries
 * (one per territory, with column-name comments as stores write them), then blocks of one RE01,
 * one to three AS02 and one SU02 per resource and summary, and a FOOT whose counts are right.
 *
 * Memory stays flat whatever the size: a summary's Usages must be written before its lines, so
 * the random stream counts are drawn twice from the same seed (a first pass only adds them up).
 */
export interface DsrGeneratorOptions {
  usageLines: number;
  seed?: number;
  /** Territories, one SY02 summary each. */
  territories?: readonly string[];
  currency?: string;
  lineEnd?: "\n" | "\r\n";
}

/** Small, fast and deterministic (mulberry32); statistical quality does not matter here. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const streamsFrom = (random: () => number) => 1 + Math.floor(random() * 5000);

/** A GTIN-13-style UPC with its check digit, unique per block. */
function upcOf(block: number): string {
  const digits = `20${String(block).padStart(10, "0")}`;
  const sum = [...digits].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

/** An ISRC shape (CC XXX YY NNNNN), unique per resource. */
const isrcOf = (resource: number) =>
  `QZ${Math.floor(resource / 100_000)
    .toString(36)
    .toUpperCase()
    .padStart(3, "0")}24${String(resource % 100_000).padStart(5, "0")}`;

/** A summary's revenue: its usages at a deterministic per-mille rate, exact to six decimals. */
function revenueOf(usages: bigint, summary: number): string {
  return microsText(usages * BigInt(3_100 + summary * 250));
}

/** Millionths as a decimal string with six places (1234567n → "1.234567"), exact. */
export function microsText(micros: bigint): string {
  const text = micros.toString().padStart(7, "0");
  return `${text.slice(0, -6)}.${text.slice(-6)}`;
}

/** The column-name comments stores write before each record type (generated and demo files). */
export const SUMMARY_COLUMNS =
  "#SY02\tSummaryRecordId\tDistributionChannel\tDistributionChannelDPID\tCommercialModel\tUseType\tTerritory\tServiceDescription\tUsages\tUsers\tCurrency\tNetRevenue";
export const BLOCK_COLUMNS = [
  "#RE01\tBlockId\tReleaseReference\tDspReleaseId\tProprietaryReleaseId\tCatalogNumber\tICPN\tDisplayArtistName\tDisplayArtistPartyId\tTitle",
  "#AS02\tBlockId\tResourceReference\tDspResourceId\tISRC\tTitle\tSubTitle\tDisplayArtistName\tDisplayArtistPartyId\tDuration\tResourceType",
  "#SU02\tBlockId\tSummaryRecordId\tSalesTransactionId\tTransactedRelease\tTransactedResource\tIsRoyaltyBearing\tNumberOfStreams\tPriceConsumerPaidExcSalesTax\tPromotionalActivity\tUseType",
];

function* dsrLines(options: DsrGeneratorOptions): Generator<string> {
  const seed = options.seed ?? 1;
  const territories = options.territories ?? ["SE", "NO", "DE", "US"];
  const currency = options.currency ?? "EUR";
  const total = options.usageLines;

  const usages = territories.map(() => 0n);
  const firstPass = randomFrom(seed);
  for (let index = 0; index < total; index += 1)
    usages[index % territories.length]! += BigInt(streamsFrom(firstPass));

  yield `HEAD\tdsrf/basicaudio/14\tBasicAudioProfile\t1.4\tOFFBEAT-${seed}\t2025-02-03T10:00:00Z\t1\t1\t2025-01-01\t2025-01-31\tDPID::PADPIDA0000000001X\tExample Store\tStreaming\tDPID::PADPIDA0000000002Y\tOffbeat Records\tAudio`;
  yield SUMMARY_COLUMNS;
  for (const [index, territory] of territories.entries())
    yield `SY02.03\tS${index + 1}\tExample Store\tDPID::PADPIDA0000000001X\tSubscriptionModel\tOnDemandStream\t${territory}\tPremium\t${usages[index]}\t1000\t${currency}\t${revenueOf(usages[index]!, index)}`;
  yield* BLOCK_COLUMNS;

  const random = randomFrom(seed);
  let written = 0;
  let block = 0;
  let resource = 0;
  while (written < total) {
    block += 1;
    yield `RE01.02\tB${block}\tR0\tDSP-R${block}\t\tCAT${block}\t${upcOf(block)}\tArtist ${block % 997}\t\tRelease ${block}\t\tAlbum\tOffbeat Records`;
    const resources = 1 + (block % 3);
    for (let own = 1; own <= resources && written < total; own += 1) {
      resource += 1;
      yield `AS02.03\tB${block}\tA${own}\tDSP-A${resource}\t${isrcOf(resource)}\tTrack ${own}\t\tArtist ${block % 997}\t\tPT3M${String(own * 7).padStart(2, "0")}S\tSoundRecording`;
      for (const index of territories.keys()) {
        if (written >= total) break;
        written += 1;
        yield `SU02.02\tB${block}\tS${index + 1}\tT${written}\tR0\tA${own}\tTRUE\t${streamsFrom(random)}\t\t\tOnDemandStream`;
      }
    }
  }
  const lines = 1 + 1 + territories.length + BLOCK_COLUMNS.length + written + block + resource + 1;
  yield `FOOT\t${lines}\t${lines}\t${territories.length}\t${block}\t${block}`;
}

/** The file as a byte stream, in chunks of about 64 KB. */
export function generateDsr(options: DsrGeneratorOptions): Readable {
  const lineEnd = options.lineEnd ?? "\n";
  function* chunks(): Generator<string> {
    let chunk = "";
    for (const line of dsrLines(options)) {
      chunk += line + lineEnd;
      if (chunk.length >= 65_536) {
        yield chunk;
        chunk = "";
      }
    }
    if (chunk !== "") yield chunk;
  }
  return Readable.from(chunks(), { objectMode: false });
}
