import { useInfiniteQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { CardLabel, Th } from "@web/components/TableParts.tsx";
import { cn } from "@web/lib/cn.ts";
import { wrappable } from "@web/lib/wrappable.ts";
import { Download, Printer } from "lucide-react";
import { Link } from "react-router";
import { money, monthLabel } from "./earningsFormat.ts";
import { statementCsvUrl, statementsQuery } from "./earningsQueries.ts";
import { YearDownloads } from "./YearDownloads.tsx";

/** A figure: one of two side by side on a month's card, a right-aligned cell in the table. */
const FIGURE_CELL = "tabular-nums @3xl:table-cell @3xl:px-4 @3xl:py-3 @3xl:text-right";

/**
 * The monthly statements, newest first, each with its CSV and its printable page: a year's at a
 * time, older ones by "Show older statements" (the year files cover every year). Where the card
 * is narrower than the table (about 750 px: a phone, a tablet, or a small laptop beside the
 * sidebar) each month is a card of its own (its four figures two by two, the links under them),
 * so nothing is out of view sideways; from a 768 px wide card (a container query) it is a table.
 */
export function StatementsList() {
  const statements = useInfiniteQuery(statementsQuery());
  const pages = statements.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  return (
    <Card>
      <h2 className="text-lg font-bold">Monthly statements</h2>
      <p className="mt-1 mb-4 text-sm text-ink-300">
        Each month closes at month end; its statement then appears here and we email you.
      </p>
      {statements.isPending && <Spinner />}
      {statements.isError && (
        <FormAlert tone="error">
          {failureMessage(statements.error, "Your statements could not be loaded.")}
        </FormAlert>
      )}
      {statements.data && items.length === 0 && (
        <p className="text-sm text-ink-400">No statements yet.</p>
      )}
      {items.length > 0 && (
        <div className="mb-4">
          <YearDownloads years={pages[0]?.years ?? []} label="A whole year in one file:" />
        </div>
      )}
      {items.length > 0 && (
        <div className="@container overflow-x-auto">
          <table className="block w-full text-sm @3xl:table" data-testid="earnings-statements">
            <thead className="hidden border-b border-ink-700 @3xl:table-header-group">
              <tr>
                <Th>Month</Th>
                <Th className="text-right">Opening</Th>
                <Th className="text-right">Earnings</Th>
                <Th className="text-right">Payouts</Th>
                <Th className="text-right">Closing</Th>
                <Th>
                  <span className="sr-only">Downloads</span>
                </Th>
              </tr>
            </thead>
            <tbody className="block divide-y divide-ink-800 @3xl:table-row-group">
              {items.map((s) => (
                <tr
                  key={s.period}
                  className="grid grid-cols-2 gap-x-3 gap-y-2 py-3 @3xl:table-row @3xl:py-0"
                >
                  <td className="col-span-2 font-semibold @3xl:table-cell @3xl:px-4 @3xl:py-3">
                    {monthLabel(s.period)}
                  </td>
                  <td className={FIGURE_CELL}>
                    <CardLabel from="@3xl">Opening</CardLabel>
                    {wrappable(money(s.openingBalance, s.currency))}
                  </td>
                  <td className={FIGURE_CELL}>
                    <CardLabel from="@3xl">Earnings</CardLabel>
                    {wrappable(money(s.earnings, s.currency))}
                  </td>
                  <td className={FIGURE_CELL}>
                    <CardLabel from="@3xl">Payouts</CardLabel>
                    {wrappable(money(s.payouts, s.currency))}
                  </td>
                  <td className={cn(FIGURE_CELL, "font-semibold")}>
                    <CardLabel from="@3xl">Closing</CardLabel>
                    {wrappable(money(s.closingBalance, s.currency))}
                  </td>
                  <td className="col-span-2 @3xl:table-cell @3xl:px-4 @3xl:py-3">
                    {/* One under the other in the table, so the column is one link wide. */}
                    <div className="flex gap-4 whitespace-nowrap @3xl:flex-col @3xl:items-end @3xl:gap-1">
                      <a
                        href={statementCsvUrl(s.period)}
                        download
                        className="inline-flex items-center gap-1 text-accent hover:underline"
                      >
                        <Download aria-hidden className="size-4" />
                        Download CSV
                      </a>
                      <Link
                        to={`/dashboard/earnings/statements/${s.period}`}
                        className="inline-flex items-center gap-1 text-accent hover:underline"
                      >
                        <Printer aria-hidden className="size-4" />
                        Printable
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <LoadMoreButton list={statements} label="Show older statements" />
        </div>
      )}
    </Card>
  );
}
