import { MessagingLimits, MessagingMessages } from "@common/messaging.ts";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { conversationParticipants, conversations } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import { canAddMembers, canContact, canLeave } from "../../policies/conversation.ts";
import type { Actor } from "../../policies/user.ts";
import { findUsersByIds } from "../../queries/messaging/contacts.ts";
import { announceConversationChange, conversationTopic } from "./events.ts";
import { type MessagingDeps, readableConversation, requireAbility } from "./guards.ts";

/**
 * The people the actor asks to bring into a group, checked: each must be a confirmed account the
 * actor may contact (artists: staff and admins only). One unknown or forbidden id refuses all,
 * with one message that does not say which ids exist.
 */
async function checkedMembers(tx: Tx, actor: Actor, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids)].filter((id) => id !== actor.id);
  if (wanted.length === 0)
    throw badRequest(MessagingMessages.selectMember, { memberIds: MessagingMessages.selectMember });
  const found = await findUsersByIds(tx, wanted);
  const allowed = found.filter((u) => u.emailVerified && canContact(actor, u));
  if (allowed.length !== wanted.length) throw badRequest(MessagingMessages.membersUnavailable);
  return wanted;
}

/** "Create Group Chat": a named group of the actor and at least one other member. */
export async function createGroup(
  deps: MessagingDeps,
  actor: Actor,
  input: { title: string; memberIds: string[] },
): Promise<string> {
  const title = input.title.trim();
  if (!title) throw badRequest(MessagingMessages.groupNameRequired);
  return deps.database.db.transaction(async (tx) => {
    const members = await checkedMembers(tx, actor, input.memberIds);
    if (members.length + 1 > MessagingLimits.groupMembers)
      throw badRequest(MessagingMessages.tooManyMembers);
    const [group] = await tx
      .insert(conversations)
      .values({ createdBy: actor.id, isGroupChat: true, title })
      .returning({ id: conversations.id });
    if (!group) throw new Error("group insert returned nothing");
    const everyone = [actor.id, ...members];
    await tx
      .insert(conversationParticipants)
      .values(everyone.map((userId) => ({ conversationId: group.id, userId })));
    await announceConversationChange(deps.hub, tx, everyone, group.id, "created");
    return group.id;
  });
}

/** "Group Members" → "Add Selected (n)": only an active member of the group may add people. */
export async function addMembers(
  deps: MessagingDeps,
  actor: Actor,
  conversationId: string,
  userIds: string[],
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    // Locked so two additions at once cannot together pass the member limit.
    const access = await readableConversation(tx, actor, conversationId, "update");
    requireAbility(access, canAddMembers, MessagingMessages.groupsOnly);
    const wanted = await checkedMembers(tx, actor, userIds);
    const active = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.isActive, true),
        ),
      );
    const current = new Set(active.map((p) => p.userId));
    const added = wanted.filter((id) => !current.has(id));
    if (added.length === 0) throw badRequest(MessagingMessages.alreadyMembers);
    if (current.size + added.length > MessagingLimits.groupMembers)
      throw badRequest(MessagingMessages.tooManyMembers);
    // Someone who left and is added again comes back with their earlier read time.
    await tx
      .insert(conversationParticipants)
      .values(added.map((userId) => ({ conversationId, userId })))
      .onConflictDoUpdate({
        target: [conversationParticipants.conversationId, conversationParticipants.userId],
        set: { isActive: true, joinedAt: sql`now()` },
      });
    await touch(tx, conversationId);
    await announceConversationChange(
      deps.hub,
      tx,
      [...current, ...added],
      conversationId,
      "members-added",
    );
  });
}

/** Spec §6: every member may leave a group; it becomes inactive for them (and their sockets). */
export async function leaveGroup(
  deps: MessagingDeps,
  actor: Actor,
  conversationId: string,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const access = await readableConversation(tx, actor, conversationId, "update");
    requireAbility(access, canLeave, MessagingMessages.groupsOnly);
    await deactivate(tx, conversationId, actor.id);
    await touch(tx, conversationId);
    await deps.hub.revoke(conversationTopic(conversationId), actor.id, { tx });
    const remaining = await tx
      .select({ userId: conversationParticipants.userId })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, conversationId),
          eq(conversationParticipants.isActive, true),
        ),
      );
    await announceConversationChange(
      deps.hub,
      tx,
      [actor.id, ...remaining.map((p) => p.userId)],
      conversationId,
      "member-left",
    );
  });
}

export async function deactivate(tx: Tx, conversationId: string, userId: string) {
  await tx
    .update(conversationParticipants)
    .set({ isActive: false })
    .where(
      and(
        eq(conversationParticipants.conversationId, conversationId),
        eq(conversationParticipants.userId, userId),
      ),
    );
}

async function touch(tx: Tx, conversationId: string) {
  await tx
    .update(conversations)
    .set({ updatedAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
}
