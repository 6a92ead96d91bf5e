import type { ConversationSummary } from "@common/messaging.ts";
import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";
import type { ChatMessagePage } from "./messageCache.ts";
import {
  applyUnreadChange,
  clearUnread,
  dropConversation,
  setBlockState,
  upsertConversation,
} from "./messagingCacheUpdates.ts";
import { type ContactParams, messagingKeys } from "./messagingKeys.ts";

/** Live events keep these current (web/shell/MessagingEvents.tsx); a reconnect refetches everything. */
const LIVE_STALE_MS = 5 * 60_000;

/** GET /api/conversations: my active conversations, latest activity first, searchable. */
export const conversationsQuery = (q: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.conversations(q),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/conversations", {
          params: { query: { q: q || undefined, cursor: pageParam ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

/** GET /api/conversations/:id: one conversation (a link to a chat further down the list). */
export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messagingKeys.conversation(id),
    queryFn: async () =>
      (await unwrap(api.GET("/api/conversations/{id}", { params: { path: { id } } }))).conversation,
    staleTime: LIVE_STALE_MS,
  });

/** GET /api/conversations/:id/messages: pages of 30, newest first; older pages on scroll-up. */
export const messagesQuery = (id: string) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.messages(id),
    queryFn: async ({ pageParam }): Promise<ChatMessagePage> =>
      unwrap(
        api.GET("/api/conversations/{id}/messages", {
          params: { path: { id }, query: { before: pageParam ?? undefined } },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Live events reach only the open conversation: one opened again may have missed some, so
    // it shows what it had and refetches. While open, the events keep it current.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** GET /api/conversations/unread-count: the sidebar's Messages badge. */
export const unreadTotalQuery = queryOptions({
  queryKey: messagingKeys.unreadTotal(),
  queryFn: () => unwrap(api.GET("/api/conversations/unread-count")),
  staleTime: LIVE_STALE_MS,
});

/** GET /api/contacts: people the pickers offer ("Contact Staff"/"Contact Artist", groups). */
export const contactsQuery = (params: ContactParams) =>
  infiniteQueryOptions({
    queryKey: messagingKeys.contacts(params),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET("/api/contacts", {
          params: {
            query: {
              purpose: params.purpose,
              q: params.q || undefined,
              conversationId: params.conversationId,
              cursor: pageParam ?? undefined,
            },
          },
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 30_000,
  });

/** Spec §9: the conversation list is refreshed 0.5 s after a conversation is created. */
const LIST_REFRESH_AFTER_CREATE_MS = 500;

function useConversationCreated() {
  const queryClient = useQueryClient();
  return (conversation: ConversationSummary) => {
    upsertConversation(queryClient, conversation);
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: messagingKeys.conversationLists() }),
      LIST_REFRESH_AFTER_CREATE_MS,
    );
  };
}

/** POST /api/conversations/direct: opens (or reopens) the direct chat with one person. */
export function useStartDirect() {
  const created = useConversationCreated();
  return useMutation({
    mutationFn: async (userId: string) =>
      (await unwrap(api.POST("/api/conversations/direct", { body: { userId } }))).conversation,
    onSuccess: created,
  });
}

export function useCreateGroup() {
  const created = useConversationCreated();
  return useMutation({
    mutationFn: async (body: { title: string; memberIds: string[] }) =>
      (await unwrap(api.POST("/api/conversations/groups", { body }))).conversation,
    onSuccess: created,
  });
}

export function useAddMembers(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userIds: string[]) =>
      (
        await unwrap(
          api.POST("/api/conversations/{id}/members", {
            params: { path: { id } },
            body: { userIds },
          }),
        )
      ).conversation,
    onSuccess: (conversation) => {
      upsertConversation(queryClient, conversation);
      void queryClient.invalidateQueries({ queryKey: [...messagingKeys.all, "contacts"] });
    },
  });
}

/** Leave a group, or delete a direct chat (hidden for me only): either way it leaves my list. */
export function useLeaveConversation(id: string, kind: "leave" | "delete") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: messagingKeys.leaving(id),
    mutationFn: () =>
      unwrap(
        kind === "leave"
          ? api.POST("/api/conversations/{id}/leave", { params: { path: { id } } })
          : api.DELETE("/api/conversations/{id}", { params: { path: { id } } }),
      ),
    onSuccess: () => dropConversation(queryClient, id),
  });
}

/** Block or unblock the other party of a direct chat (spec §6). */
export function useSetBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (blocked: boolean) => {
      const options = { params: { path: { id } } };
      const answer = await unwrap(
        blocked
          ? api.POST("/api/conversations/{id}/block", options)
          : api.DELETE("/api/conversations/{id}/block", options),
      );
      return answer.block;
    },
    onSuccess: (block) => setBlockState(queryClient, id, block),
  });
}

/** Opening a conversation, or reading a new message in it, marks it read (decision 12). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      unwrap(api.POST("/api/conversations/{id}/read", { params: { path: { id } } })),
    onMutate: (id) => clearUnread(queryClient, id),
    onSuccess: (change) => applyUnreadChange(queryClient, change),
  });
}

/** Tells the others I am typing; a lost notice only means a missing indicator. */
export function sendTypingNotice(id: string): void {
  void unwrap(api.POST("/api/conversations/{id}/typing", { params: { path: { id } } })).catch(
    () => undefined,
  );
}
