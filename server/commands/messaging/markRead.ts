import type { UnreadChange } from "@common/messaging.ts";
import { and, eq, sql } from "drizzle-orm";
import { conversationParticipants } from "../../db/schema/index.ts";
import type { Actor } from "../../policies/user.ts";
import { unreadTotal } from "../../queries/messaging/unread.ts";
import { unreadChanged } from "./events.ts";
import { type MessagingDeps, readableConversation } from "./guards.ts";

/**
 * Opening a conversation marks it read: the actor's last-read time becomes now (decision 12).
 * The share lock waits for a message being sent to commit, so "now" is after every message that
 * could have been shown. The actor's other tabs get the new counts.
 */
export async function markRead(
  deps: MessagingDeps,
  actor: Actor,
  conversationId: string,
): Promise<UnreadChange> {
  return deps.database.db.transaction(async (tx) => {
    await readableConversation(tx, actor, conversationId, "share");
    await tx
      .update(conversationParticipants)
      .set({ lastReadAt: sql`greatest(${conversationParticipants.lastReadAt}, clock_timestamp())` })
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.userId, actor.id),
        ),
      );
    const change = { conversationId, unreadCount: 0, totalUnread: await unreadTotal(tx, actor.id) };
    await deps.hub.publishAll([unreadChanged(actor.id, change)], { tx });
    return change;
  });
}
