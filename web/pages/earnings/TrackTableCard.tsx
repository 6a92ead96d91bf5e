import type { EarningsView } from "@common/royalties/earnings.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { useState } from "react";
import { trackPagesQuery } from "./earningsQueries.ts";
import { TrackTable } from "./TrackTable.tsx";

/**
 * The earnings page's table per release and track: the first page comes with the earnings, the
 * rest a page of whole releases at a time on "Show more releases" (GET /api/earnings/tracks).
 * Nothing more is asked for until the button is pressed; then the pages follow from the
 * earnings answer's cursor, so a new posting (which changes that answer) starts them afresh.
 */
export function TrackTableCard({ view }: { view: EarningsView }) {
  const first = view.tracksNextCursor;
  const [asked, setAsked] = useState(false);
  const more = useInfiniteQuery({ ...trackPagesQuery(first ?? ""), enabled: asked && !!first });
  const pages = asked && first ? (more.data?.pages ?? []) : [];
  // A failed first page keeps the button, which then asks for it again (a later page's failure
  // keeps it anyway: the page before says there is more).
  const firstFailed = more.isError && !more.data;
  const list = {
    hasNextPage: !!first && (!asked || more.isPending || firstFailed || more.hasNextPage),
    isFetchingNextPage: asked && (more.isFetching || more.isFetchingNextPage),
    fetchNextPage: async () =>
      !asked ? setAsked(true) : firstFailed ? more.refetch() : more.fetchNextPage(),
  };
  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold">By release and track</h2>
      <TrackTable
        rows={[view.tracks, ...pages.map((page) => page.tracks)].flat()}
        wholeReleases={[view.wholeReleases, ...pages.map((page) => page.wholeReleases)].flat()}
        currency={view.summary.currency}
      >
        {more.isError && (
          <FormAlert tone="error" className="mt-3">
            {failureMessage(more.error, "More releases could not be loaded. Please try again.")}
          </FormAlert>
        )}
        <LoadMoreButton list={list} label="Show more releases" />
      </TrackTable>
    </Card>
  );
}
