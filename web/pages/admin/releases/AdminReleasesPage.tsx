import { Limits } from "@common/releases.ts";
import {
  ADMIN_RELEASE_FILTER_LABELS,
  ADMIN_RELEASE_FILTERS,
  type AdminReleaseFilter,
  type AdminReleaseCard as Card,
  DEFAULT_ADMIN_RELEASE_FILTER,
} from "@common/review.ts";
import { keepPreviousData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { adminReleasesInfiniteQuery, invalidateReview } from "@web/api/adminReleases.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { cn } from "@web/lib/cn.ts";
import { useAddressParams } from "@web/lib/useAddressParams.ts";
import { useDebouncedValue } from "@web/lib/useDebouncedValue.ts";
import { useFocusSuccessor } from "@web/lib/useFocusSuccessor.ts";
import { useRealtimeEvent } from "@web/realtime/useRealtimeEvent.ts";
import { useState } from "react";
import { AdminReleaseCard } from "./AdminReleaseCard.tsx";
import { AdminReleaseCardSkeleton } from "./AdminReleaseCardSkeleton.tsx";
import { AdminReleasesEmptyState } from "./AdminReleasesEmptyState.tsx";
import { NowPlayingProvider } from "./NowPlayingProvider.tsx";
import { RejectReleaseModal } from "./RejectReleaseModal.tsx";
import { ReleaseReviewModal, type ReviewTarget } from "./ReleaseReviewModal.tsx";
import { useReviewActions } from "./useReviewActions.ts";

const SEARCH_DEBOUNCE_MS = 300;
/** Spec §9: release skeleton count 6. */
const SKELETON_CARDS = 6;

const isFilter = (value: string | null): value is AdminReleaseFilter =>
  (ADMIN_RELEASE_FILTERS as readonly (string | null)[]).includes(value);

/**
 * /admin/releases (spec §2 "All Releases Management", decision 2: staff and admins): every
 * artist's releases, searched on title, artist or owner email and filtered by status on the
 * server (Submitted by default), a page at a time; a now-playing bar; the Release Review and
 * Reject Release dialogs. The filters live in the address (?q=&status=).
 */
export function AdminReleasesPage() {
  const queryClient = useQueryClient();
  // Another reviewer changed a release, or a store's delivery moved: the lists and counts follow.
  useRealtimeEvent("staff", (event) => {
    if (
      event.event === "release.status-changed" ||
      event.event === "release.copyright-checked" ||
      event.event === "release.deliveries-changed"
    )
      invalidateReview(queryClient);
  });
  return (
    <NowPlayingProvider onLinkFailed={() => invalidateReview(queryClient)}>
      <ReleasesReview />
    </NowPlayingProvider>
  );
}

function ReleasesReview() {
  const [searchParams, setAddressParam] = useAddressParams();
  const statusParam = searchParams.get("status");
  const status = isFilter(statusParam) ? statusParam : DEFAULT_ADMIN_RELEASE_FILTER;
  const [search, setSearch] = useState(() => searchParams.get("q") ?? "");
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const [rejecting, setRejecting] = useState<ReviewTarget | null>(null);
  const actions = useReviewActions();
  // A release that leaves the list (approved from its review) passes focus to the next card.
  const list = useFocusSuccessor();

  const releases = useInfiniteQuery({
    ...adminReleasesInfiniteQuery({ q, status }),
    placeholderData: keepPreviousData,
  });
  const items = releases.data?.pages.flatMap((page) => page.items) ?? [];

  // The default filter (Submitted) is the address without one.
  const setParam = (name: "q" | "status", value: string) =>
    setAddressParam(name, name === "status" && value === DEFAULT_ADMIN_RELEASE_FILTER ? "" : value);

  const distribute = (release: Card) => actions.run({ id: release.id, action: "distribute" });

  return (
    <div>
      <PageHeader
        title="All Releases"
        description="Review what artists submit, approve or reject it, and mark approved releases as distributed."
      />

      <search className="mb-6 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search releases by title, artist or owner email"
          placeholder="Search by title, artist or owner email"
          aria-describedby="admin-release-search-codes"
          value={search}
          maxLength={Limits.search}
          onChange={(event) => {
            setSearch(event.target.value);
            setParam("q", event.target.value.trim());
          }}
          className="flex-1"
        />
        {/* The spec's label and placeholder stay; codes are found too, and said so. */}
        <span id="admin-release-search-codes" className="sr-only">
          Also finds a release by its UPC, or by a track's ISRC.
        </span>
        <label className="sr-only" htmlFor="admin-release-status">
          Status
        </label>
        <select
          id="admin-release-status"
          value={status}
          onChange={(event) => setParam("status", event.target.value)}
          className={cn(inputClass, "h-10 text-sm sm:w-52")}
        >
          {ADMIN_RELEASE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {ADMIN_RELEASE_FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </search>

      {releases.error && !releases.data && (
        <FormAlert tone="error" className="mb-6">
          {releases.error.message}
        </FormAlert>
      )}

      {releases.isPending ? (
        <ul
          aria-busy
          aria-label="Loading releases"
          className="grid grid-cols-1 gap-5 md:grid-cols-2 2xl:grid-cols-3"
        >
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
            <li key={i}>
              <AdminReleaseCardSkeleton />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        !releases.error && <AdminReleasesEmptyState searched={q !== ""} status={status} />
      ) : (
        <>
          <ul
            ref={list}
            data-focus-list
            aria-label="Releases"
            aria-busy={releases.isPlaceholderData || undefined}
            className={cn(
              "grid grid-cols-1 gap-5 transition-opacity md:grid-cols-2 2xl:grid-cols-3",
              releases.isPlaceholderData && "opacity-60",
            )}
          >
            {items.map((release) => (
              <li key={release.id} className="flex" data-focus-row>
                <AdminReleaseCard
                  release={release}
                  onReview={setReviewing}
                  onDistribute={distribute}
                  distributing={actions.busyId === release.id}
                />
              </li>
            ))}
          </ul>
          <LoadMoreButton list={releases} placement="page" />
        </>
      )}

      <ReleaseReviewModal
        release={reviewing}
        onClose={() => setReviewing(null)}
        onReject={setRejecting}
      />
      <RejectReleaseModal
        release={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={() => {
          setRejecting(null);
          setReviewing(null);
        }}
      />
    </div>
  );
}
