import { PAYOUT_STATUSES, type PayoutStatus } from "@common/payouts/payouts.ts";
import { Limits } from "@common/releases.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { SegmentedTabs } from "@web/components/SegmentedTabs.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useAddressParams } from "@web/lib/useAddressParams.ts";
import { useDebouncedValue } from "@web/lib/useDebouncedValue.ts";
import { useState } from "react";
import { adminPayoutsQuery } from "./adminPayoutQueries.ts";
import { type PayoutDialog, PayoutDialogs } from "./PayoutDialogs.tsx";
import { PayoutsTable } from "./PayoutsTable.tsx";

const statusIn = (param: string | null): PayoutStatus =>
  PAYOUT_STATUSES.find((status) => status === param) ?? "requested";

const tabLabel: Record<PayoutStatus, string> = {
  requested: "Requested",
  paid: "Paid",
  rejected: "Rejected",
  cancelled: "Cancelled",
};

/**
 * /admin/payouts (staff and admins): the withdrawal queue and its decisions (issue 19). The
 * search (artist, email or paid reference) answers an artist who asks where their money is;
 * it and the tab are kept in the address (?q=&status=), so User Details can link to an
 * artist's withdrawals.
 */
export function AdminPayoutsPage() {
  const [dialog, setDialog] = useState<PayoutDialog | null>(null);
  const [searchParams, setParam] = useAddressParams();
  const status = statusIn(searchParams.get("status"));
  // Requested, the queue, is the address without a status.
  const setStatus = (next: PayoutStatus) => setParam("status", next === "requested" ? null : next);
  const [search, setSearch] = useState(() => searchParams.get("q") ?? "");
  const q = useDebouncedValue(search.trim());
  const list = useInfiniteQuery({
    ...adminPayoutsQuery(status, q),
    // While a search is typed the rows stay until the new ones come; another tab starts afresh.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3].status === status ? previous : undefined,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title="Payouts"
        description="Pay artists' withdrawal requests, or reject them with a reason."
      />
      <search>
        <SearchInput
          label="Search payouts by artist, email or reference"
          placeholder="Search by artist, email or reference"
          value={search}
          maxLength={Limits.search}
          onChange={(event) => {
            setSearch(event.target.value);
            setParam("q", event.target.value.trim());
          }}
        />
      </search>
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
            <p className="p-5 text-sm text-ink-400">
              {q
                ? `No ${tabLabel[status].toLowerCase()} payouts match “${q}”.`
                : `No ${tabLabel[status].toLowerCase()} payouts.`}
            </p>
          ) : (
            <PayoutsTable items={items} onOpen={setDialog} />
          )}
        </Card>
        <LoadMoreButton list={list} placement="page" />
      </SegmentedTabs>
      <PayoutDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
