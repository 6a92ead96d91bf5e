import type { IssueWarningInput, SuspendUserInput } from "@common/moderation.ts";
import type { UserRoleFilter } from "@common/userManagement.ts";
import type { Role } from "@common/users.ts";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";
import { meQuery } from "./session.ts";

/** User Management's filters, both applied by the server. */
export interface AdminUserListParams {
  q: string;
  role: UserRoleFilter;
}

/**
 * Admin keys live under ["admin", "users"] (beside the other admin lists); the signed-in user's
 * own standing and warnings under ["moderation"].
 */
export const moderationKeys = {
  adminUsers: ["admin", "users"] as const,
  adminUserList: (params: AdminUserListParams) =>
    [...moderationKeys.adminUsers, "list", params] as const,
  adminUserDetails: (id: string) => [...moderationKeys.adminUsers, "details", id] as const,
  all: ["moderation"] as const,
  mySuspension: () => [...moderationKeys.all, "suspension"] as const,
  myWarnings: () => [...moderationKeys.all, "warnings"] as const,
};

const PAGE_SIZE = 20;

/** GET /api/admin/users: newest first, 20 a page (admin only). */
export const adminUsersQuery = (params: AdminUserListParams) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.adminUserList(params),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/admin/users", {
          params: {
            query: {
              q: params.q || undefined,
              role: params.role,
              cursor: pageParam ?? undefined,
              limit: PAGE_SIZE,
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /api/admin/users/:id: User Details. */
export const adminUserDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: moderationKeys.adminUserDetails(id),
    queryFn: () => unwrap(api.GET("/api/admin/users/{id}", { params: { path: { id } } })),
  });

/** After an admin action: every list page and that user's details show the change. */
function useRefreshAdminUsers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: moderationKeys.adminUsers });
}

export function useSuspendUser() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SuspendUserInput }) =>
      unwrap(api.POST("/api/admin/users/{id}/suspend", { params: { path: { id } }, body })),
    onSettled: refresh,
  });
}

export function useUnsuspendUser() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST("/api/admin/users/{id}/unsuspend", { params: { path: { id } } })),
    onSettled: refresh,
  });
}

export function useIssueWarning() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: IssueWarningInput }) =>
      unwrap(api.POST("/api/admin/users/{id}/warnings", { params: { path: { id } }, body })),
    onSettled: refresh,
  });
}

export function useRemoveArtistAlias() {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: (aliasId: string) =>
      unwrap(api.DELETE("/api/admin/artist-profiles/{id}", { params: { path: { id: aliasId } } })),
    onSettled: refresh,
  });
}

/** GET /api/me/suspension: what the suspension overlay shows (open to suspended users). */
export const mySuspensionQuery = queryOptions({
  queryKey: moderationKeys.mySuspension(),
  queryFn: () => unwrap(api.GET("/api/me/suspension")),
  // Read afresh whenever the overlay appears: it may describe a suspension issued seconds ago.
  staleTime: 0,
});

/** GET /api/me/warnings: the warnings still to acknowledge, oldest first. */
export const myWarningsQuery = queryOptions({
  queryKey: moderationKeys.myWarnings(),
  queryFn: async () => (await unwrap(api.GET("/api/me/warnings"))).warnings,
  staleTime: 0,
});

/** "Agree and Continue": the session is refetched, so the overlay gives way to the page. */
export function useAgreeToTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.POST("/api/me/terms", { body: { agree: true } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    },
  });
}

/** "I Understand": the warnings and the session's count are refetched by the caller when done. */
export function useAcknowledgeWarning() {
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST("/api/me/warnings/{id}/acknowledge", { params: { path: { id } } })),
  });
}

/** PATCH /api/admin/users/:id/role: how staff accounts come to be (never one's own role). */
/**
 * The role change's callbacks are the hook's, not `mutate`'s: the refresh refetches User Details,
 * whose Role section is keyed by the role and so remounts, and TanStack Query skips `mutate`
 * callbacks of an unmounted component (the success toast was lost whenever the refetch won).
 */
export function useChangeRole(callbacks: {
  onSuccess: (done: { message: string }) => void;
  onError: (error: Error) => void;
}) {
  const refresh = useRefreshAdminUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      unwrap(api.PATCH("/api/admin/users/{id}/role", { params: { path: { id } }, body: { role } })),
    onSuccess: callbacks.onSuccess,
    onError: callbacks.onError,
    onSettled: refresh,
  });
}
