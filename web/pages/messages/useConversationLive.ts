import type { CurrentUser } from "@common/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { showConversation } from "@web/api/conversationOnScreen.ts";
import { type ChatMessages, removeMessage, updateMessage } from "@web/api/messageCache.ts";
import { useMarkRead } from "@web/api/messaging.ts";
import { applyMessage } from "@web/api/messagingCacheUpdates.ts";
import { messagingKeys } from "@web/api/messagingKeys.ts";
import { useRealtimeEvent } from "@web/realtime/useRealtimeEvent.ts";
import { useCallback, useEffect, useRef, useState } from "react";
import { nextExpiry, noteTyping, prune, stopTyping, type TypingState } from "./typingState.ts";

/** Several messages arriving together are marked read with one request. */
const MARK_READ_DELAY_MS = 300;

/**
 * The open conversation, live (spec §7): new, edited and deleted messages go into the cache,
 * typing notices drive the indicator, and messages read on screen are marked read. Returns the
 * ids of the people typing now.
 */
export function useConversationLive(conversationId: string, me: CurrentUser): string[] {
  const queryClient = useQueryClient();
  const markRead = useMarkRead();
  const [typing, setTyping] = useState<TypingState>(new Map());
  const readTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const messagesKey = messagingKeys.messages(conversationId);

  const markReadSoon = useCallback(() => {
    if (document.visibilityState !== "visible") return;
    clearTimeout(readTimer.current);
    readTimer.current = setTimeout(() => markRead.mutate(conversationId), MARK_READ_DELAY_MS);
  }, [conversationId, markRead.mutate]);

  useEffect(() => showConversation(conversationId), [conversationId]);

  useEffect(() => {
    setTyping(new Map());
    // Opening a conversation marks it read (decision 12: stored on the server).
    markRead.mutate(conversationId);
    return () => clearTimeout(readTimer.current);
  }, [conversationId, markRead.mutate]);

  // Messages that came in while the tab was hidden are read when the reader comes back.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === "visible") markReadSoon();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => document.removeEventListener("visibilitychange", onVisible);
  }, [markReadSoon]);

  useRealtimeEvent(`conversation:${conversationId}`, (event) => {
    if (!("conversationId" in event.data) || event.data.conversationId !== conversationId) return;
    switch (event.event) {
      case "message.created": {
        const { message } = event.data;
        if (message) applyMessage(queryClient, message, me.id);
        // Too large for a live event: the newest page brings it.
        else void queryClient.invalidateQueries({ queryKey: messagesKey });
        const senderId = message?.sender?.id;
        if (senderId) setTyping((state) => stopTyping(state, senderId));
        if (senderId !== me.id) markReadSoon();
        return;
      }
      case "message.updated": {
        const { message } = event.data;
        if (!message) void queryClient.invalidateQueries({ queryKey: messagesKey });
        else
          queryClient.setQueryData<ChatMessages>(messagesKey, (data) =>
            data ? updateMessage(data, message) : data,
          );
        return;
      }
      case "message.deleted":
        queryClient.setQueryData<ChatMessages>(messagesKey, (data) =>
          data ? removeMessage(data, event.data.messageId) : data,
        );
        return;
      case "typing":
        if (event.data.userId !== me.id) {
          const { userId } = event.data;
          setTyping((state) => noteTyping(state, userId, Date.now()));
        }
        return;
    }
  });

  // Removes each indicator when its time is up (spec §9: ~3 s, 2.5 s of silence).
  useEffect(() => {
    const expiry = nextExpiry(typing);
    if (expiry === null) return;
    const timer = setTimeout(
      () => setTyping((state) => prune(state, Date.now())),
      Math.max(0, expiry - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [typing]);

  return [...typing.keys()];
}
