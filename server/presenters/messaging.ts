import {
  type BlockState,
  type Contact,
  type ConversationSummary,
  type Message,
  type MessageSender,
  MessagingLimits,
  type Participant,
} from "@common/messaging.ts";
import type { Role } from "@common/users.ts";

/** The sender columns a message query selects (null fields when the account is gone). */
interface SenderColumns {
  senderId: string | null;
  senderArtistName: string | null;
  senderFullName: string | null;
  senderEmail: string | null;
}

export interface MessageRow extends SenderColumns {
  id: string;
  conversationId: string;
  content: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface ParticipantRow {
  conversationId: string;
  userId: string;
  artistName: string | null;
  fullName: string;
  email: string;
  role: Role;
  joinedAt: Date;
}

export interface ConversationRow {
  id: string;
  isGroupChat: boolean;
  title: string | null;
  createdBy: string | null;
  createdAt: Date;
  lastMessageAt: Date | null;
  unreadCount: number;
  lastMessage: (SenderColumns & { id: string; preview: string; createdAt: Date }) | null;
}

/** Allowlist: a user as a message sender, never more than the spec's sender fields. */
function presentSender(row: SenderColumns): MessageSender | null {
  if (!row.senderId || row.senderEmail === null) return null;
  return {
    id: row.senderId,
    artistName: row.senderArtistName,
    fullName: row.senderFullName,
    email: row.senderEmail,
  };
}

export function presentMessage(row: MessageRow): Message {
  return {
    id: row.id,
    conversationId: row.conversationId,
    sender: presentSender(row),
    content: row.content,
    messageType: "text",
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function presentParticipant(row: ParticipantRow, createdBy: string | null): Participant {
  return {
    id: row.userId,
    artistName: row.artistName,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
    isCreator: row.userId === createdBy,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function presentConversation(
  row: ConversationRow,
  participants: ParticipantRow[],
  block: BlockState | null,
): ConversationSummary {
  const last = row.lastMessage;
  return {
    id: row.id,
    isGroupChat: row.isGroupChat,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    participants: participants.map((p) => presentParticipant(p, row.createdBy)),
    unreadCount: row.unreadCount,
    lastMessage: last
      ? {
          id: last.id,
          preview: last.preview.slice(0, MessagingLimits.previewLength),
          sender: presentSender(last),
          createdAt: last.createdAt.toISOString(),
        }
      : null,
    block: row.isGroupChat ? null : block,
  };
}

export function presentContact(row: {
  id: string;
  artistName: string | null;
  fullName: string;
  email: string;
  role: Role;
}): Contact {
  return {
    id: row.id,
    artistName: row.artistName,
    fullName: row.fullName,
    email: row.email,
    role: row.role,
  };
}
