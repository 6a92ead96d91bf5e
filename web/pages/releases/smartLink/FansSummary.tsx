import type { SmartLinkView } from "@common/smartLinks.ts";
import { TableScroller } from "@web/components/TableParts.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";

const fansText = (n: number) => (n === 1 ? "1 fan signed up" : `${n} fans signed up`);

/**
 * "Notify me" sign-ups (issue 17): how many fans confirmed, how many have not yet, and the
 * addresses of those who ticked consent to share theirs with the artist; no other address.
 */
export function FansSummary({ fans }: { fans: SmartLinkView["fans"] }) {
  return (
    <section aria-labelledby="smart-link-fans-heading" data-testid="smart-link-fans">
      <h3 id="smart-link-fans-heading" className="text-sm font-bold tracking-tight">
        Fans
      </h3>
      <p className="mt-1 text-sm text-ink-200">
        {fansText(fans.confirmed)}
        {fans.pending > 0 && (
          <span className="text-ink-400"> (+ {fans.pending} not confirmed yet)</span>
        )}
        {fans.notified > 0 && (
          <span className="text-ink-400">; {fans.notified} told on release day</span>
        )}
      </p>
      {fans.shared.length > 0 && (
        <TableScroller label="Fans" className="mt-3 rounded-xl ring-1 ring-ink-800">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Fans who shared their email address with you</caption>
            <thead className="bg-ink-950 text-xs text-ink-400">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Email address
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Confirmed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800">
              {fans.shared.map((fan) => (
                <tr key={fan.email}>
                  <td className="px-4 py-2 break-all text-ink-50">{fan.email}</td>
                  <td className="px-4 py-2 whitespace-nowrap text-ink-300">
                    {formatDateTime(fan.confirmedAt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  );
}
