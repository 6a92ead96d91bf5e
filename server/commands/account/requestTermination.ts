import { AccountMessages, type DeletionRequest } from "@common/account.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { accountDeletionRequests, users } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";
import { presentDeletionRequest } from "../../presenters/deletionRequest.ts";
import { notifyAdmins } from "../releases/notifyAdmins.ts";
import { refuseWhileMoneyHeld } from "./moneyBeforeDeletion.ts";

/**
 * Account termination (spec §4, §7 "request_account_termination"): one open request per user.
 * The partial unique index account_deletion_requests_open_idx decides, so two submits at the
 * same moment still make one request; the loser gets 409. Refused (409) while the ledger still
 * holds money for the user (issue 19); the admin's completion checks again.
 */
export async function requestTermination(
  ctx: AppContext,
  userId: string,
  reason: string | undefined,
): Promise<DeletionRequest> {
  const db = ctx.database.db;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (user) await refuseWhileMoneyHeld(db, user, "user");
  const [row] = await db
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
