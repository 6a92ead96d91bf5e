import { compare, parseDecimal } from "@common/money/decimal.ts";
import { formatMoney } from "@common/money/format.ts";
import { useQuery } from "@tanstack/react-query";
import { buttonClass } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { CardTitleLink } from "@web/components/CardTitleLink.tsx";
import { myPayoutsQuery } from "@web/pages/earnings/withdraw/payoutQueries.ts";
import { Wallet } from "lucide-react";
import { Link } from "react-router";

/**
 * The dashboard's money at a glance (issue 19): what can be withdrawn, what is pending until the
 * month closes, and what was paid out, from the withdrawal page's query (one cache for both).
 * While it loads or if it fails, the dashboard simply shows no card: the Earnings page has the
 * full view and its own error.
 */
export function EarningsCard() {
  const { data } = useQuery(myPayoutsQuery);
  if (!data) return null;
  const { summary, minimum, paused } = data;
  const money = (amount: string) => formatMoney(amount, summary.currency);
  const withdrawable =
    !paused && compare(parseDecimal(summary.available), parseDecimal(minimum)) >= 0;
  const figures = [
    { label: "Available", value: summary.available },
    { label: "Pending", value: summary.pending },
    { label: "Paid out", value: summary.paidOut },
  ];
  return (
    <Card aria-labelledby="dashboard-earnings-heading" data-testid="dashboard-earnings">
      <CardTitleLink
        id="dashboard-earnings-heading"
        title="EARNINGS"
        to="/dashboard/earnings"
        link="SEE EARNINGS"
      />
      <dl className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-3">
        {figures.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{money(value)}</dd>
          </div>
        ))}
      </dl>
      {withdrawable && (
        <Link to="/dashboard/withdraw" className={`${buttonClass("primary", "md")} mt-5`}>
          <Wallet aria-hidden className="size-4" />
          Withdraw
        </Link>
      )}
    </Card>
  );
}
