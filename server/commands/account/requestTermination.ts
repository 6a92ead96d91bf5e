import { AccountMessages, type DeletionRequest } from "@common/account.ts";
import type { AppContext } from "../../context.ts";
import { accountDeletionRequests } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { presentDeletionRequest } from "../../presenters/deletionRequest.ts";
import { notifyAdmins } from "../releases/notifyAdmins.ts";

/**
 * Account termination (spec §4, §7 "request_account_termination"): one open request per user.
 * The partial unique index account_deletion_requests_open_idx decides, so two submits at the
 * same moment still make one request; the loser gets 409.
 */
export async function requestTermination(
  ctx: AppContext,
  userId: string,
  reason: string | undefined,
): Promise<DeletionRequest> {
  const [row] = await ctx.database.db
    .insert(accountDeletionRequests)
    .values({ userId, reason: reason ? reason : null })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(AccountMessages.terminationPending);
  await notifyAdmins(
    ctx,
    "Account termination requested",
    "A user asked for their account to be deleted. See Deletion Requests in the Admin Panel.",
  );
  return presentDeletionRequest(row);
}
