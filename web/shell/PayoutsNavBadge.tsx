import { useQuery } from "@tanstack/react-query";
import { waitingPayoutsQuery } from "@web/pages/admin/payouts/adminPayoutQueries.ts";
import { UnreadBadge } from "@web/pages/messages/UnreadBadge.tsx";

const waitingLabel = (count: number) =>
  count === 1 ? "1 withdrawal waiting" : `${count} withdrawals waiting`;

/** The Payouts link (staff and admins): withdrawal requests nobody has paid or rejected yet. */
export function PayoutsNavBadge() {
  const { data } = useQuery(waitingPayoutsQuery);
  return (
    <UnreadBadge
      count={data?.count ?? 0}
      testId="payouts-nav-waiting"
      className="ml-auto"
      label={waitingLabel}
    />
  );
}
