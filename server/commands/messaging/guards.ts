import { MessagingMessages } from "@common/messaging.ts";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { authorize } from "../../policies/authorize.ts";
import type { ConversationAccess } from "../../policies/conversation.ts";
import type { Actor } from "../../policies/user.ts";
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
  actor: Actor,
  conversationId: string,
  lock?: "update" | "share",
): Promise<LoadedAccess> {
  const access = await loadConversationAccess(db, actor.id, conversationId, lock);
  authorize(actor, "conversation.read", access);
  return access;
}

/** Spec §4: the two exact messages for a send refused by a block (policies/conversation.ts). */
export function refuseIfBlocked(actor: Actor, access: LoadedAccess): void {
  authorize(actor, "conversation.send", access);
}

/** A readable conversation where the action does not apply (wrong kind): 400 with `message`. */
export function requireAbility(
  access: LoadedAccess,
  ability: (access: ConversationAccess) => boolean,
  message: string,
): void {
  if (!ability(access)) throw badRequest(message);
}
