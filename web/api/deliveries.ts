import type {
  ApproveTakedownInput,
  DeliveryListQuery,
  DeliveryState,
  RejectTakedownInput,
  ReleaseDelivery,
} from "@common/distribution.ts";
import {
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { adminReleaseKeys } from "./adminReleases.ts";
import { api, unwrap } from "./client.ts";
import { releaseDetailQuery, releaseKeys } from "./releases.ts";

/** /admin/deliveries' filters, both applied on the server. */
export type DeliveryListParams = Pick<DeliveryListQuery, "store" | "state">;

export const deliveryKeys = {
  all: ["admin", "deliveries"] as const,
  lists: () => [...deliveryKeys.all, "list"] as const,
  list: (params: DeliveryListParams) => [...deliveryKeys.lists(), params] as const,
  takedowns: ["admin", "takedowns"] as const,
};

const DELIVERIES_PAGE = 25;
/** While a store is being sent the batch: the states move within seconds. */
const IN_FLIGHT_POLL_MS = 3000;
/** While a store has the batch but has not answered: its acknowledgement is polled for. */
const AWAITING_STORE_POLL_MS = 15_000;
const IDLE_POLL_MS = 60_000;

const inFlight = (state: DeliveryState) => state === "queued" || state === "uploading";

/**
 * How soon a view of these deliveries asks again (live events usually come first): every few
 * seconds while one is queued or uploading, less often while one waits for the store, else
 * `idle` (false: never).
 */
function deliveryPollMs(
  states: readonly DeliveryState[],
  idle: number | false = IDLE_POLL_MS,
): number | false {
  if (states.some(inFlight)) return IN_FLIGHT_POLL_MS;
  if (states.includes("delivered")) return AWAITING_STORE_POLL_MS;
  return idle;
}

/**
 * The release detail as the artist's page and the review dialog read it, refetched while its
 * deliveries are moving (decision 9's 10-minute refresh of the audio links otherwise).
 */
export const releaseWithDeliveriesQuery = (id: string) => {
  const base = releaseDetailQuery(id);
  return queryOptions({
    ...base,
    refetchInterval: (query) =>
      deliveryPollMs(
        (query.state.data?.deliveries ?? []).map((d: ReleaseDelivery) => d.state),
        10 * 60_000,
      ),
  });
};

/** GET /api/admin/deliveries (staff and admins): failures first, then the latest changed. */
export const deliveriesInfiniteQuery = (params: DeliveryListParams) =>
  infiniteQueryOptions({
    queryKey: deliveryKeys.list(params),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/admin/deliveries", {
          params: {
            query: {
              store: params.store,
              state: params.state,
              cursor: pageParam ?? undefined,
              limit: DELIVERIES_PAGE,
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (query) =>
      deliveryPollMs(
        query.state.data?.pages.flatMap((page) => page.items.map((item) => item.state)) ?? [],
      ),
  });

/**
 * GET /api/admin/deliveries/waiting (staff and admins): takedown requests to decide and failed
 * deliveries, the Deliveries link's count. Under deliveryKeys.all, so every delivery action and
 * live delivery event refreshes it.
 */
export const waitingDeliveriesQuery = queryOptions({
  queryKey: [...deliveryKeys.all, "waiting"] as const,
  queryFn: () => unwrap(api.GET("/api/admin/deliveries/waiting")),
  refetchInterval: IDLE_POLL_MS,
});

/**
 * GET /api/admin/takedowns (staff and admins): requests still to decide or to finish, oldest
 * first, 25 a page.
 */
export const takedownQueueQuery = infiniteQueryOptions({
  queryKey: deliveryKeys.takedowns,
  queryFn: ({ pageParam }) =>
    unwrap(
      api.GET("/api/admin/takedowns", {
        params: { query: pageParam ? { cursor: pageParam } : {} },
      }),
    ),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  refetchInterval: IDLE_POLL_MS,
});

/**
 * After any delivery action: the deliveries page, the takedown queue, the review lists and
 * every release query (the artist's detail and cards, the review dialog).
 */
export function invalidateDeliveries(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
  void queryClient.invalidateQueries({ queryKey: deliveryKeys.takedowns });
  void queryClient.invalidateQueries({ queryKey: adminReleaseKeys.all });
  void queryClient.invalidateQueries({ queryKey: releaseKeys.all });
}

function useDeliveryMutation<V>(mutationFn: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => invalidateDeliveries(queryClient) });
}

/** POST /api/admin/deliveries/{id}/retry: a failed delivery is queued again. */
export const useRetryDelivery = () =>
  useDeliveryMutation((id: string) =>
    unwrap(api.POST("/api/admin/deliveries/{id}/retry", { params: { path: { id } } })),
  );

/** POST /api/admin/deliveries/{id}/mark-live: for stores that send no acknowledgement. */
export const useMarkDeliveryLive = () =>
  useDeliveryMutation((id: string) =>
    unwrap(api.POST("/api/admin/deliveries/{id}/mark-live", { params: { path: { id } } })),
  );

/** POST /api/admin/releases/{id}/redeliver: a full new message to every store. */
export const useRedeliverRelease = () =>
  useDeliveryMutation((id: string) =>
    unwrap(api.POST("/api/admin/releases/{id}/redeliver", { params: { path: { id } } })),
  );

/** POST /api/admin/takedowns/{id}/approve {note}: the stores are sent the takedown. */
export const useApproveTakedown = () =>
  useDeliveryMutation(({ id, body }: { id: string; body: ApproveTakedownInput }) =>
    unwrap(api.POST("/api/admin/takedowns/{id}/approve", { params: { path: { id } }, body })),
  );

/** POST /api/admin/takedowns/{id}/reject {reason}: the artist is told why. */
export const useRejectTakedown = () =>
  useDeliveryMutation(({ id, body }: { id: string; body: RejectTakedownInput }) =>
    unwrap(api.POST("/api/admin/takedowns/{id}/reject", { params: { path: { id } }, body })),
  );
