import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { TableScroller, Th } from "@web/components/TableParts.tsx";
import { Download, Printer } from "lucide-react";
import { Link } from "react-router";
import { money, monthLabel } from "./earningsFormat.ts";
import { statementCsvUrl, statementsQuery } from "./earningsQueries.ts";

/** The monthly statements, newest first, each with its CSV and its printable page. */
export function StatementsList() {
  const statements = useQuery(statementsQuery());
  const items = statements.data?.items ?? [];
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
        <TableScroller>
          <table className="w-full text-sm" data-testid="earnings-statements">
            <thead className="border-b border-ink-700">
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
            <tbody className="divide-y divide-ink-800">
              {items.map((s) => (
                <tr key={s.period}>
                  <td className="px-4 py-3 font-semibold">{monthLabel(s.period)}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {money(s.openingBalance, s.currency)}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {money(s.earnings, s.currency)}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {money(s.payouts, s.currency)}
                  </td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">
                    {money(s.closingBalance, s.currency)}
                  </td>
                  <td className="px-4 py-3">
                    <div className="flex justify-end gap-4 whitespace-nowrap">
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
        </TableScroller>
      )}
    </Card>
  );
}
