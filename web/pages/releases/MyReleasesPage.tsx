import {
  Limits,
  RELEASE_STATUS_LABELS,
  RELEASE_STATUSES,
  type ReleaseStatus,
  type ReleaseSummary,
} from "@common/releases.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { releasesInfiniteQuery } from "@web/api/releases.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { cn } from "@web/lib/cn.ts";
import { useAddressParams } from "@web/lib/useAddressParams.ts";
import { useDebouncedValue } from "@web/lib/useDebouncedValue.ts";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigationType } from "react-router";
import { ReleaseCard } from "./ReleaseCard.tsx";
import { ReleaseCardSkeleton } from "./ReleaseCardSkeleton.tsx";
import { ReleaseDetailsDialog } from "./ReleaseDetailsDialog.tsx";
import { ReleasesEmptyState } from "./ReleasesEmptyState.tsx";
import { releaseLinks } from "./releaseLinks.ts";
import { useDeliveryEvents } from "./useDeliveryEvents.ts";

/** Spec §2: the search waits for a pause in typing (~300 ms) before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_CARDS = 6;

const isStatus = (value: string | null): value is ReleaseStatus =>
  (RELEASE_STATUSES as readonly (string | null)[]).includes(value);

/**
 * /dashboard/releases (spec §2 "My Releases"): the user's releases, newest first, searched on
 * title or artist and filtered by status on the server, a page at a time. The filters live in
 * the address (?q=&status=), so a reload or the back button keeps them.
 */
export function MyReleasesPage() {
  // The page's own filter changes replace the address. Any other arrival here (the sidebar link,
  // back and forward) starts afresh from the address, search box included.
  const location = useLocation();
  const navigationType = useNavigationType();
  const [visit, setVisit] = useState(location.key);
  if (navigationType !== "REPLACE" && location.key !== visit) setVisit(location.key);
  return <ReleasesBrowser key={visit} />;
}

function ReleasesBrowser() {
  const [searchParams, setParam] = useAddressParams();
  const statusParam = searchParams.get("status");
  const status = isStatus(statusParam) ? statusParam : "";
  // The box keeps its own text (typing must not wait for the router); the address follows it.
  const [search, setSearch] = useState(() => searchParams.get("q") ?? "");
  const q = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [viewing, setViewing] = useState<ReleaseSummary | null>(null);
  // "Live on 2 of 6 stores" follows the stores' answers.
  useDeliveryEvents();

  // While a new search runs, the previous results stay (dimmed) instead of flashing skeletons.
  const releases = useInfiniteQuery({
    ...releasesInfiniteQuery({ q, status }),
    placeholderData: keepPreviousData,
  });
  const items = releases.data?.pages.flatMap((page) => page.items) ?? [];
  const filtered = q !== "" || status !== "";

  return (
    <div>
      <PageHeader
        title="My Releases"
        description="Every release you have saved or submitted."
        action={
          <Link to={releaseLinks.builder} className={buttonClass("primary")}>
            <Plus aria-hidden className="size-4" />
            New Release
          </Link>
        }
      />

      <search className="mb-6 flex flex-col gap-3 sm:flex-row">
        <SearchInput
          label="Search releases by title or artist"
          placeholder="Search by title or artist"
          value={search}
          maxLength={Limits.search}
          onChange={(event) => {
            setSearch(event.target.value);
            setParam("q", event.target.value.trim());
          }}
          className="flex-1"
        />
        <label className="sr-only" htmlFor="release-status-filter">
          Status
        </label>
        <select
          id="release-status-filter"
          value={status}
          onChange={(event) => setParam("status", event.target.value)}
          className={cn(inputClass, "h-10 text-sm sm:w-52")}
        >
          <option value="">All statuses</option>
          {RELEASE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {RELEASE_STATUS_LABELS[value]}
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
          className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
          aria-label="Loading releases"
        >
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
            <li key={i}>
              <ReleaseCardSkeleton />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        !releases.error && <ReleasesEmptyState filtered={filtered} />
      ) : (
        <>
          <ul
            aria-label="Releases"
            aria-busy={releases.isPlaceholderData || undefined}
            className={cn(
              "grid grid-cols-1 gap-5 transition-opacity sm:grid-cols-2 xl:grid-cols-3",
              releases.isPlaceholderData && "opacity-60",
            )}
          >
            {items.map((release) => (
              <li key={release.id} className="flex">
                <ReleaseCard release={release} onView={setViewing} />
              </li>
            ))}
          </ul>
          <LoadMoreButton list={releases} placement="page" />
        </>
      )}

      <ReleaseDetailsDialog release={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
