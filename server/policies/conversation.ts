import { type BlockState, MessagingMessages } from "@common/messaging.ts";
import type { Role } from "@common/users.ts";
import { allowed, type Decision, refuse } from "./decision.ts";
import { type Actor, isStaffOrAdmin } from "./user.ts";

/** What the policies need to know of a conversation, as seen by one user. */
export interface ConversationAccess {
  isGroupChat: boolean;
  /** The actor's participation: null when never a member, else whether it is active. */
  participation: { isActive: boolean } | null;
  /** Direct chats only: blocks between the actor and the other party. */
  block: BlockState | null;
}

/**
 * Who may bring whom into a conversation (a direct chat, a new group, added members). The spec's
 * pickers: artists see staff only ("Contact Staff"), staff and admins see artists ("Contact
 * Artist"). Artists therefore reach staff and admins only, never another artist directly;
 * staff and admins may reach anyone (and can put artists together in a group).
 */
export const canContact = (actor: Actor, target: { id: string; role: Role }) =>
  actor.id !== target.id && (isStaffOrAdmin(actor) || target.role !== "artist");

/** Roles the "direct" contact picker lists for the actor (spec §2). */
export const directContactRoles = (actor: Actor): Role[] =>
  isStaffOrAdmin(actor) ? ["artist"] : ["staff", "admin"];

/** Roles the actor may put into a group. */
export const groupContactRoles = (actor: Actor): Role[] =>
  isStaffOrAdmin(actor) ? ["artist", "staff", "admin"] : ["staff", "admin"];

const isActiveMember = (c: ConversationAccess) => c.participation?.isActive === true;

/** Only active participants read a conversation; a blocked user may still read (spec §4). */
export const canRead = isActiveMember;

/** Spec §4-§5: no sending while either side of a direct chat has blocked the other. */
export const canSend = (c: ConversationAccess) =>
  isActiveMember(c) && !c.block?.blockedByMe && !c.block?.blockedMe;

/** Nobody adds members to a conversation they are not in; direct chats have no members to add. */
export const canAddMembers = (c: ConversationAccess) => isActiveMember(c) && c.isGroupChat;

export const canLeave = (c: ConversationAccess) => isActiveMember(c) && c.isGroupChat;

/** Deleting hides a direct chat for the actor only (spec §4, §6). */
export const canDelete = (c: ConversationAccess) => isActiveMember(c) && !c.isGroupChat;

/** Spec §6: every user may block or unblock the other party of a direct chat. */
export const canBlock = (c: ConversationAccess) => isActiveMember(c) && !c.isGroupChat;

/** Not a participant → 404 for every conversation route, so conversation ids do not leak. */
export const readConversation = (_actor: Actor, c: ConversationAccess | null): Decision =>
  c && canRead(c) ? allowed : refuse("notFound", MessagingMessages.conversationNotFound);

/** Spec §4: the two exact messages for a send refused by a block. */
export function sendToConversation(actor: Actor, c: ConversationAccess | null): Decision {
  if (!c || !canRead(c)) return readConversation(actor, c);
  if (c.block?.blockedByMe)
    return refuse("forbidden", MessagingMessages.youBlocked, "YOU_BLOCKED_USER");
  if (c.block?.blockedMe)
    return refuse("forbidden", MessagingMessages.blockedByOther, "BLOCKED_BY_USER");
  return allowed;
}
