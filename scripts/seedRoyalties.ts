import { Readable } from "node:stream";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../server/context.ts";
import { releases, royaltyReports, stores, tracks } from "../server/db/schema/index.ts";
import { moveAppClock } from "../server/lib/clock.ts";
import type { Actor } from "../server/policies/user.ts";
import { parseReport } from "../server/royalties/import/parseReport.ts";
import { uploadReport } from "../server/royalties/import/uploadReport.ts";
import { closeEndedPeriods } from "../server/royalties/periods/closePeriods.ts";
import { postReport } from "../server/royalties/posting/postReport.ts";
import {
  BLOCK_COLUMNS,
  microsText,
  SUMMARY_COLUMNS,
} from "../server/royalties/reports/generateDsr.ts";

/**
 * The demo's money (issue 19): DSR reports from two stores for the demo's delivered releases,
 * imported, checked and posted through the real commands as the demo staff member would
 * (upload, the parse job's work, post), so the artists' Earnings pages, the unmatched queue and
 * the admin Finance overview have something to show after `npm run seed`. One report also
 * names a release that is not in the catalogue, whose lines wait in the unmatched queue.
 *
 * Stores report a month after the sales. The older month's report was booked early last month,
 * as the demo staff member would have posted it then (the application's clock set to that day
 * for the posting, so its journal entry and the report carry that date), and last month is
 * closed as the hourly close would have closed it: its statements are made and mailed, and the
 * artists have money to withdraw. The latest month's reports are booked today and show as
 * pending until this month closes.
 */

interface DemoTrack {
  isrc: string;
  title: string;
  durationSeconds: number;
}

interface DemoRelease {
  upc: string;
  title: string;
  artist: string;
  tracks: DemoTrack[];
}

interface DemoStore {
  id: string;
  name: string;
  /** The store's DPID as saved in Admin Tools, else the DDEX test party id. */
  dpid: string;
  /** Net revenue per stream in millionths of the ledger's currency (exact, no floats). */
  microsPerStream: bigint;
}

/** The stores that report in the demo, and what a stream earns there. */
const DEMO_STORES: { id: string; microsPerStream: bigint }[] = [
  { id: "spotify", microsPerStream: 31_500n },
  { id: "apple_music", microsPerStream: 62_000n },
];
/** DDEX's party id for examples and tests, for a demo store with none saved. */
const TEST_DPID = "PADPIDA0000000001X";
const TERRITORIES = ["SE", "NO", "DE", "GB", "US"];

/**
 * A release the catalogue does not have (a store's mistake, or another label's music): its
 * lines wait in the unmatched queue. Its codes are made up (the GTIN in the restricted-
 * circulation range, prefix 2, that no retail product carries).
 */
const UNKNOWN: DemoRelease = {
  upc: "2999999000017",
  title: "Harbour Lights",
  artist: "Mira Vale",
  tracks: [{ isrc: "ZZDMO2600001", title: "Harbour Lights", durationSeconds: 212 }],
};

/** Sales months reported: the two months before `now`'s (stores report a month after). */
function salesMonths(now: Date): string[] {
  return [2, 1].map((back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
}

const lastDay = (month: string) => {
  const [year = 1970, number = 1] = month.split("-").map(Number);
  return `${month}-${String(new Date(Date.UTC(year, number, 0)).getUTCDate()).padStart(2, "0")}`;
};

/** When the store wrote the report: early in the month after the one it covers. */
const writtenAfter = (month: string) => {
  const [year = 1970, number = 1] = month.split("-").map(Number);
  return `${new Date(Date.UTC(year, number, 5)).toISOString().slice(0, 10)}T09:00:00Z`;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `work` with the application's clock at `moment`, and puts it back after. The clock is the
 * process's: `npm run seed` runs alone with no job workers, so nothing else reads it meanwhile.
 * (The seed's test runs it in a test process whose jobs could, for those few milliseconds; the
 * seed has queued none that read the clock.)
 */
async function onDay<T>(moment: Date, work: () => Promise<T>): Promise<T> {
  moveAppClock((moment.getTime() - Date.now()) / DAY_MS);
  try {
    return await work();
  } finally {
    moveAppClock(0);
  }
}

const duration = (seconds: number) => `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;

/** Streams of a track in a territory that month: varied, deterministic, never zero. */
const streamsOf = (track: number, territory: number, month: number, store: number) =>
  BigInt(
    400 + ((track * 7919 + territory * 104_729 + month * 1_299_709 + store * 15_485_863) % 9600),
  );

/**
 * A DSR flat file (../shared/spec/dsr.md) of one store and month: a usage summary per
 * territory, a block per release with its tracks and a usage line per track and territory, the
 * summary's NetRevenue shared over them by the importer, and a FOOT whose counts are right.
 */
function demoDsr(
  store: DemoStore & { index: number },
  month: string,
  monthIndex: number,
  catalogue: DemoRelease[],
  label: { name: string; currency: string },
): string {
  const usage: string[] = [];
  const usages = TERRITORIES.map(() => 0n);
  const blocks: string[] = [];
  let transaction = 0;
  let trackIndex = 0;
  for (const [blockIndex, release] of catalogue.entries()) {
    const block = `B${blockIndex + 1}`;
    blocks.push(
      `RE01.02\t${block}\tR0\t${store.id.toUpperCase()}-R${blockIndex + 1}\t\t\t${release.upc}\t${release.artist}\t\t${release.title}`,
    );
    for (const [own, track] of release.tracks.entries()) {
      trackIndex += 1;
      blocks.push(
        `AS02.03\t${block}\tA${own + 1}\t${store.id.toUpperCase()}-A${trackIndex}\t${track.isrc}\t${track.title}\t\t${release.artist}\t\t${duration(track.durationSeconds)}\tSoundRecording`,
      );
      for (const [territory] of TERRITORIES.entries()) {
        const streams = streamsOf(trackIndex, territory, monthIndex, store.index);
        usages[territory] = (usages[territory] ?? 0n) + streams;
        transaction += 1;
        blocks.push(
          `SU02.02\t${block}\tS${territory + 1}\tT${transaction}\tR0\tA${own + 1}\tTRUE\t${streams}\t\t\tOnDemandStream`,
        );
      }
    }
  }
  for (const [index, territory] of TERRITORIES.entries()) {
    const total = usages[index] ?? 0n;
    usage.push(
      `SY02.03\tS${index + 1}\t${store.name}\tDPID::${store.dpid}\tSubscriptionModel\tOnDemandStream\t${territory}\tPremium\t${total}\t${total / 12n}\t${label.currency}\t${microsText(total * store.microsPerStream)}`,
    );
  }
  const lines = [
    `HEAD\tdsrf/basicaudio/14\tBasicAudioProfile\t1.4\tDEMO-${store.id}-${month}\t${writtenAfter(month)}\t1\t1\t${month}-01\t${lastDay(month)}\tDPID::${store.dpid}\t${store.name}\tStreaming\t\t${label.name}\tAudio`,
    SUMMARY_COLUMNS,
    ...usage,
    ...BLOCK_COLUMNS,
    ...blocks,
  ];
  const count = lines.length + 1;
  lines.push(
    `FOOT\t${count}\t${count}\t${TERRITORIES.length}\t${catalogue.length}\t${catalogue.length}`,
  );
  return lines.map((line) => `${line}\n`).join("");
}

/**
 * The demo artists' distributed and taken-down releases with their codes, as the stores know
 * them. Only theirs: a development database may hold other accounts' releases, which must not
 * be given made-up earnings.
 */
async function deliveredCatalogue(ctx: AppContext, artistIds: string[]): Promise<DemoRelease[]> {
  const rows = await ctx.database.db
    .select({
      releaseId: releases.id,
      upc: releases.upc,
      title: releases.title,
      artist: releases.artistName,
      isrc: tracks.isrc,
      trackTitle: tracks.title,
      duration: tracks.duration,
    })
    .from(releases)
    .innerJoin(tracks, eq(tracks.releaseId, releases.id))
    .where(
      and(
        inArray(releases.userId, artistIds),
        inArray(releases.status, ["distributed", "taken_down"]),
      ),
    )
    .orderBy(asc(releases.createdAt), asc(tracks.trackNumber));
  const byRelease = new Map<string, DemoRelease>();
  for (const row of rows) {
    if (!row.upc || !row.isrc) continue;
    const release = byRelease.get(row.releaseId) ?? {
      upc: row.upc,
      title: row.title,
      artist: row.artist,
      tracks: [],
    };
    release.tracks.push({
      isrc: row.isrc,
      title: row.trackTitle,
      durationSeconds: Math.max(1, row.duration),
    });
    byRelease.set(row.releaseId, release);
  }
  return [...byRelease.values()];
}

/**
 * Imports and posts the demo's reports when no report has been imported yet (what exists is
 * left alone, like the rest of the seed). Returns how many reports it posted.
 */
export async function seedRoyalties(
  ctx: AppContext,
  staff: Actor,
  artistIds: string[],
  now = new Date(),
): Promise<number> {
  const db = ctx.database.db;
  const [existing] = await db.select({ id: royaltyReports.id }).from(royaltyReports).limit(1);
  if (existing) return 0;
  const catalogue = await deliveredCatalogue(ctx, artistIds);
  if (catalogue.length === 0) return 0;
  const rows = await db
    .select({ id: stores.id, name: stores.displayName, dpid: stores.dpid })
    .from(stores)
    .where(
      inArray(
        stores.id,
        DEMO_STORES.map((store) => store.id),
      ),
    );
  const reporting = DEMO_STORES.flatMap((demo, index) => {
    const row = rows.find((store) => store.id === demo.id);
    return row ? [{ ...demo, index, name: row.name, dpid: row.dpid ?? TEST_DPID }] : [];
  });
  const label = { name: ctx.config.LABEL_NAME, currency: ctx.config.LEDGER_CURRENCY };
  const months = salesMonths(now);
  let posted = 0;
  for (const [monthIndex, month] of months.entries()) {
    // Spotify reports both months; Apple Music only the latest (a store that joined later).
    const from = monthIndex === months.length - 1 ? reporting : reporting.slice(0, 1);
    for (const store of from) {
      // One report (Spotify's latest) also names a release the catalogue does not have.
      const latest = monthIndex === months.length - 1 && store.index === 0;
      const reported = latest ? [...catalogue, UNKNOWN] : catalogue;
      const text = demoDsr(store, month, monthIndex, reported, label);
      // The parse job's work is done here, not queued: the post needs the lines, and a queued
      // job run by a worker (the tests' context runs them) would parse the same report at once.
      const report = await uploadReport(
        ctx,
        {
          userId: staff.id,
          fields: { storeId: store.id },
          fileName: `Offbeat_${store.name.replace(/\s/g, "")}_${month}.tsv`,
          body: Readable.from([Buffer.from(text, "utf8")]),
        },
        { queueParse: false },
      );
      await parseReport(ctx, report.id);
      if (monthIndex === months.length - 1) {
        await postReport(ctx, staff, report.id);
      } else {
        // Written early in the month after its sales, last month: booked then.
        const booked = new Date(writtenAfter(month));
        await onDay(booked, () => postReport(ctx, staff, report.id));
        await db
          .update(royaltyReports)
          .set({ createdAt: booked, processedAt: booked })
          .where(eq(royaltyReports.id, report.id));
      }
      posted += 1;
    }
  }
  // Last month ended with the older report booked in it: closed as the hourly job closes it.
  await closeEndedPeriods(ctx, { now });
  return posted;
}
