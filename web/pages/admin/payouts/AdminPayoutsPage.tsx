import { PAYOUT_STATUSES, type PayoutStatus } from "@common/payouts/payouts.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { SegmentedTabs } from "@web/components/SegmentedTabs.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useState } from "react";
import { adminPayoutsQuery } from "./adminPayoutQueries.ts";
import { type PayoutDialog, PayoutDialogs } from "./PayoutDialogs.tsx";
import { PayoutsTable } from "./PayoutsTable.tsx";

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
            <PayoutsTable items={items} onOpen={setDialog} />
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
