import { formatDecimal, parseDecimal, sum } from "@common/money/decimal.ts";
import { formatMoney } from "@common/money/format.ts";
import { useQuery } from "@tanstack/react-query";
import { Card } from "@web/components/Card.tsx";
import { CardTitleLink } from "@web/components/CardTitleLink.tsx";
import { releaseTracksQuery } from "@web/pages/earnings/earningsQueries.ts";

const count = new Intl.NumberFormat("en-GB");

/**
 * A distributed release's earnings for its owner (issue 19): each track's streams and the
 * owner's share, the release's rows of the Earnings page's table (GET /api/earnings/tracks
 * ?releaseId=). Nothing while it loads or if it fails: the Earnings page has the full view and
 * its own error.
 */
export function ReleaseEarnings({ releaseId }: { releaseId: string }) {
  const { data } = useQuery(releaseTracksQuery(releaseId));
  if (!data) return null;
  const rows = data.tracks;
  const money = (amount: string) => formatMoney(amount, data.currency);
  // Summed exactly (decimal strings, never floats).
  const total = formatDecimal(sum(rows.map((row) => parseDecimal(row.amount))));
  return (
    <Card aria-labelledby="release-earnings-heading" data-testid="release-earnings">
      <CardTitleLink
        id="release-earnings-heading"
        title="Earnings"
        to="/dashboard/earnings"
        link="All earnings"
        className="text-lg font-bold tracking-tight"
      />
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-ink-400">
          No store has reported earnings for this release yet. Stores report monthly.
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-ink-800 text-sm">
          {rows.map((row) => (
            <li key={row.trackId ?? row.trackTitle} className="flex justify-between gap-3 py-2">
              <span className="min-w-0 truncate text-ink-200">
                {row.trackTitle}
                <span className="ml-2 text-xs text-ink-400">
                  {count.format(row.streams)} streams
                  {row.downloads > 0 && ` · ${count.format(row.downloads)} downloads`}
                </span>
              </span>
              <span className="font-semibold tabular-nums">{money(row.amount)}</span>
            </li>
          ))}
          <li className="flex justify-between gap-3 pt-2 font-bold">
            <span>Your share in all</span>
            <span className="tabular-nums">{money(total)}</span>
          </li>
        </ul>
      )}
    </Card>
  );
}
