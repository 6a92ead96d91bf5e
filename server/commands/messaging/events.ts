import type { Message } from "@common/messaging.ts";
import type { RealtimeEvent, RealtimeEventData } from "@common/realtime.ts";
import type { Tx } from "../../db/client.ts";
import type { Hub } from "../../realtime/hub.ts";
import { encodeEnvelope } from "../../realtime/protocol.ts";

/**
 * Messaging's realtime events. Commands publish them with their transaction, so they are sent
 * right after it commits, in commit order, and never for a rolled-back change (fanout.ts).
 */

export const conversationTopic = (conversationId: string) => `conversation:${conversationId}`;
const userTopic = (userId: string) => `user:${userId}`;

/**
 * The saved message goes with the event so open chats render it at once; a message too big for
 * a NOTIFY payload (4000 characters of mostly multi-byte text) goes as its id only.
 */
export function messageCreated(message: Message): RealtimeEvent {
  const topic = conversationTopic(message.conversationId);
  const ids = { conversationId: message.conversationId, messageId: message.id };
  const full = { ...ids, message };
  return { topic, event: "message.created", data: fitsInEvent(topic, full) ? full : ids };
}

function fitsInEvent(topic: string, data: unknown): boolean {
  try {
    encodeEnvelope(topic, "message.created", data);
    return true;
  } catch {
    return false;
  }
}

export const unreadChanged = (
  userId: string,
  data: RealtimeEventData<"unread.changed">,
): RealtimeEvent => ({ topic: userTopic(userId), event: "unread.changed", data });

export const conversationChanged = (
  userIds: Iterable<string>,
  conversationId: string,
  change: RealtimeEventData<"conversation.changed">["change"],
): RealtimeEvent[] =>
  [...new Set(userIds)].map((userId) => ({
    topic: userTopic(userId),
    event: "conversation.changed",
    data: { conversationId, change },
  }));

/** Tells these users' tabs to refetch a conversation (or drop it from their list). */
export async function announceConversationChange(
  hub: Hub,
  tx: Tx,
  userIds: Iterable<string>,
  conversationId: string,
  change: RealtimeEventData<"conversation.changed">["change"],
): Promise<void> {
  await hub.publishAll(conversationChanged(userIds, conversationId, change), { tx });
}
