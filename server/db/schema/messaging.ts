import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * Spec §3 "Conversation": a direct chat between two users or a named group. `direct_key` is the
 * two users' ids in sorted order for a direct chat (null for groups), so there is at most one
 * direct chat per pair even when both start it at the same moment.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    isGroupChat: boolean("is_group_chat").notNull(),
    title: text("title"),
    directKey: text("direct_key").unique(),
    createdAt: tstz("created_at").notNull().defaultNow(),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
    lastMessageAt: tstz("last_message_at"),
  },
  (t) => [
    check(
      "conversations_kind_check",
      sql`(${t.isGroupChat} and ${t.directKey} is null and ${t.title} is not null) or (not ${t.isGroupChat} and ${t.directKey} is not null)`,
    ),
    index("conversations_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  ],
);

/**
 * Spec §3 "Conversation participant". `is_active` false: left the group, or deleted the direct
 * chat (for that participant only). `last_read_at` is decision 12's per-conversation read time
 * (default: year 2000, spec §9), so unread counts follow the user across devices.
 */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    isActive: boolean("is_active").notNull().default(true),
    lastReadAt: tstz("last_read_at").notNull().default(sql`'2000-01-01T00:00:00Z'`),
    joinedAt: tstz("joined_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversation_participants_conversation_user_idx").on(t.conversationId, t.userId),
    // "My active conversations" (the list, the unread total, the topic policy).
    index("conversation_participants_user_active_idx")
      .on(t.userId, t.conversationId)
      .where(sql`${t.isActive}`),
  ],
);

/**
 * Spec §3 "Message". The sender's account may be deleted later: the row stays for the other
 * participants with sender_id null. created_at is the clock at insert (not the transaction's
 * start), taken while the conversation row is locked, so it orders messages as they commit.
 */
export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: uuid("sender_id").references(() => users.id, { onDelete: "set null" }),
    content: text("content").notNull(),
    messageType: text("message_type", { enum: ["text"] })
      .notNull()
      .default("text"),
    fileUrl: text("file_url"),
    createdAt: tstz("created_at").notNull().default(sql`clock_timestamp()`),
    updatedAt: tstz("updated_at").notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index("messages_conversation_created_idx").on(
      t.conversationId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("messages_sender_idx").on(t.senderId),
  ],
);

/** Spec §3 "User block": the blocker stops the blocked user sending to them in direct chats. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: uuid("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: uuid("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: tstz("created_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index("user_blocks_blocked_idx").on(t.blockedId),
  ],
);
