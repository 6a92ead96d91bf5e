import { z } from "zod";
import { cursorId, cursorText, keysetCursor, timeIdCursor } from "./keysetCursor.ts";
import { multiLineText, oneLineText } from "./text.ts";
import { RoleSchema } from "./users.ts";

/**
 * Messaging (issue 5, spec document 2 §2 "Messages", §3-§7): direct and group chat, blocks,
 * typing, unread counts. Shapes, limits and messages shared by the server and the web app.
 *
 * Routes (all need a session; state-changing ones the same-origin check; a conversation the
 * caller is not an ACTIVE participant of answers 404, so ids do not leak):
 *
 *   GET    /api/conversations?q=&cursor=&limit=        → ConversationPage (newest activity first)
 *   GET    /api/conversations/unread-count              → UnreadTotal (sidebar badge)
 *   POST   /api/conversations/direct    {userId}        → {conversation: ConversationSummary}
 *            (reuses the existing direct chat between the two users, reactivating it for me)
 *   POST   /api/conversations/groups    {title, memberIds} → {conversation: ConversationSummary}
 *   GET    /api/conversations/:id                      → {conversation: ConversationSummary}
 *   DELETE /api/conversations/:id                      → Ok (direct only: hidden for me only)
 *   GET    /api/conversations/:id/messages?before=&limit= → MessagePage (newest first)
 *   POST   /api/conversations/:id/messages {content}   → {message: Message}
 *   POST   /api/conversations/:id/read                 → UnreadChange (marks it read for me)
 *   POST   /api/conversations/:id/typing               → Ok (publishes `typing`, ≤ 1/s)
 *   POST   /api/conversations/:id/members {userIds}    → {conversation: ConversationSummary}
 *   POST   /api/conversations/:id/leave                → Ok (groups only)
 *   POST   /api/conversations/:id/block                → {block: BlockState} (direct only)
 *   DELETE /api/conversations/:id/block                → {block: BlockState} (direct only)
 *   GET    /api/contacts?purpose=&q=&role=&conversationId=&cursor=&limit= → ContactPage
 *
 * Realtime (common/realtime.ts): follow `conversation:<id>` for `message.created`,
 * `message.updated`, `message.deleted` and `typing`; `user:<me>` carries `unread.changed` and
 * `conversation.changed` (refetch the list / the conversation). A socket of a member who leaves
 * is dropped from the conversation's topic with an error FORBIDDEN for that topic.
 *
 * Who may talk to whom (server/policies/conversation.ts): artists may contact, and put into
 * groups, staff and admins only (the spec's picker for artists lists staff); staff and admins
 * may contact anyone. Any user may create a group with the people they may contact.
 */

export const MessagingLimits = {
  /** Characters of one message (after trimming). */
  messageLength: 4000,
  groupTitleLength: 100,
  /** Members of a group, creator included. */
  groupMembers: 100,
  conversationsPerPage: 20,
  messagesPerPage: 30,
  contactsPerPage: 20,
  /** Largest `limit` any messaging list accepts. */
  maxPageSize: 50,
  /** Characters of the last message shown in the conversation list. */
  previewLength: 200,
  /** Search text. */
  searchLength: 100,
} as const;

/** Spec §9: typing indicator shown ~3 s, removed after 2.5 s of silence; server accepts ≤ 1/s. */
export const TypingTimings = {
  /** The client sends at most one typing notice per this interval while the user types. */
  sendEveryMs: 2000,
  showMs: 3000,
  silenceMs: 2500,
  /** Server side: notices closer together than this (per user and conversation) are dropped. */
  serverMinIntervalMs: 1000,
} as const;

/** Spec §9: unread badges cap at 9+. */
const UNREAD_BADGE_CAP = 9;
export function formatUnreadBadge(count: number): string {
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

export const MessagingMessages = {
  // Spec §4, exact wording.
  youBlocked: "You blocked this user. Unblock them to continue the conversation.",
  blockedByOther:
    "You have been blocked by this user. You can read past messages but cannot send new ones.",
  selectConversation: "Select a conversation",
  // Offbeat's own.
  messageEmpty: "Enter a message.",
  messageTooLong: `Messages can be at most ${MessagingLimits.messageLength} characters.`,
  groupNameRequired: "Enter a group name.",
  groupNameTooLong: `Group names can be at most ${MessagingLimits.groupTitleLength} characters.`,
  selectMember: "Select at least one member.",
  tooManyMembers: `A group can have at most ${MessagingLimits.groupMembers} members.`,
  membersUnavailable: "Some of the selected people can't be added to this conversation.",
  alreadyMembers: "Everyone selected is already in this group.",
  cannotContactSelf: "You can't start a conversation with yourself.",
  userNotFound: "That user could not be found.",
  artistsContactStaffOnly: "Artists can start conversations with staff only.",
  conversationNotFound: "Conversation not found.",
  groupsOnly: "Only group conversations have members to add or leave.",
  directOnly: "This can only be done in a direct conversation.",
  tooManyMessages: "You are sending messages too quickly. Please wait a moment.",
  tooManyGroups: "You are creating groups too quickly. Please try again later.",
  leftGroup: "You left the group.",
  conversationDeleted: "Conversation deleted.",
  deletedUser: "Deleted user",
} as const;

const id = z.uuid();
const timestamp = z.string().describe("ISO 8601 timestamp (UTC)");

/** Who sent a message; null once the sender's account is deleted (content is kept). */
const MessageSenderSchema = z.object({
  id,
  artistName: z.string().nullable(),
  fullName: z.string().nullable(),
  email: z.string(),
});
export type MessageSender = z.infer<typeof MessageSenderSchema>;

/** Spec §2: sender label from artist name, then full name, then email. */
export function senderLabel(sender: MessageSender | null): string {
  if (!sender) return MessagingMessages.deletedUser;
  return sender.artistName?.trim() || sender.fullName?.trim() || sender.email;
}

export const MessageSchema = z.object({
  id,
  conversationId: id,
  sender: MessageSenderSchema.nullable(),
  content: z.string(),
  messageType: z.literal("text"),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Message = z.infer<typeof MessageSchema>;

/** An active member of a conversation; `role` is the user's role (artist, staff, admin). */
const ParticipantSchema = MessageSenderSchema.extend({
  role: RoleSchema,
  /** The member who created the conversation. */
  isCreator: z.boolean(),
  joinedAt: timestamp,
});
export type Participant = z.infer<typeof ParticipantSchema>;

/** Blocks between me and the other party of a direct chat (null for groups). */
export const BlockStateSchema = z.object({ blockedByMe: z.boolean(), blockedMe: z.boolean() });
export type BlockState = z.infer<typeof BlockStateSchema>;

/** Why sending is disabled by a block (spec §4), or null when it is not. */
export function blockMessage(block: BlockState | null): string | null {
  if (block?.blockedByMe) return MessagingMessages.youBlocked;
  if (block?.blockedMe) return MessagingMessages.blockedByOther;
  return null;
}

const LastMessageSchema = z.object({
  id,
  /** The first MessagingLimits.previewLength characters. */
  preview: z.string(),
  sender: MessageSenderSchema.nullable(),
  createdAt: timestamp,
});

export const ConversationSummarySchema = z.object({
  id,
  isGroupChat: z.boolean(),
  /** Group name; null for direct chats (show the other participant's label). */
  title: z.string().nullable(),
  createdAt: timestamp,
  /** Time of the last message, null while there is none; the list is sorted by it. */
  lastMessageAt: timestamp.nullable(),
  /** Active members, me included. */
  participants: z.array(ParticipantSchema),
  /** Messages not mine after my last-read time (decision 12). */
  unreadCount: z.number().int().min(0),
  lastMessage: LastMessageSchema.nullable(),
  block: BlockStateSchema.nullable(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

const ContactSchema = MessageSenderSchema.extend({ role: RoleSchema });
export type Contact = z.infer<typeof ContactSchema>;

const nextCursor = z.string().nullable().describe("Pass as `cursor`/`before` for the next page");
export const ConversationPageSchema = z.object({
  items: z.array(ConversationSummarySchema),
  nextCursor,
});
export const MessagePageSchema = z.object({ items: z.array(MessageSchema), nextCursor });
export const ContactPageSchema = z.object({ items: z.array(ContactSchema), nextCursor });
export type ConversationPage = z.infer<typeof ConversationPageSchema>;
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const UnreadTotalSchema = z.object({ total: z.number().int().min(0) });
export const UnreadChangeSchema = z.object({
  conversationId: id,
  unreadCount: z.number().int().min(0),
  totalUnread: z.number().int().min(0),
});
export type UnreadChange = z.infer<typeof UnreadChangeSchema>;

// Requests. Forms use these very schemas, so the messages above are written once.

const search = z.string().trim().max(MessagingLimits.searchLength).optional();
const pageSize = (fallback: number) =>
  z.coerce.number().int().min(1).max(MessagingLimits.maxPageSize).default(fallback);

export const MessageContentSchema = multiLineText(
  "Messages",
  MessagingLimits.messageLength,
  MessagingMessages.messageTooLong,
).min(1, MessagingMessages.messageEmpty);
export const SendMessageSchema = z.object({ content: MessageContentSchema });

export const CreateDirectSchema = z.object({ userId: id });

const memberIds = z
  .array(id)
  .min(1, MessagingMessages.selectMember)
  .max(MessagingLimits.groupMembers - 1, MessagingMessages.tooManyMembers);
export const CreateGroupSchema = z.object({
  title: oneLineText(
    "Group names",
    MessagingLimits.groupTitleLength,
    MessagingMessages.groupNameTooLong,
  ).min(1, MessagingMessages.groupNameRequired),
  memberIds,
});
export const AddMembersSchema = z.object({ userIds: memberIds });

export const ConversationListQuerySchema = z.object({
  q: search,
  cursor: timeIdCursor(),
  limit: pageSize(MessagingLimits.conversationsPerPage),
});
export const MessagePageQuerySchema = z.object({
  /** The `nextCursor` of the previous page: messages older than it. */
  before: timeIdCursor(),
  limit: pageSize(MessagingLimits.messagesPerPage),
});

/**
 * `direct`: the "Contact Staff" / "Contact Artist" picker (artists see staff and admins; staff
 * and admins see artists). `group`: everyone the caller may put in a group.
 */
export const ContactPurposeSchema = z.enum(["direct", "group"]);
export const ContactQuerySchema = z.object({
  purpose: ContactPurposeSchema.default("direct"),
  q: search,
  role: RoleSchema.optional(),
  /** Leave out the active members of this conversation (the "Group Members" add picker). */
  conversationId: id.optional(),
  cursor: keysetCursor({ key: cursorText, id: cursorId }),
  limit: pageSize(MessagingLimits.contactsPerPage),
});
