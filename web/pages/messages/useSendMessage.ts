import type { CurrentUser } from "@common/users.ts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "@web/api/client.ts";
import {
  addOptimistic,
  type ChatMessages,
  confirmOptimistic,
  optimisticMessage,
  removeMessage,
} from "@web/api/messageCache.ts";
import { applyMessage } from "@web/api/messagingCacheUpdates.ts";
import { messagingKeys } from "@web/api/messagingKeys.ts";

/**
 * POST /api/conversations/:id/messages, optimistically (spec §4): the message shows at once
 * with a temporary id and is replaced by the saved record; on failure it is removed again and
 * the caller puts the text back into the input.
 */
export function useSendMessage(conversationId: string, me: CurrentUser) {
  const queryClient = useQueryClient();
  const key = messagingKeys.messages(conversationId);
  return useMutation({
    mutationFn: async (content: string) =>
      (
        await unwrap(
          api.POST("/api/conversations/{id}/messages", {
            params: { path: { id: conversationId } },
            body: { content },
          }),
        )
      ).message,
    onMutate: async (content) => {
      // A refetch already on its way (the reconnect refetches every query) would land after
      // this and replace the cache with a snapshot from before the message: it is cancelled,
      // and the saved message and the realtime event bring the list up to date.
      await queryClient.cancelQueries({ queryKey: key });
      const sender = {
        id: me.id,
        artistName: me.artistName,
        fullName: me.fullName,
        email: me.email,
      };
      const temp = optimisticMessage(conversationId, sender, content);
      queryClient.setQueryData<ChatMessages>(key, (data) =>
        addOptimistic(data ?? { pages: [], pageParams: [] }, temp),
      );
      return { tempId: temp.id };
    },
    onSuccess: (saved, _content, context) => {
      queryClient.setQueryData<ChatMessages>(key, (data) =>
        data ? confirmOptimistic(data, context.tempId, saved) : data,
      );
      applyMessage(queryClient, saved, me.id);
    },
    onError: (_error, _content, context) => {
      if (!context) return;
      queryClient.setQueryData<ChatMessages>(key, (data) =>
        data ? removeMessage(data, context.tempId) : data,
      );
    },
  });
}
