import { compare, parseDecimal } from "@common/money/decimal.ts";
import { formatMoney } from "@common/money/format.ts";
import { monthLabel } from "@common/royalties/earnings.ts";
import { queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, failureMessage, unwrap } from "@web/api/client.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { statementCsvUrl, statementsQuery } from "@web/pages/earnings/earningsQueries.ts";
import { YearDownloads } from "@web/pages/earnings/YearDownloads.tsx";
import { Download } from "lucide-react";
import { Link } from "react-router";

/**
 * User Details' money (issue 19), for support answering "where is my money?": the user's
 * available, pending, in-progress and paid-out amounts, and their statements (a year's at a time)
 * with each one's CSV and each year's,
 * read with ?userId= (staff and admins may read anyone's earnings).
 */
const userEarningsQuery = (userId: string) =>
  queryOptions({
    queryKey: ["admin", "users", userId, "earnings"] as const,
    queryFn: () => unwrap(api.GET("/api/earnings", { params: { query: { userId } } })),
  });

/** The user's money and statements in User Details (admins), with a way to their withdrawals. */
export function UserEarnings({ userId, email }: { userId: string; email: string }) {
  const earnings = useQuery(userEarningsQuery(userId));
  const statements = useInfiniteQuery(statementsQuery(userId));
  if (earnings.isPending || statements.isPending) return <Spinner label="Loading earnings" />;
  if (earnings.isError || statements.isError)
    return (
      <FormAlert tone="error">
        {failureMessage(earnings.error ?? statements.error, "Failed to load the earnings")}
      </FormAlert>
    );
  const { summary } = earnings.data;
  const items = statements.data.pages.flatMap((page) => page.items);
  const money = (amount: string) => formatMoney(amount, summary.currency);
  const figures = [
    ["Available", summary.available],
    ["Pending", summary.pending],
    ["Withdrawals in progress", summary.inProgress],
    ["Paid out", summary.paidOut],
  ] as const;
  return (
    <div className="space-y-3" data-testid="user-earnings">
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-ink-950 px-3 py-2 ring-1 ring-ink-800">
            <dt className="text-xs text-ink-400">{label}</dt>
            <dd className="font-semibold text-ink-100 tabular-nums">{money(value)}</dd>
          </div>
        ))}
      </dl>
      <Link
        // The queue while one waits, else the paid ones: what "where is my money?" asks after.
        to={`/admin/payouts?${new URLSearchParams({
          q: email,
          ...(compare(parseDecimal(summary.inProgress), parseDecimal("0")) === 0
            ? { status: "paid" }
            : {}),
        })}`}
        className="inline-flex text-sm text-accent hover:underline"
      >
        Their withdrawals
      </Link>
      {items.length === 0 ? (
        <p className="text-sm text-ink-400">No statements yet.</p>
      ) : (
        <>
          <YearDownloads years={statements.data.pages[0]?.years ?? []} userId={userId} />
          <ul className="divide-y divide-ink-800 text-sm" aria-label="Statements">
            {items.map((statement) => (
              <li key={statement.period} className="flex items-center justify-between gap-3 py-2">
                <span className="text-ink-200">
                  {monthLabel(statement.period)} · closing{" "}
                  <span className="tabular-nums">{money(statement.closingBalance)}</span>
                </span>
                <a
                  href={statementCsvUrl(statement.period, userId)}
                  download
                  className="inline-flex items-center gap-1 text-accent hover:underline"
                >
                  <Download aria-hidden className="size-4" />
                  CSV
                </a>
              </li>
            ))}
          </ul>
          <LoadMoreButton list={statements} label="Show older statements" />
        </>
      )}
    </div>
  );
}
