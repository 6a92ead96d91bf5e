import { MessagingMessages } from "@common/messaging.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { type ConversationAccess, canRead, canSend } from "../../policies/conversation.ts";
import { type LoadedAccess, loadConversationAccess } from "../../queries/messaging/access.ts";

/** What messaging commands use of the context. */
export type MessagingDeps = Pick<AppContext, "database" | "hub">;

export const conversationNotFound = () => notFound(MessagingMessages.conversationNotFound);

/**
 * The conversation as the actor sees it, or 404 when they are not an active participant: the
 * same answer as for an id that does not exist, so ids do not leak.
 */
export async function readableConversation(
  db: Tx | AppContext["database"]["db"],
  actorId: string,
  conversationId: string,
  lock?: "update" | "share",
): Promise<LoadedAccess> {
  const access = await loadConversationAccess(db, actorId, conversationId, lock);
  if (!access || !canRead(access)) throw conversationNotFound();
  return access;
}

/** Spec §4: the two exact messages for a send refused by a block. */
export function refuseIfBlocked(access: LoadedAccess): void {
  if (canSend(access)) return;
  if (access.block?.blockedByMe)
    throw new AppError(403, "YOU_BLOCKED_USER", MessagingMessages.youBlocked);
  throw new AppError(403, "BLOCKED_BY_USER", MessagingMessages.blockedByOther);
}

/** A readable conversation where the action does not apply (wrong kind): 400 with `message`. */
export function requireAbility(
  access: LoadedAccess,
  ability: (access: ConversationAccess) => boolean,
  message: string,
): void {
  if (!ability(access)) throw badRequest(message);
}
