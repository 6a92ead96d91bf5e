import {
  CodeMessages,
  formatIsrcPrefix,
  ISRC_YEAR_CAPACITY,
  isrcYear,
  makeIsrc,
  makeUpc,
  upcKey,
  upcPlan,
} from "@common/codes.ts";
import type { DistributionSettings } from "@common/distributionSettings.ts";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { codeCounters, releases, tracks } from "../db/schema/index.ts";
import { conflict } from "../lib/errors.ts";

export interface AssignedCodes {
  /** The release's UPC after assignment (its own when it had one). */
  upc: string;
  /** Codes made now; empty when the release and its tracks had theirs. */
  assigned: { upc: string | null; isrcs: { trackId: string; isrc: string }[] };
}

/**
 * Reserves `count` consecutive numbers of a counter and returns the first. One upsert: the row
 * stays locked until the caller's transaction ends, so concurrent approvals queue on it and
 * never get the same numbers (a rolled-back approval leaves a gap, which codes allow).
 */
async function reserveNumbers(tx: Tx, scope: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(codeCounters)
    .values({ scope, lastValue: count })
    .onConflictDoUpdate({
      target: codeCounters.scope,
      set: { lastValue: sql`${codeCounters.lastValue} + ${count}` },
    })
    .returning({ lastValue: codeCounters.lastValue });
  if (!row) throw new Error(`counter ${scope} not reserved`);
  return row.lastValue - count + 1;
}

/**
 * `count` new codes of a sequence: numbers reserved from the counter, made into codes, and any
 * code the catalogue already holds (an artist brought it) skipped for the next number.
 */
async function freshCodes(
  tx: Tx,
  scope: string,
  count: number,
  capacity: number,
  make: (n: number) => string,
  taken: (codes: string[]) => Promise<Set<string>>,
  usedUp: () => Error,
): Promise<string[]> {
  const codes: string[] = [];
  while (codes.length < count) {
    const need = count - codes.length;
    const first = await reserveNumbers(tx, scope, need);
    if (first + need - 1 > capacity) throw usedUp();
    const batch = Array.from({ length: need }, (_, i) => make(first + i));
    const held = await taken(batch);
    codes.push(...batch.filter((code) => !held.has(code)));
  }
  return codes;
}

async function takenUpcs(tx: Tx, codes: string[]): Promise<Set<string>> {
  const keys = codes.map(upcKey);
  const rows = await tx.execute<{ key: string }>(
    sql`select (case when length(upc) = 12 then '0' || upc else upc end) as key from releases
        where upc is not null
          and (case when length(upc) = 12 then '0' || upc else upc end) in ${keys}`,
  );
  const held = new Set(rows.rows.map((r) => r.key));
  return new Set(codes.filter((code) => held.has(upcKey(code))));
}

async function takenIsrcs(tx: Tx, codes: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ isrc: tracks.isrc })
    .from(tracks)
    .where(inArray(tracks.isrc, codes));
  return new Set(rows.flatMap((r) => (r.isrc ? [r.isrc] : [])));
}

/**
 * Gives a release being approved the codes it lacks (decision 14): a UPC from the label's GS1
 * company prefix (common/codes.ts upcPlan and makeUpc) and an ISRC per track without one (prefix
 * + year of `now` + the year's next designation), in track order. Codes already there (the
 * artist's own, or assigned before) are kept: assignment only fills nulls, so calling it twice
 * changes nothing. Runs inside the approval's transaction, which holds the release row.
 * Refused (409) when a needed prefix is not set or its range is used up.
 */
export async function assignReleaseCodes(
  tx: Tx,
  settings: Pick<DistributionSettings, "gs1CompanyPrefix" | "isrcPrefix">,
  releaseId: string,
  now: Date = new Date(),
): Promise<AssignedCodes> {
  const [release] = await tx
    .select({ upc: releases.upc })
    .from(releases)
    .where(eq(releases.id, releaseId))
    .for("update");
  if (!release) throw new Error(`release ${releaseId} not found`);
  const bare = await tx
    .select({ id: tracks.id })
    .from(tracks)
    .where(and(eq(tracks.releaseId, releaseId), isNull(tracks.isrc)))
    .orderBy(asc(tracks.trackNumber));

  let upc = release.upc;
  let newUpc: string | null = null;
  if (!upc) {
    const prefix = settings.gs1CompanyPrefix;
    if (!prefix) throw conflict(CodeMessages.upcPrefixMissing);
    const plan = upcPlan(prefix);
    const [made] = await freshCodes(
      tx,
      `upc:${plan.prefix}`,
      1,
      plan.capacity,
      (n) => makeUpc(plan.prefix, n),
      (codes) => takenUpcs(tx, codes),
      () => conflict(CodeMessages.upcRangeUsedUp(plan.prefix)),
    );
    if (!made) throw new Error("no UPC made");
    newUpc = upc = made;
    await tx.update(releases).set({ upc }).where(eq(releases.id, releaseId));
  }

  const isrcs: { trackId: string; isrc: string }[] = [];
  if (bare.length > 0) {
    const prefix = settings.isrcPrefix;
    if (!prefix) throw conflict(CodeMessages.isrcPrefixMissing);
    const year = isrcYear(now);
    const codes = await freshCodes(
      tx,
      `isrc:${prefix}:${year}`,
      bare.length,
      ISRC_YEAR_CAPACITY,
      (n) => makeIsrc(prefix, year, n),
      (batch) => takenIsrcs(tx, batch),
      () => conflict(CodeMessages.isrcRangeUsedUp(formatIsrcPrefix(prefix), year)),
    );
    for (const [i, track] of bare.entries()) {
      const isrc = codes[i] as string;
      await tx.update(tracks).set({ isrc }).where(eq(tracks.id, track.id));
      isrcs.push({ trackId: track.id, isrc });
    }
  }
  return { upc, assigned: { upc: newUpc, isrcs } };
}
