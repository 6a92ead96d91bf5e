import { and, eq, type Placeholder, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { conversationParticipants, messages } from "../../db/schema/index.ts";

/** A participants table or an alias of it. */
type ParticipantTable = Record<"conversationId" | "lastReadAt" | "userId", AnyPgColumn>;

/**
 * Decision 12 / spec §7: a participant's unread messages in a conversation are those not sent by
 * them after their last-read time (a deleted sender's messages count as not theirs). Counted on
 * the (conversation_id, created_at) index.
 */
export const unreadCountOf = (p: ParticipantTable) =>
  sql<number>`(select count(*) from ${messages}
    where ${messages.conversationId} = ${p.conversationId}
      and ${messages.createdAt} > ${p.lastReadAt}
      and ${messages.senderId} is distinct from ${p.userId})`;

/** Total unread over the user's active conversations: the sidebar's Messages badge. One query. */
export async function unreadTotal(db: Db | Tx, userId: string): Promise<number> {
  const [row] = await totalQuery(db, userId);
  return Number(row?.total ?? 0);
}

const totalQuery = (db: Db | Tx, userId: string | Placeholder) =>
  db
    .select({ total: sql<number>`coalesce(sum(${unreadCountOf(conversationParticipants)}), 0)` })
    .from(conversationParticipants)
    .where(
      and(eq(conversationParticipants.userId, userId), eq(conversationParticipants.isActive, true)),
    );

const prepared = preparedOnce((db: Db) =>
  totalQuery(db, sql.placeholder("userId")).prepare("offbeat_unread_messages"),
);

/** unreadTotal as a prepared statement: the badge's route asks on every page. */
export async function unreadTotalPrepared(db: Db, userId: string): Promise<number> {
  const [row] = await prepared(db).execute({ userId });
  return Number(row?.total ?? 0);
}
