import { type BlockState, type ConversationSummary, MessagingLimits } from "@common/messaging.ts";
import { and, asc, desc, eq, exists, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Tx } from "../../db/client.ts";
import {
  conversationParticipants,
  conversations,
  messages,
  userBlocks,
  users,
} from "../../db/schema/index.ts";
import { containsPattern, exactTime } from "../../lib/cursor.ts";
import {
  type ConversationRow,
  type ParticipantRow,
  presentConversation,
} from "../../presenters/messaging.ts";
import { unreadCountOf } from "./unread.ts";

const me = alias(conversationParticipants, "me");
const sender = alias(users, "sender");
/** The list's sort key: conversations without messages sort by their creation. */
const activityAt = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;

/**
 * Conversation rows as `actorId` sees them (their unread count, the last message) in ONE query:
 * the unread count and the last message are correlated subqueries on the messages index.
 */
async function conversationRows(
  db: Db | Tx,
  actorId: string,
  where: SQL | undefined,
  limit: number,
): Promise<(ConversationRow & { cursorTime: string })[]> {
  const last = db
    .select({
      id: messages.id,
      preview: sql<string>`left(${messages.content}, ${MessagingLimits.previewLength})`.as(
        "preview",
      ),
      createdAt: messages.createdAt,
      senderId: messages.senderId,
    })
    .from(messages)
    .where(eq(messages.conversationId, conversations.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1)
    .as("last_message");
  const rows = await db
    .select({
      id: conversations.id,
      isGroupChat: conversations.isGroupChat,
      title: conversations.title,
      createdBy: conversations.createdBy,
      createdAt: conversations.createdAt,
      lastMessageAt: conversations.lastMessageAt,
      cursorTime: exactTime(activityAt),
      unreadCount: unreadCountOf(me).mapWith(Number),
      lastId: last.id,
      lastPreview: last.preview,
      lastCreatedAt: last.createdAt,
      senderId: last.senderId,
      senderArtistName: sender.artistName,
      senderFullName: sender.name,
      senderEmail: sender.email,
    })
    .from(me)
    .innerJoin(conversations, eq(conversations.id, me.conversationId))
    .leftJoinLateral(last, sql`true`)
    .leftJoin(sender, eq(sender.id, last.senderId))
    .where(and(eq(me.userId, actorId), eq(me.isActive, true), where))
    .orderBy(desc(activityAt), desc(conversations.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    isGroupChat: r.isGroupChat,
    title: r.title,
    createdBy: r.createdBy,
    createdAt: r.createdAt,
    lastMessageAt: r.lastMessageAt,
    cursorTime: r.cursorTime,
    unreadCount: r.unreadCount,
    lastMessage:
      r.lastId && r.lastPreview !== null && r.lastCreatedAt
        ? {
            id: r.lastId,
            preview: r.lastPreview,
            createdAt: r.lastCreatedAt,
            senderId: r.senderId,
            senderArtistName: r.senderArtistName,
            senderFullName: r.senderFullName,
            senderEmail: r.senderEmail,
          }
        : null,
  }));
}

/** Active members of these conversations (one query) and the actor's blocks with them (one). */
async function withParticipants(
  db: Db | Tx,
  actorId: string,
  rows: ConversationRow[],
): Promise<ConversationSummary[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const participants: ParticipantRow[] = await db
    .select({
      conversationId: conversationParticipants.conversationId,
      userId: users.id,
      artistName: users.artistName,
      fullName: users.name,
      email: users.email,
      role: users.role,
      joinedAt: conversationParticipants.joinedAt,
    })
    .from(conversationParticipants)
    .innerJoin(users, eq(users.id, conversationParticipants.userId))
    .where(
      and(
        inArray(conversationParticipants.conversationId, ids),
        eq(conversationParticipants.isActive, true),
      ),
    )
    .orderBy(asc(conversationParticipants.joinedAt), asc(users.id));
  const byConversation = new Map<string, ParticipantRow[]>();
  for (const p of participants) {
    const list = byConversation.get(p.conversationId);
    if (list) list.push(p);
    else byConversation.set(p.conversationId, [p]);
  }
  const others = [
    ...new Set(participants.filter((p) => p.userId !== actorId).map((p) => p.userId)),
  ];
  const blocks =
    others.length === 0
      ? []
      : await db
          .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
          .from(userBlocks)
          .where(
            or(
              and(eq(userBlocks.blockerId, actorId), inArray(userBlocks.blockedId, others)),
              and(eq(userBlocks.blockedId, actorId), inArray(userBlocks.blockerId, others)),
            ),
          );
  const blockWith = (otherId: string | undefined): BlockState => ({
    blockedByMe: blocks.some((b) => b.blockerId === actorId && b.blockedId === otherId),
    blockedMe: blocks.some((b) => b.blockerId === otherId && b.blockedId === actorId),
  });
  return rows.map((row) => {
    const members = byConversation.get(row.id) ?? [];
    const other = members.find((m) => m.userId !== actorId)?.userId;
    return presentConversation(row, members, row.isGroupChat ? null : blockWith(other));
  });
}

export interface ConversationListOptions {
  q?: string;
  /** From the previous page: its last row's activity time and id. */
  after?: { time: string; id: string };
  limit: number;
}

/**
 * The actor's active conversations, latest activity first, optionally searched by group name or
 * by another member's artist name, full name or email: three queries per page.
 */
export async function listConversations(
  db: Db | Tx,
  actorId: string,
  options: ConversationListOptions,
): Promise<{ items: ConversationSummary[]; next: { time: string; id: string } | null }> {
  const filters: SQL[] = [];
  if (options.q) {
    const pattern = containsPattern(options.q);
    const member = alias(conversationParticipants, "member");
    const memberMatches = db
      .select({ one: sql`1` })
      .from(member)
      .innerJoin(users, eq(users.id, member.userId))
      .where(
        and(
          eq(member.conversationId, conversations.id),
          eq(member.isActive, true),
          ne(member.userId, actorId),
          or(
            ilike(users.artistName, pattern),
            ilike(users.name, pattern),
            sql`${users.email}::text ilike ${pattern}`,
          ),
        ),
      );
    filters.push(or(ilike(conversations.title, pattern), exists(memberMatches)) ?? sql`true`);
  }
  if (options.after) {
    filters.push(
      sql`(${activityAt}, ${conversations.id}) < (${options.after.time}::timestamptz, ${options.after.id}::uuid)`,
    );
  }
  const rows = await conversationRows(db, actorId, and(...filters), options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    items: await withParticipants(db, actorId, page),
    next: rows.length > options.limit && last ? { time: last.cursorTime, id: last.id } : null,
  };
}

/** One conversation of the actor's (active participation assumed checked by the caller). */
export async function findConversationSummary(
  db: Db | Tx,
  actorId: string,
  conversationId: string,
): Promise<ConversationSummary | null> {
  const rows = await conversationRows(db, actorId, eq(conversations.id, conversationId), 1);
  const [summary] = await withParticipants(db, actorId, rows);
  return summary ?? null;
}
