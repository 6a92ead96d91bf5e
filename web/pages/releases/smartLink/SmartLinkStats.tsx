import { SmartLinkMessages, type SmartLinkStats as Stats } from "@common/smartLinks.ts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { smartLinkStatsQuery } from "@web/api/smartLinks.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useState } from "react";
import { BarList } from "./BarList.tsx";
import { DailyChart } from "./DailyChart.tsx";
import { StatsRangePicker } from "./StatsRangePicker.tsx";
import {
  formatCount,
  formatRate,
  isValidRange,
  lastDays,
  RANGE_PRESETS,
  type RangeChoice,
} from "./statsRange.ts";

function Totals({ totals }: { totals: Stats["totals"] }) {
  const tiles = [
    ["Visits", formatCount(totals.visits)],
    ["Unique visitors", formatCount(totals.uniqueVisitors)],
    ["Clicks", formatCount(totals.clicks)],
    ["Click-through rate", formatRate(totals.clickThroughRate)],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="smart-link-totals">
      {tiles.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-ink-950 p-3 ring-1 ring-ink-800">
          <dt className="text-xs text-ink-400">{label}</dt>
          <dd className="mt-1 text-xl font-black tracking-tight tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Issue 17 statistics: visits, unique visitors, clicks per store, click-through rate and top
 * referrers over a chosen range, from the server's first-party counts.
 */
export function SmartLinkStats({ releaseId }: { releaseId: string }) {
  const [choice, setChoice] = useState<RangeChoice>("28");
  const [custom, setCustom] = useState(() => lastDays(28));
  const preset = RANGE_PRESETS.find((p) => p.id === choice);
  const range = preset ? lastDays(preset.days) : custom;
  const valid = isValidRange(range);
  const stats = useQuery({
    ...smartLinkStatsQuery(releaseId, range),
    enabled: valid,
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-labelledby="smart-link-stats-heading" className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="smart-link-stats-heading" className="text-sm font-bold tracking-tight">
          Statistics
        </h3>
        <StatsRangePicker
          choice={choice}
          custom={custom}
          onChoice={setChoice}
          onCustom={setCustom}
        />
      </div>
      {!valid ? (
        <p className="text-sm font-medium text-danger" role="alert">
          {SmartLinkMessages.statsRange}
        </p>
      ) : stats.error ? (
        <FormAlert tone="error">
          {failureMessage(stats.error, "Could not load the statistics.")}
        </FormAlert>
      ) : !stats.data ? (
        <Spinner className="size-6" label="Loading statistics" />
      ) : (
        <div className="space-y-6" aria-busy={stats.isFetching || undefined}>
          <Totals totals={stats.data.totals} />
          <DailyChart days={stats.data.days} />
          <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
            <BarList
              title="Clicks per store"
              unit="clicks"
              testId="smart-link-store-clicks"
              empty="No clicks in this range."
              bars={stats.data.stores.map((s) => ({
                key: s.storeId,
                label: s.label,
                value: s.clicks,
              }))}
            />
            <BarList
              title="Top referrers"
              unit="visits"
              testId="smart-link-referrers"
              empty="No visits in this range."
              bars={stats.data.referrers.map((r) => ({
                key: r.domain || "direct",
                label: r.domain || "Direct or unknown",
                value: r.visits,
              }))}
            />
          </div>
        </div>
      )}
    </section>
  );
}
