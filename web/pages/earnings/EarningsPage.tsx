import { compare, parseDecimal } from "@common/money/decimal.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { EarningsMessages, type EarningsView } from "@common/royalties/earnings.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { wrappable } from "@web/lib/wrappable.ts";
import { Wallet } from "lucide-react";
import { useMemo } from "react";
import { Link } from "react-router";
import { largestWithRest } from "./chartPoints.ts";
import { EarningsChart } from "./EarningsChart.tsx";
import { countryName, money, shortMonthLabel } from "./earningsFormat.ts";
import { earningsQuery } from "./earningsQueries.ts";
import { StatementsList } from "./StatementsList.tsx";
import { TrackTableCard } from "./TrackTableCard.tsx";

/**
 * /dashboard/earnings (issue 19 "Artists: earnings"): the balance tiles, a way to withdraw,
 * charts by month, store, country and track, the table per release and track, and the monthly
 * statements. Every figure is the signed-in user's own share.
 */
export function EarningsPage() {
  const earnings = useQuery(earningsQuery());
  return (
    <div className="space-y-8">
      <PageHeader
        title="Earnings"
        description="What your music has earned, what you can withdraw, and your monthly statements."
      />
      {earnings.isPending && <Spinner />}
      {earnings.isError && (
        <FormAlert tone="error">
          {failureMessage(earnings.error, "Your earnings could not be loaded. Please try again.")}
        </FormAlert>
      )}
      {earnings.data && <EarningsContent view={earnings.data} />}
    </div>
  );
}

function EarningsContent({ view }: { view: EarningsView }) {
  const { summary } = view;
  const empty = isZero(summary.lifetime);
  return (
    <>
      <Tiles view={view} />
      {empty ? (
        <Card data-testid="earnings-empty">
          <h2 className="text-lg font-bold">{EarningsMessages.noEarnings}</h2>
          <p className="mt-1 text-sm text-ink-300">{EarningsMessages.noEarningsHint}</p>
        </Card>
      ) : (
        <>
          <Charts view={view} />
          <TrackTableCard view={view} />
        </>
      )}
      <StatementsList />
    </>
  );
}

/** "0.00", "0" */
const isZero = (amount: string) => /^-?0(\.0+)?$/.test(amount);

function Tiles({ view }: { view: EarningsView }) {
  const { summary } = view;
  const c = summary.currency;
  // As on the dashboard's card: Withdraw only when a request could be made now.
  const withdrawable =
    !summary.withdrawalsPaused &&
    compare(parseDecimal(summary.available), parseDecimal(summary.minimum)) >= 0;
  const tiles = [
    { label: "Available", amount: summary.available, hint: "Yours to withdraw." },
    {
      label: "Pending",
      amount: summary.pending,
      hint: "Reported this month; available once it closes.",
    },
    { label: "Paid out", amount: summary.paidOut, hint: "Sent to you so far." },
    { label: "Lifetime", amount: summary.lifetime, hint: "Everything you have earned." },
  ];
  return (
    <section aria-label="Balance" className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-4">
        {tiles.map((tile) => (
          <Card
            key={tile.label}
            className="p-5 sm:p-5"
            data-testid={`earnings-tile-${tile.label.toLowerCase().replace(" ", "-")}`}
          >
            <p className="text-xs font-semibold tracking-wide text-ink-400 uppercase">
              {tile.label}
            </p>
            <p className="mt-2 text-2xl font-black tabular-nums wrap-break-word">
              {wrappable(money(tile.amount, c))}
            </p>
            <p className="mt-1 text-xs text-ink-400">{tile.hint}</p>
          </Card>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {/* Below the minimum there is nothing to withdraw yet; the same page then serves to
            set up payout details ahead of time, and the line beside it says when. */}
        <Link
          to="/dashboard/withdraw"
          className={buttonClass(withdrawable ? "primary" : "secondary")}
        >
          <Wallet aria-hidden className="size-4" />
          {withdrawable ? "Withdraw" : "Payout details"}
        </Link>
        <p className="text-sm text-ink-300">
          {summary.withdrawalsPaused
            ? "Withdrawals are paused at the moment. Your balance stays safe."
            : withdrawable
              ? `Minimum withdrawal ${money(summary.minimum, c)}.`
              : PayoutMessages.notYetWithdrawable(money(summary.minimum, c))}
          {!isZero(summary.inProgress)
            ? ` ${money(summary.inProgress, c)} is on its way to you.`
            : ""}
        </p>
      </div>
    </section>
  );
}

function Charts({ view }: { view: EarningsView }) {
  const currency = view.summary.currency;
  // Stable arrays: a chart is drawn again only when its figures change.
  const charts = useMemo(
    () => [
      {
        title: "By month",
        // Statements count a report in the month it was booked, so a month here and the
        // statement of the same month can differ; the note says which month this is.
        note: "The month your music was played or bought. Statements count earnings in the month a store's report was booked.",
        testId: "earnings-chart-month",
        points: view.byMonth.map((p) => ({ label: shortMonthLabel(p.period), amount: p.amount })),
      },
      {
        title: "By store",
        testId: "earnings-chart-store",
        points: largestWithRest(
          view.byStore.map((p) => ({ label: p.storeName, amount: p.amount })),
          (n) => `${n} more ${n === 1 ? "store" : "stores"}`,
        ),
      },
      {
        title: "By country",
        testId: "earnings-chart-country",
        points: largestWithRest(
          view.byCountry.map((p) => ({ label: countryName(p.country), amount: p.amount })),
          (n) => `${n} more ${n === 1 ? "country" : "countries"}`,
        ),
      },
      {
        title: "By track",
        testId: "earnings-chart-track",
        // Drawn by the server, which has every track (the table comes a page at a time).
        points: [
          ...view.byTrack,
          ...(view.byTrackRest
            ? [
                {
                  label: `${view.byTrackRest.tracks} more ${view.byTrackRest.tracks === 1 ? "track" : "tracks"}`,
                  amount: view.byTrackRest.amount,
                },
              ]
            : []),
        ],
      },
    ],
    [view],
  );
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {charts.map((chart) => (
        <Card key={chart.title}>
          <EarningsChart {...chart} currency={currency} />
        </Card>
      ))}
    </div>
  );
}
