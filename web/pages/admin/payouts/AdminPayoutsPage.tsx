import { formatMoney } from "@common/money/format.ts";
import { PAYOUT_STATUSES, type PayoutStatus, payoutMethodLabel } from "@common/payouts/payouts.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { SegmentedTabs } from "@web/components/SegmentedTabs.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { formatDate } from "@web/lib/formatTime.ts";
import { useFocusSuccessor } from "@web/lib/useFocusSuccessor.ts";
import { useState } from "react";
import { adminPayoutsQuery } from "./adminPayoutQueries.ts";
import { type PayoutDialog, PayoutDialogs } from "./PayoutDialogs.tsx";

const tabLabel: Record<PayoutStatus, string> = {
  requested: "Requested",
  paid: "Paid",
  rejected: "Rejected",
};

/** /admin/payouts (staff and admins): the withdrawal queue and its decisions (issue 19). */
export function AdminPayoutsPage() {
  const [status, setStatus] = useState<PayoutStatus>("requested");
  const [dialog, setDialog] = useState<PayoutDialog | null>(null);
  const list = useInfiniteQuery(adminPayoutsQuery(status));
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  // A payout paid or rejected leaves its tab: focus goes to the next one's same button.
  const rows = useFocusSuccessor();
  return (
    <div className="space-y-6">
      <PageHeader
        title="Payouts"
        description="Pay artists' withdrawal requests, or reject them with a reason."
      />
      <SegmentedTabs
        label="Status"
        options={PAYOUT_STATUSES}
        value={status}
        onChange={setStatus}
        labelOf={(tab) => tabLabel[tab]}
      >
        <Card className="p-0">
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <FormAlert tone="error">
              {failureMessage(list.error, "Could not load payouts.")}
            </FormAlert>
          ) : items.length === 0 ? (
            <p className="p-5 text-sm text-ink-400">No {tabLabel[status].toLowerCase()} payouts.</p>
          ) : (
            <table className="w-full text-sm" data-testid="payouts-table">
              <thead className="text-left text-xs text-ink-400 uppercase">
                <tr>
                  <th className="px-4 py-3">Artist</th>
                  <th className="px-4 py-3">Amount</th>
                  <th className="px-4 py-3">Method</th>
                  <th className="px-4 py-3">Requested</th>
                  <th className="px-4 py-3" />
                </tr>
              </thead>
              <tbody ref={rows} data-focus-list className="divide-y divide-ink-800">
                {items.map((payout) => (
                  <tr key={payout.id} data-focus-row>
                    <td className="px-4 py-3">
                      <p className="font-medium text-ink-50">{payout.artistName}</p>
                      <p className="text-ink-400">{payout.email}</p>
                    </td>
                    <td className="px-4 py-3 text-ink-50">
                      {formatMoney(payout.amount, payout.currency)}
                    </td>
                    <td className="px-4 py-3 text-ink-300">
                      {payoutMethodLabel[payout.method]} {payout.maskedDetails}
                      {payout.status === "paid" && (
                        <p>
                          Paid {formatReleaseDate(payout.paidOn)} · {payout.reference}
                        </p>
                      )}
                      {payout.status === "rejected" && <p>Reason: {payout.rejectionReason}</p>}
                    </td>
                    <td className="px-4 py-3 text-ink-400">{formatDate(payout.createdAt)}</td>
                    <td className="space-x-2 px-4 py-3 text-right whitespace-nowrap">
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setDialog({ payout, kind: "details" })}
                      >
                        Show details
                      </Button>
                      {payout.status === "requested" && (
                        <>
                          <Button size="sm" onClick={() => setDialog({ payout, kind: "paid" })}>
                            Mark paid
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => setDialog({ payout, kind: "reject" })}
                          >
                            Reject
                          </Button>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Card>
        {list.hasNextPage && (
          <Button
            variant="secondary"
            busy={list.isFetchingNextPage}
            onClick={() => list.fetchNextPage()}
          >
            Load more
          </Button>
        )}
      </SegmentedTabs>
      <PayoutDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
