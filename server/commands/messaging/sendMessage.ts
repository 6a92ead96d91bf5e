import type { Message } from "@common/messaging.ts";
import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { preparedStatement } from "../../db/prepared.ts";
import { exactTime } from "../../lib/cursor.ts";
import type { Actor } from "../../policies/user.ts";
import { conversationChanged, messageCreated, unreadChanged } from "./events.ts";
import { type MessagingDeps, readableConversation, refuseIfBlocked } from "./guards.ts";

/** The sender as messages show them (spec §3 message.sender). */
export interface Sender extends Actor {
  artistName: string | null;
  fullName: string;
  email: string;
}

/**
 * Sends a text message: active participants only, never across a block (spec §4), content
 * already trimmed and checked by MessageContentSchema. Locks the conversation row, so messages
 * of one conversation commit one at a time and their times, the page order and the order of
 * live events agree. Its events go out at commit: the message on the conversation's topic, the
 * new unread counts on each other member's user topic.
 */
export async function sendMessage(
  deps: MessagingDeps,
  sender: Sender,
  conversationId: string,
  content: string,
): Promise<Message> {
  return deps.database.db.transaction(async (tx) => {
    const access = await readableConversation(tx, sender, conversationId, "update");
    refuseIfBlocked(sender, access);
    const saved = await insertMessage(tx, sender.id, conversationId, content, !access.isGroupChat);
    const message: Message = {
      id: saved.id,
      conversationId,
      sender: {
        id: sender.id,
        artistName: sender.artistName,
        fullName: sender.fullName,
        email: sender.email,
      },
      content,
      messageType: "text",
      createdAt: saved.createdAt,
      updatedAt: saved.createdAt,
    };
    await deps.hub.publishAll(
      [
        messageCreated(message),
        ...saved.recipients.map((r) => unreadChanged(r.userId, { conversationId, ...r.unread })),
        ...conversationChanged(saved.reactivated, conversationId, "reactivated"),
      ],
      { tx },
    );
    return message;
  });
}

interface Saved {
  id: string;
  createdAt: string;
  /** Direct chat: the other party, if they had deleted it (it reappears for them). */
  reactivated: string[];
  recipients: { userId: string; unread: { unreadCount: number; totalUnread: number } }[];
}

interface WriteRow {
  id: string;
  created_at: string;
  reactivated: string[];
  unread: { userId: string; here: number; elsewhere: number }[];
}

const p = (name: string) => sql.placeholder(name);

/**
 * Every write of a send in ONE prepared statement (a message is the hot path): the message, the
 * conversation's last-message time, a deleted direct chat brought back for the other party, and
 * each recipient's unread counts here and elsewhere. The counts are read in the statement's
 * snapshot, before the new message, which no recipient has read yet: hence the + 1.
 */
const writeMessage = preparedStatement<WriteRow>(
  "offbeat_send_message",
  sql`with m as (
      insert into messages (conversation_id, sender_id, content, message_type)
      values (${p("conversationId")}, ${p("senderId")}, ${p("content")}, 'text')
      returning id, conversation_id, created_at
    ), touched as (
      update conversations set last_message_at = m.created_at, updated_at = m.created_at
      from m where conversations.id = m.conversation_id
    ), back as (
      update conversation_participants set is_active = true
      where conversation_id = ${p("conversationId")} and not is_active and ${p("direct")}::boolean
      returning user_id
    ), unread as (
      select r.user_id,
        (select count(*) from messages x
          where x.conversation_id = r.conversation_id and x.created_at > r.last_read_at
            and x.sender_id is distinct from r.user_id) as here,
        (select count(*) from conversation_participants t
          join messages x on x.conversation_id = t.conversation_id
            and x.created_at > t.last_read_at and x.sender_id is distinct from t.user_id
          where t.user_id = r.user_id and t.is_active
            and t.conversation_id <> r.conversation_id) as elsewhere
      from conversation_participants r
      where r.conversation_id = ${p("conversationId")} and r.user_id <> ${p("senderId")}
        and (r.is_active or ${p("direct")}::boolean)
    )
    select m.id, ${exactTime(sql`m.created_at`)} as created_at,
      (select coalesce(json_agg(user_id), '[]') from back) as reactivated,
      (select coalesce(json_agg(json_build_object(
        'userId', user_id, 'here', here, 'elsewhere', elsewhere)), '[]') from unread) as unread
    from m`,
);

async function insertMessage(
  tx: Tx,
  senderId: string,
  conversationId: string,
  content: string,
  direct: boolean,
): Promise<Saved> {
  const [row] = await writeMessage(tx, { conversationId, senderId, content, direct });
  if (!row) throw new Error("message insert returned nothing");
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    reactivated: row.reactivated,
    recipients: row.unread.map((r) => ({
      userId: r.userId,
      unread: { unreadCount: r.here + 1, totalUnread: r.here + r.elsewhere + 1 },
    })),
  };
}
