import { MessagingMessages } from "@common/messaging.ts";
import { and, eq } from "drizzle-orm";
import { conversationParticipants, conversations } from "../../db/schema/index.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { canContact } from "../../policies/conversation.ts";
import type { Actor } from "../../policies/user.ts";
import { findUsersByIds } from "../../queries/messaging/contacts.ts";
import { announceConversationChange } from "./events.ts";
import type { MessagingDeps } from "./guards.ts";

/** The one direct conversation of a pair of users is keyed by their ids in sorted order. */
const directKey = (a: string, b: string) => [a, b].sort().join(":");

/**
 * "Contact Staff" / "Contact Artist": opens the direct chat between the actor and `userId`,
 * reusing the existing one (reactivating it for the actor if they had deleted it). Returns the
 * conversation id.
 */
export async function createDirectConversation(
  deps: MessagingDeps,
  actor: Actor,
  userId: string,
): Promise<string> {
  if (userId === actor.id) throw badRequest(MessagingMessages.cannotContactSelf);
  return deps.database.db.transaction(async (tx) => {
    const [target] = await findUsersByIds(tx, [userId]);
    if (!target?.emailVerified) throw notFound(MessagingMessages.userNotFound);
    if (!canContact(actor, target))
      throw new AppError(403, "FORBIDDEN", MessagingMessages.artistsContactStaffOnly);

    const key = directKey(actor.id, userId);
    const [created] = await tx
      .insert(conversations)
      .values({ createdBy: actor.id, isGroupChat: false, directKey: key })
      .onConflictDoNothing({ target: conversations.directKey })
      .returning({ id: conversations.id });
    if (created) {
      await tx.insert(conversationParticipants).values([
        { conversationId: created.id, userId: actor.id },
        { conversationId: created.id, userId },
      ]);
      await announceConversationChange(deps.hub, tx, [actor.id, userId], created.id, "created");
      return created.id;
    }

    const [existing] = await tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.directKey, key));
    if (!existing) throw new Error("direct conversation vanished during creation");
    const [mine] = await tx
      .select({ isActive: conversationParticipants.isActive })
      .from(conversationParticipants)
      .where(
        and(
          eq(conversationParticipants.conversationId, existing.id),
          eq(conversationParticipants.userId, actor.id),
        ),
      );
    if (!mine?.isActive) {
      await tx
        .insert(conversationParticipants)
        .values({ conversationId: existing.id, userId: actor.id })
        .onConflictDoUpdate({
          target: [conversationParticipants.conversationId, conversationParticipants.userId],
          set: { isActive: true },
        });
      await announceConversationChange(deps.hub, tx, [actor.id], existing.id, "reactivated");
    }
    return existing.id;
  });
}
