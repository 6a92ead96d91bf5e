import { PLATFORM_LABELS, type PlatformId } from "@common/platforms.ts";
import { addDays } from "@common/releaseRules.ts";
import { type SmartLinkStats, STATS_MAX_DAYS } from "@common/smartLinks.ts";
import { and, between, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { smartLinkDailyCounts, smartLinkVisitors } from "../db/schema/index.ts";

/**
 * A release's smart link statistics over a range of days (GET
 * /api/releases/:id/smart-link/stats): one query per aggregate, each reading the primary key's
 * (release_id, day) prefix. Unique visitors add up per day: the salt changes every day, so the
 * same fan on two days is two visitors (docs/smart-links.md "Statistics").
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days from `from` to `to`, both counted (0 or less when `to` is before `from`). */
const daysInRange = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The range the statistics accept: from <= to, at most STATS_MAX_DAYS days. */
export function isStatsRange(from: string, to: string): boolean {
  const days = daysInRange(from, to);
  return days >= 1 && days <= STATS_MAX_DAYS;
}

const DEVICES = ["mobile", "tablet", "desktop"] as const;
const TOP_REFERRERS = 10;
const total = sql<number>`coalesce(sum(${smartLinkDailyCounts.count}), 0)::int`;

const isPlatform = (id: string): id is PlatformId => Object.hasOwn(PLATFORM_LABELS, id);

export async function smartLinkStats(
  db: Db,
  releaseId: string,
  from: string,
  to: string,
): Promise<SmartLinkStats> {
  const counts = smartLinkDailyCounts;
  const inRange = and(eq(counts.releaseId, releaseId), between(counts.day, from, to));
  const visits = and(inRange, eq(counts.event, "visit"));
  const [perDay, uniquePerDay, perStore, perReferrer, perDevice] = await Promise.all([
    db
      .select({ day: counts.day, event: counts.event, count: total })
      .from(counts)
      .where(inRange)
      .groupBy(counts.day, counts.event),
    db
      .select({ day: smartLinkVisitors.day, count: sql<number>`count(*)::int` })
      .from(smartLinkVisitors)
      .where(
        and(eq(smartLinkVisitors.releaseId, releaseId), between(smartLinkVisitors.day, from, to)),
      )
      .groupBy(smartLinkVisitors.day),
    db
      .select({ storeId: counts.storeId, clicks: total })
      .from(counts)
      .where(and(inRange, eq(counts.event, "click")))
      .groupBy(counts.storeId)
      .orderBy(desc(total), counts.storeId),
    db
      .select({ domain: counts.referrer, visits: total })
      .from(counts)
      .where(visits)
      .groupBy(counts.referrer)
      .orderBy(desc(total), counts.referrer)
      .limit(TOP_REFERRERS),
    db
      .select({ device: counts.device, visits: total })
      .from(counts)
      .where(visits)
      .groupBy(counts.device),
  ]);

  const days = new Map<
    string,
    { day: string; visits: number; uniqueVisitors: number; clicks: number }
  >();
  for (let i = 0, n = daysInRange(from, to); i < n; i++) {
    const day = addDays(from, i);
    days.set(day, { day, visits: 0, uniqueVisitors: 0, clicks: 0 });
  }
  for (const row of perDay) {
    const day = days.get(row.day);
    if (day && row.event === "visit") day.visits = row.count;
    if (day && row.event === "click") day.clicks = row.count;
  }
  for (const row of uniquePerDay) {
    const day = days.get(row.day);
    if (day) day.uniqueVisitors = row.count;
  }
  const series = [...days.values()];
  const sum = (pick: (d: (typeof series)[number]) => number) =>
    series.reduce((acc, d) => acc + pick(d), 0);
  const totals = {
    visits: sum((d) => d.visits),
    uniqueVisitors: sum((d) => d.uniqueVisitors),
    clicks: sum((d) => d.clicks),
  };
  const byDevice = new Map(perDevice.map((row) => [row.device, row.visits]));

  return {
    from,
    to,
    totals: {
      ...totals,
      clickThroughRate: totals.visits > 0 ? totals.clicks / totals.visits : 0,
    },
    days: series,
    stores: perStore.flatMap(({ storeId, clicks }) =>
      isPlatform(storeId) ? [{ storeId, label: PLATFORM_LABELS[storeId], clicks }] : [],
    ),
    referrers: perReferrer,
    devices: DEVICES.map((device) => ({ device, visits: byDevice.get(device) ?? 0 })),
  };
}
