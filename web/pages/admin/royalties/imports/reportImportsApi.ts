import {
  type CsvMapping,
  type ReportStatus,
  type ReportSummary,
  ReportSummarySchema,
} from "@common/royalties/imports.ts";
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { ApiError, api, unwrap } from "@web/api/client.ts";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { UNMATCHED_QUEUE_KEY } from "../unmatched/unmatchedApi.ts";

/**
 * The API calls of /admin/royalties' report imports (issue 19): the list, a report's preview
 * (asked again every 2 seconds while the parse job works on it), upload, delete, post (H2's
 * route) and the stores' CSV column mappings.
 */

const sameKey = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

const reportImportKeys = {
  all: ["admin", "royalty-reports"] as const,
  list: () => [...reportImportKeys.all, "list"] as const,
  detail: (id: string) => [...reportImportKeys.all, "detail", id] as const,
  stores: () => [...reportImportKeys.all, "stores"] as const,
  mapping: (storeId: string) => [...reportImportKeys.all, "mapping", storeId] as const,
  waiting: () => [...reportImportKeys.all, "waiting"] as const,
};

const PAGE = 25;
const PROCESSING_POLL_MS = 2000;
const polling = (status: ReportStatus | undefined) =>
  status === "processing" ? PROCESSING_POLL_MS : false;

export const reportListQuery = () =>
  infiniteQueryOptions({
    queryKey: reportImportKeys.list(),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/admin/royalty-reports", {
          params: { query: { cursor: pageParam ?? undefined, limit: PAGE } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // A report being checked moves to ready or failed within seconds.
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((r) => r.status === "processing"))
        ? PROCESSING_POLL_MS
        : false,
  });

export const reportPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: reportImportKeys.detail(id),
    queryFn: () => unwrap(api.GET("/api/admin/royalty-reports/{id}", { params: { path: { id } } })),
    refetchInterval: (query) => polling(query.state.data?.report.status),
  });

/**
 * The Royalties link's count of reports waiting for staff (not yet posted, or with unmatched
 * lines). Under the imports' key, so posting, deleting, assigning and dismissing refresh it;
 * asked again every minute for what other staff do.
 */
export const waitingReportsQuery = queryOptions({
  queryKey: reportImportKeys.waiting(),
  queryFn: () => unwrap(api.GET("/api/admin/royalty-reports/waiting")),
  refetchInterval: 60_000,
});

/**
 * A report that finishes its check may now wait for staff, and its unmatched lines join the
 * queue: count again and read the queue again when the list sees one finish.
 */
export function useRecountWhenChecked(processing: number) {
  const client = useQueryClient();
  const before = useRef(processing);
  useEffect(() => {
    if (processing < before.current) void refreshAfterCheck(client);
    before.current = processing;
  }, [processing, client]);
}

/**
 * The open preview's side of the same: a report seen checked (ready or failed) for the first
 * time. A small report is checked before the list ever shows it "processing", so the list
 * alone missed it, and the queue went on saying "Every report line is matched" beside a
 * preview listing the lines it should hold.
 */
export function useRefreshWhenChecked(id: string, status: ReportStatus | undefined) {
  const client = useQueryClient();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (status !== "ready" && status !== "failed") return;
    if (seen.current === `${id} ${status}`) return;
    seen.current = `${id} ${status}`;
    void refreshAfterCheck(client);
  }, [id, status, client]);
}

/** What a finished check changes: the count of reports waiting, and the unmatched queue. */
function refreshAfterCheck(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: reportImportKeys.waiting() }),
    client.invalidateQueries({ queryKey: UNMATCHED_QUEUE_KEY }),
  ]);
}

export const reportStoresQuery = () =>
  queryOptions({
    queryKey: reportImportKeys.stores(),
    queryFn: () => unwrap(api.GET("/api/admin/royalty-reports/stores")),
    staleTime: 60_000,
  });

export const storeMappingQuery = (storeId: string) =>
  queryOptions({
    queryKey: reportImportKeys.mapping(storeId),
    queryFn: () =>
      unwrap(
        api.GET("/api/admin/stores/{storeId}/report-mapping", { params: { path: { storeId } } }),
      ),
  });

const UploadedSchema = z.object({ report: ReportSummarySchema, message: z.string() });

interface ReportUpload {
  file: File;
  storeId: string;
  exchangeRate?: string;
  period?: string;
}

/**
 * POST /api/admin/royalty-reports as multipart (field `file`; the other fields in the query
 * string, so the server reads them before the file's bytes arrive).
 */
async function sendReport(input: ReportUpload): Promise<ReportSummary> {
  const query = new URLSearchParams({ storeId: input.storeId });
  if (input.exchangeRate) query.set("exchangeRate", input.exchangeRate);
  if (input.period) query.set("period", input.period);
  const form = new FormData();
  form.append("file", input.file);
  let response: Response;
  try {
    response = await fetch(`/api/admin/royalty-reports?${query}`, {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(
      0,
      "NETWORK",
      "Could not reach Offbeat. Check your connection and try again.",
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw ApiError.fromResponse(response.status, body);
  const parsed = UploadedSchema.safeParse(body);
  if (!parsed.success) throw ApiError.fromResponse(500, null);
  return parsed.data.report;
}

export function useUploadReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendReport,
    onSuccess: () => client.invalidateQueries({ queryKey: reportImportKeys.list() }),
  });
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.DELETE("/api/admin/royalty-reports/{id}", { params: { path: { id } } })),
    // The deleted report's preview is dropped, not refetched: it is 404 now, and its retries held
    // the "deleted" toast and the panel's closing back by about seven seconds.
    onSuccess: async (_done, id) => {
      const deleted = reportImportKeys.detail(id);
      await client.invalidateQueries({
        queryKey: reportImportKeys.all,
        predicate: (query) => !sameKey(query.queryKey, deleted),
      });
      client.removeQueries({ queryKey: deleted, exact: true });
    },
  });
}

export function usePostReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; confirmSamePeriod?: boolean }) =>
      unwrap(
        api.POST("/api/admin/royalty-reports/{id}/post", {
          params: { path: { id: input.id } },
          body: input.confirmSamePeriod ? { confirmSamePeriod: true } : {},
        }),
      ),
    // Posting books money and may send lines back to the queue: the finance overview and the
    // unmatched queue on the same page change with the reports (as after a reversal).
    onSuccess: () => client.invalidateQueries({ queryKey: ["admin"] }),
  });
}

/**
 * Admins: take a posted report back out of the ledger. Every admin figure may change.
 *
 * The form's callbacks are the hook's, not `mutate`'s: Reverse posting shows only while the
 * report is posted, so the refetched preview ("reversed") unmounts it, and TanStack Query skips
 * `mutate` callbacks of an unmounted component (the toast was lost whenever the preview came
 * back before the other admin queries). They run after the refetch, as `mutate`'s did.
 */
export function useReverseReport(callbacks: {
  onSuccess: (done: { message: string }) => void;
  onError: (error: Error) => void;
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; reason: string }) =>
      unwrap(
        api.POST("/api/admin/royalty-reports/{id}/reverse", {
          params: { path: { id: input.id } },
          body: { reason: input.reason },
        }),
      ),
    onSuccess: async (done) => {
      await client.invalidateQueries({ queryKey: ["admin"] });
      callbacks.onSuccess(done);
    },
    onError: callbacks.onError,
  });
}

export function useSaveMapping() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { storeId: string; mapping: CsvMapping }) =>
      unwrap(
        api.PUT("/api/admin/stores/{storeId}/report-mapping", {
          params: { path: { storeId: input.storeId } },
          body: input.mapping,
        }),
      ),
    onSuccess: (_data, input) => {
      client.invalidateQueries({ queryKey: reportImportKeys.mapping(input.storeId) });
      client.invalidateQueries({ queryKey: reportImportKeys.stores() });
    },
  });
}
