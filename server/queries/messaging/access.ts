import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { conversationParticipants } from "../../db/schema/index.ts";
import type { ConversationAccess } from "../../policies/conversation.ts";

export interface LoadedAccess extends ConversationAccess {
  id: string;
  /** The other party of a direct chat (null for groups). */
  otherUserId: string | null;
}

interface AccessRow {
  id: string;
  is_group_chat: boolean;
  is_active: boolean | null;
  other_user_id: string | null;
  blocked_by_me: boolean;
  blocked_me: boolean;
}

/**
 * One conversation as one user sees it: their participation and, for a direct chat, the other
 * party and the blocks between them. Every messaging request starts here, so it is a prepared
 * statement, one per kind of lock.
 */
const accessStatement = (name: string, lock: string) =>
  preparedStatement<AccessRow>(
    name,
    sql`select c.id, c.is_group_chat, me.is_active, other.user_id as other_user_id,
      exists (select 1 from user_blocks b
        where b.blocker_id = ${sql.placeholder("actorId")} and b.blocked_id = other.user_id) as blocked_by_me,
      exists (select 1 from user_blocks b
        where b.blocker_id = other.user_id and b.blocked_id = ${sql.placeholder("actorId")}) as blocked_me
    from conversations c
    left join conversation_participants me
      on me.conversation_id = c.id and me.user_id = ${sql.placeholder("actorId")}
    left join conversation_participants other
      on other.conversation_id = c.id and other.user_id <> ${sql.placeholder("actorId")}
      and not c.is_group_chat
    where c.id = ${sql.placeholder("conversationId")}
    limit 1 ${sql.raw(lock)}`,
  );

const statements = {
  none: accessStatement("offbeat_conversation_access", ""),
  share: accessStatement("offbeat_conversation_access_share", "for share of c"),
  update: accessStatement("offbeat_conversation_access_update", "for update of c"),
};

/**
 * `lock` locks the conversation row for the rest of the transaction: sends take it "update"
 * (one at a time per conversation, so message times follow commit order), reads "share" (wait
 * for a send in flight to commit).
 */
export async function loadConversationAccess(
  db: Db | Tx,
  actorId: string,
  conversationId: string,
  lock?: "update" | "share",
): Promise<LoadedAccess | null> {
  const [row] = await statements[lock ?? "none"](db, { actorId, conversationId });
  if (!row) return null;
  return {
    id: row.id,
    isGroupChat: row.is_group_chat,
    participation: row.is_active === null ? null : { isActive: row.is_active },
    otherUserId: row.other_user_id,
    block:
      row.is_group_chat || !row.other_user_id
        ? null
        : { blockedByMe: row.blocked_by_me, blockedMe: row.blocked_me },
  };
}

/** The hub's join policy for `conversation:<id>`: active participants only. */
export async function isActiveParticipant(
  db: Db,
  conversationId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationParticipants.id })
    .from(conversationParticipants)
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
        eq(conversationParticipants.isActive, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
