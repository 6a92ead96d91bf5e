import { formatMoney } from "@common/money/format.ts";
import { shortMonthLabel } from "@common/royalties/earnings.ts";
import type { FinanceOverview } from "@common/royalties/finance.ts";
import { TableScroller } from "@web/components/TableParts.tsx";

/**
 * Revenue per month (newest first) and store, with the label's share, the artists' side and
 * payouts paid that month. Only stores with revenue in the range get a column.
 */
export function FinanceMonthTable({ data }: { data: FinanceOverview }) {
  const money = (amount: string) => formatMoney(amount, data.currency);
  const storeNames = new Map(data.stores.map((s) => [s.storeId, s.storeName]));
  const storeIds = [...storeNames.keys()].sort((a, b) =>
    (storeNames.get(a) ?? a).localeCompare(storeNames.get(b) ?? b),
  );
  const cell = new Map(data.stores.map((s) => [`${s.period}|${s.storeId}`, s.revenue]));
  const months = [...data.months].reverse();
  const th = "py-2 pr-4 font-semibold whitespace-nowrap";
  const td = "py-2 pr-4 text-right tabular-nums whitespace-nowrap";
  return (
    <TableScroller label="Revenue per month and store" className="mt-6">
      <table className="w-full text-left text-sm" data-testid="finance-months">
        <caption className="sr-only">Revenue per month and store</caption>
        <thead className="text-xs tracking-wide text-ink-400 uppercase">
          <tr className="border-b border-ink-800">
            <th scope="col" className={th}>
              Month
            </th>
            {storeIds.map((id) => (
              <th key={id} scope="col" className={`${th} text-right`}>
                {storeNames.get(id)}
              </th>
            ))}
            <th scope="col" className={`${th} text-right`}>
              Revenue
            </th>
            <th scope="col" className={`${th} text-right`}>
              Label share
            </th>
            <th scope="col" className={`${th} text-right`}>
              Artists
            </th>
            <th scope="col" className={`${th} text-right`}>
              Paid out
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {months.map((m) => (
            <tr key={m.period}>
              <th scope="row" className="py-2 pr-4 font-medium whitespace-nowrap">
                {shortMonthLabel(m.period)}
              </th>
              {storeIds.map((id) => {
                const amount = cell.get(`${m.period}|${id}`);
                return (
                  <td key={id} className={`${td} ${amount ? "" : "text-ink-500"}`}>
                    {amount ? money(amount) : "—"}
                  </td>
                );
              })}
              <td className={`${td} font-semibold`}>{money(m.revenue)}</td>
              <td className={td}>{money(m.labelShare)}</td>
              <td className={td}>{money(m.artistShare)}</td>
              <td className={td}>{money(m.paidOut)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
