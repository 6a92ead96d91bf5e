import type { ContactPurposeSchema } from "@common/messaging.ts";
import type { z } from "zod";

export interface ContactParams {
  purpose: z.infer<typeof ContactPurposeSchema>;
  q: string;
  /** The "Group Members" picker leaves out who is already in this conversation. */
  conversationId?: string;
}

/**
 * Messaging's query keys, in a file of their own: the queries and mutations (messaging.ts)
 * and the cache updates (messagingCacheUpdates.ts) both build them without importing each other.
 */
export const messagingKeys = {
  all: ["messaging"] as const,
  conversationLists: () => [...messagingKeys.all, "conversations"] as const,
  conversations: (q: string) => [...messagingKeys.conversationLists(), { q }] as const,
  conversation: (id: string) => [...messagingKeys.all, "conversation", id] as const,
  messages: (id: string) => [...messagingKeys.all, "messages", id] as const,
  unreadTotal: () => [...messagingKeys.all, "unread-total"] as const,
  contacts: (params: ContactParams) => [...messagingKeys.all, "contacts", params] as const,
  /** Mutation key while I leave or delete a conversation. */
  leaving: (id: string) => [...messagingKeys.all, "leaving", id] as const,
};
