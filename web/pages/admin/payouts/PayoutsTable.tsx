import { formatMoney } from "@common/money/format.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { type AdminPayout, payoutMethodLabel } from "@common/payouts/payouts.ts";
import { useSession } from "@web/api/session.ts";
import { Button } from "@web/components/Button.tsx";
import { CARD_TABLE, CardLabel, Th } from "@web/components/TableParts.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { formatDate, formatDateTime } from "@web/lib/formatTime.ts";
import { useFocusSuccessor } from "@web/lib/useFocusSuccessor.ts";
import type { PayoutDialog } from "./PayoutDialogs.tsx";

/**
 * The payouts of one tab. A table from xl up (a laptop's 1280 px: the row needs about 900 px of
 * the page beside the sidebar); below it each payout is a card (artist and amount, then method
 * and date, then the buttons), so a phone or a tablet shows the whole row without scrolling
 * sideways. A masked account number, an amount and a date never break across lines: staff read
 * them out and match them against the bank's screen. The buttons wrap instead.
 */
export function PayoutsTable({
  items,
  onOpen,
}: {
  items: AdminPayout[];
  onOpen: (dialog: PayoutDialog) => void;
}) {
  // A payout paid or rejected leaves its tab: focus goes to the next one's same button.
  const rows = useFocusSuccessor();
  const { user } = useSession();
  return (
    <table className={CARD_TABLE.xl.table} data-testid="payouts-table">
      <thead className={CARD_TABLE.xl.head}>
        <tr>
          <Th>Artist</Th>
          <Th>Amount</Th>
          <Th>Method</Th>
          <Th>Requested</Th>
          <Th className="text-right">
            <span className="sr-only">Actions</span>
          </Th>
        </tr>
      </thead>
      <tbody ref={rows} data-focus-list className={CARD_TABLE.xl.body}>
        {items.map((payout) => (
          <tr
            key={payout.id}
            data-focus-row
            className={cn(CARD_TABLE.xl.row, "grid-cols-[minmax(0,1fr)_auto] align-top")}
          >
            <td className="min-w-0 xl:table-cell xl:px-4 xl:py-3">
              <p className="font-medium break-words text-ink-50">{payout.artistName}</p>
              {/* Whole on a phone too: staff match it against the bank's or Swish's records. */}
              <p className="break-all text-ink-400 xl:break-normal">{payout.email}</p>
            </td>
            <td className="text-right whitespace-nowrap text-ink-50 tabular-nums xl:table-cell xl:px-4 xl:py-3 xl:text-left">
              {formatMoney(payout.amount, payout.currency)}
            </td>
            <td className="min-w-0 text-ink-300 xl:table-cell xl:px-4 xl:py-3">
              <CardLabel from="xl">Method</CardLabel>
              <p>
                {payoutMethodLabel[payout.method]}{" "}
                <span className="whitespace-nowrap">{payout.maskedDetails}</span>
              </p>
              {payout.status === "paid" && (
                <>
                  <p>
                    Paid{" "}
                    <span className="whitespace-nowrap">{formatReleaseDate(payout.paidOn)}</span>
                  </p>
                  <p className="break-words">Reference {payout.reference}</p>
                </>
              )}
              {payout.status === "rejected" && (
                <p className="break-words">Reason: {payout.rejectionReason}</p>
              )}
              {payout.status === "requested" && payout.detailsOpened && (
                // Someone may be paying it now: a second staff member should not pay it too.
                <p className="text-warning" data-testid="payout-opened">
                  Details opened by {payout.detailsOpened.by ?? "a former staff member"} on{" "}
                  <span className="whitespace-nowrap">
                    {formatDateTime(payout.detailsOpened.at)}
                  </span>
                </p>
              )}
              {payout.status === "cancelled" && payout.processedAt && (
                <p>
                  Cancelled by the artist{" "}
                  <span className="whitespace-nowrap">{formatDate(payout.processedAt)}</span>
                </p>
              )}
            </td>
            <td className="text-right whitespace-nowrap text-ink-400 xl:table-cell xl:px-4 xl:py-3 xl:text-left">
              <CardLabel from="xl">Requested</CardLabel>
              {formatDate(payout.createdAt)}
            </td>
            <td className="col-span-2 xl:table-cell xl:px-4 xl:py-3">
              <div className="flex flex-wrap justify-end gap-2">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => onOpen({ payout, kind: "details" })}
                >
                  Show details
                </Button>
                {payout.status === "requested" && payout.userId === user?.id && (
                  // The server refuses it too (payout.process): someone else pays or rejects it.
                  <p className="text-ink-400" data-testid="payout-own">
                    {PayoutMessages.ownWithdrawalNote}
                  </p>
                )}
                {payout.status === "requested" && payout.userId !== user?.id && (
                  <>
                    <Button size="sm" onClick={() => onOpen({ payout, kind: "paid" })}>
                      Mark paid
                    </Button>
                    <Button
                      size="sm"
                      variant="danger"
                      onClick={() => onOpen({ payout, kind: "reject" })}
                    >
                      Reject
                    </Button>
                  </>
                )}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
