import { STATEMENTS_PAGE } from "@common/royalties/earnings.ts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@web/api/client.ts";
import { csvDownloadUrl } from "@web/lib/csvDownloadUrl.ts";

/**
 * Issue 19: the earnings page and statements (kept beside the pages: web/api/ is the generated
 * client's). Keys: ["earnings", "view"], ["earnings", "statements"], ["earnings", "statement", period],
 * ["earnings", "tracks", cursor], ["earnings", "release", releaseId].
 */
export const earningsKeys = {
  all: ["earnings"] as const,
  view: () => [...earningsKeys.all, "view"] as const,
  statements: () => [...earningsKeys.all, "statements"] as const,
  statement: (period: string) => [...earningsKeys.all, "statement", period] as const,
  tracks: (first: string) => [...earningsKeys.all, "tracks", first] as const,
  release: (releaseId: string) => [...earningsKeys.all, "release", releaseId] as const,
};

/** GET /api/earnings: the tiles, charts and track table. */
export const earningsQuery = () =>
  queryOptions({
    queryKey: earningsKeys.view(),
    queryFn: () => unwrap(api.GET("/api/earnings")),
  });

/**
 * GET /api/earnings/tracks: the table's pages after its first (which comes with the earnings),
 * from `first`, the earnings answer's tracksNextCursor.
 */
export const trackPagesQuery = (first: string) =>
  infiniteQueryOptions({
    queryKey: earningsKeys.tracks(first),
    queryFn: ({ pageParam }) =>
      unwrap(api.GET("/api/earnings/tracks", { params: { query: { cursor: pageParam } } })),
    initialPageParam: first,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/earnings/tracks?releaseId=: one release's rows of the table (its own page's card). */
export const releaseTracksQuery = (releaseId: string) =>
  queryOptions({
    queryKey: earningsKeys.release(releaseId),
    queryFn: () => unwrap(api.GET("/api/earnings/tracks", { params: { query: { releaseId } } })),
  });

/**
 * GET /api/earnings/statements: the caller's statements, newest first, a year's at a time
 * (staff's User Details pass the user's id, under their own key).
 */
export const statementsQuery = (userId?: string) =>
  infiniteQueryOptions({
    queryKey: userId
      ? (["admin", "users", userId, "statements"] as const)
      : earningsKeys.statements(),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/earnings/statements", {
          params: { query: { userId, before: pageParam ?? undefined, limit: STATEMENTS_PAGE } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/earnings/statements/{period}: one month's statement. */
export const statementQuery = (period: string) =>
  queryOptions({
    queryKey: earningsKeys.statement(period),
    queryFn: () =>
      unwrap(
        api.GET("/api/earnings/statements/{period}", {
          params: { path: { period }, query: {} },
        }),
      ),
  });

/**
 * The CSV download's address (a plain link: the browser saves the attachment), with the
 * separator this browser's spreadsheet expects; staff name whose statement with `userId`.
 */
export const statementCsvUrl = (period: string, userId?: string) =>
  csvDownloadUrl(
    `/api/earnings/statements/${encodeURIComponent(period)}/csv`,
    userId ? { userId } : {},
  );

/** A year's statements in one CSV ("2026"), as statementCsvUrl's. */
export const yearCsvUrl = (year: string, userId?: string) =>
  csvDownloadUrl(`/api/earnings/years/${encodeURIComponent(year)}/csv`, userId ? { userId } : {});
