import {
  ADMIN_RELEASE_FILTER_LABELS,
  type AdminReleaseFilter,
  ReviewMessages,
} from "@common/review.ts";
import { Inbox, SearchX } from "lucide-react";

/** /admin/releases with nothing to show: an empty queue, or nothing matching the search. */
export function AdminReleasesEmptyState({
  searched,
  status,
}: {
  searched: boolean;
  status: AdminReleaseFilter;
}) {
  const Icon = searched ? SearchX : Inbox;
  const filter = status === "all" ? "" : ` ${ADMIN_RELEASE_FILTER_LABELS[status].toLowerCase()}`;
  return (
    <div
      data-testid="admin-releases-empty"
      className="rounded-2xl border border-dashed border-ink-700 px-6 py-16 text-center"
    >
      <Icon aria-hidden className="mx-auto size-10 text-ink-600" />
      <h2 className="mt-4 text-xl font-black tracking-tight">
        {status === "submitted" && !searched
          ? ReviewMessages.noPendingReviews
          : ReviewMessages.noReleasesFound}
      </h2>
      <p className="mt-2 text-sm text-ink-300">
        {searched
          ? `No${filter} release matches your search.`
          : status === "submitted"
            ? "Every submitted release has been reviewed."
            : `There are no${filter} releases.`}
      </p>
    </div>
  );
}
