import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { messages, users } from "../../db/schema/index.ts";
import { exactTime, keysetPage, olderThan } from "../../lib/cursor.ts";
import type { MessageRow } from "../../presenters/messaging.ts";

/** The columns of a message with its sender, as the presenter takes them. */
const messageColumns = {
  id: messages.id,
  conversationId: messages.conversationId,
  content: messages.content,
  createdAt: messages.createdAt,
  updatedAt: messages.updatedAt,
  senderId: messages.senderId,
  senderArtistName: users.artistName,
  senderFullName: users.name,
  senderEmail: users.email,
};

export interface MessagePageOptions {
  /** From the previous page: its oldest message's time and id. */
  before?: { time: string; id: string };
  limit: number;
}

/** A page of a conversation's messages, newest first, on (conversation_id, created_at, id). */
export async function messagePage(
  db: Db | Tx,
  conversationId: string,
  options: MessagePageOptions,
): Promise<{ items: MessageRow[]; next: { time: string; id: string } | null }> {
  const filters: SQL[] = [eq(messages.conversationId, conversationId)];
  if (options.before) {
    filters.push(olderThan(messages.createdAt, messages.id, options.before));
  }
  const rows = await db
    .select({ ...messageColumns, cursorTime: exactTime(messages.createdAt) })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.senderId))
    .where(and(...filters))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit + 1);
  return keysetPage(rows, options.limit);
}
