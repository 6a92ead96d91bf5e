import { type BlockState, MessagingMessages } from "@common/messaging.ts";
import { and, eq } from "drizzle-orm";
import { userBlocks } from "../../db/schema/index.ts";
import { canBlock, canDelete } from "../../policies/conversation.ts";
import type { Actor } from "../../policies/user.ts";
import { announceConversationChange, conversationTopic } from "./events.ts";
import { type MessagingDeps, readableConversation, requireAbility } from "./guards.ts";
import { deactivate } from "./members.ts";

/**
 * Spec §4/§6: deleting a direct chat makes it inactive for the actor only; the other party keeps
 * it. A later message from the other party brings it back for the actor, history included
 * (sendMessage), as does contacting that person again.
 */
export async function deleteDirectConversation(
  deps: MessagingDeps,
  actor: Actor,
  conversationId: string,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const access = await readableConversation(tx, actor, conversationId, "update");
    requireAbility(access, canDelete, MessagingMessages.directOnly);
    await deactivate(tx, conversationId, actor.id);
    await deps.hub.revoke(conversationTopic(conversationId), actor.id, { tx });
    await announceConversationChange(deps.hub, tx, [actor.id], conversationId, "deleted");
  });
}

/**
 * Spec §6: block or unblock the other party of a direct chat. A block is between the two users
 * (not the conversation) and stops sending both ways in their direct chat; group chats are not
 * affected. Both sides' tabs are told so their send box changes at once.
 */
export async function setBlock(
  deps: MessagingDeps,
  actor: Actor,
  conversationId: string,
  blocked: boolean,
): Promise<BlockState> {
  return deps.database.db.transaction(async (tx) => {
    const access = await readableConversation(tx, actor, conversationId);
    requireAbility(access, canBlock, MessagingMessages.directOnly);
    const otherId = access.otherUserId;
    if (!otherId) throw new Error("direct conversation without another participant");
    if (blocked) {
      await tx
        .insert(userBlocks)
        .values({ blockerId: actor.id, blockedId: otherId })
        .onConflictDoNothing();
    } else {
      await tx
        .delete(userBlocks)
        .where(and(eq(userBlocks.blockerId, actor.id), eq(userBlocks.blockedId, otherId)));
    }
    await announceConversationChange(
      deps.hub,
      tx,
      [actor.id, otherId],
      conversationId,
      blocked ? "blocked" : "unblocked",
    );
    return { blockedByMe: blocked, blockedMe: access.block?.blockedMe ?? false };
  });
}
