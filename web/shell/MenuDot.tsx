import { canUseStaffArea } from "@common/permissions.ts";
import type { CurrentUser } from "@common/users.ts";
import { useQuery } from "@tanstack/react-query";
import { waitingDeliveriesQuery } from "@web/api/deliveries.ts";
import { unreadTotalQuery } from "@web/api/messaging.ts";
import { waitingPayoutsQuery } from "@web/pages/admin/payouts/adminPayoutQueries.ts";
import { waitingReportsQuery } from "@web/pages/admin/royalties/imports/reportImportsApi.ts";

/**
 * On phones the sidebar hides behind the menu button: a dot there says a link in it has a count
 * waiting. Everyone's is unread messages; staff and admins also have withdrawals to pay, store
 * reports, takedown requests and failed deliveries to see to (the same queries as the links' badges, so one request serves both). What is
 * waiting is said to screen readers.
 */
export function MenuDot({ user }: { user: CurrentUser }) {
  const staff = canUseStaffArea(user);
  const unread = useQuery(unreadTotalQuery).data?.total ?? 0;
  const payouts = useQuery({ ...waitingPayoutsQuery, enabled: staff }).data?.count ?? 0;
  const reports = useQuery({ ...waitingReportsQuery, enabled: staff }).data?.count ?? 0;
  const deliveries = useQuery({ ...waitingDeliveriesQuery, enabled: staff }).data;
  const waiting = [
    unread > 0 && "Unread messages",
    staff && payouts > 0 && "Withdrawals waiting",
    staff && reports > 0 && "Store reports need attention",
    staff &&
      deliveries &&
      deliveries.takedowns + deliveries.failed > 0 &&
      "Takedown requests or failed deliveries waiting",
  ].filter((text): text is string => typeof text === "string");
  if (waiting.length === 0) return null;
  return (
    <span
      data-testid="menu-dot"
      className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-accent ring-2 ring-ink-950"
    >
      <span className="sr-only">{waiting.join(", ")}</span>
    </span>
  );
}
