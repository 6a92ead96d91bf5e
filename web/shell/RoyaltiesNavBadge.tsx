import { useQuery } from "@tanstack/react-query";
import { waitingReportsQuery } from "@web/pages/admin/royalties/imports/reportImportsApi.ts";
import { UnreadBadge } from "@web/pages/messages/UnreadBadge.tsx";

const waitingLabel = (count: number) =>
  count === 1 ? "1 store report needs attention" : `${count} store reports need attention`;

/** The Royalties link (staff and admins): reports not yet posted, or with unmatched lines. */
export function RoyaltiesNavBadge() {
  const { data } = useQuery(waitingReportsQuery);
  return (
    <UnreadBadge
      count={data?.count ?? 0}
      testId="royalties-nav-waiting"
      className="ml-auto"
      label={waitingLabel}
    />
  );
}
