import { randomUUID } from "node:crypto";
import {
  AccountMessages,
  type AdminDeletionRequest,
  type DeletionStatus,
} from "@common/account.ts";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { isUniqueViolation } from "../../db/pgErrors.ts";
import { accountDeletionRequests, auditLog, users } from "../../db/schema/index.ts";
import { DELETE_ACCOUNT } from "../../jobs/deleteAccount.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { presentAdminDeletionRequest } from "../../presenters/deletionRequest.ts";
import { writeAudit } from "../audit.ts";
import { adminsRemaining } from "./adminsRemaining.ts";
import { refuseWhileMoneyHeld } from "./moneyBeforeDeletion.ts";

/**
 * An admin sets a deletion request's status (spec §4: whichever status; §7: update plus an audit_log
 * UPDATE_DELETION_REQUEST row, here in one transaction). Completed queues the job that deletes
 * the account in that transaction, so a completed request always has its job and a failure to
 * queue it leaves the request as it was. Setting completed again queues it again: the job is
 * idempotent, so that is also how an admin retries a deletion whose job failed. Each job is
 * named by an id kept in its audit entry's details (`jobId`): setting the request away from
 * completed cancels the jobs still queued. The job itself also checks the request is still
 * completed, which covers one already fetched.
 */
export async function updateDeletionRequest(
  ctx: AppContext,
  actor: Actor,
  id: string,
  status: DeletionStatus,
): Promise<AdminDeletionRequest> {
  const result = await ctx.database.db
    .transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(accountDeletionRequests)
        .where(eq(accountDeletionRequests.id, id))
        .for("update");
      if (!current) throw notFound(AccountMessages.deletionRequestNotFound);
      const [owner] = current.userId
        ? await tx
            .select({
              id: users.id,
              email: users.email,
              name: users.name,
              artistName: users.artistName,
              role: users.role,
              deletedAt: users.deletedAt,
            })
            .from(users)
            .where(eq(users.id, current.userId))
        : [];
      // Another admin must remain, counting deletions already completed but not yet run.
      if (status === "completed" && owner && owner.role === "admin" && !owner.deletedAt) {
        if ((await adminsRemaining(tx, owner.id)) === 0) throw conflict(AccountMessages.lastAdmin);
      }
      // Money may have arrived since the user asked: the ledger must be settled first.
      if (status === "completed" && owner && !owner.deletedAt)
        await refuseWhileMoneyHeld(tx, owner, "staff");
      const jobId = status === "completed" && current.userId ? randomUUID() : null;
      const [row] = await tx
        .update(accountDeletionRequests)
        .set({ status, updatedAt: new Date() })
        .where(eq(accountDeletionRequests.id, id))
        .returning();
      await writeAudit(tx, {
        actorId: actor.id,
        action: "UPDATE_DELETION_REQUEST",
        targetType: "account_deletion_request",
        targetId: id,
        details: { from: current.status, to: status, userId: current.userId, jobId },
      });
      if (jobId && current.userId)
        await ctx.jobs.sendMany(DELETE_ACCOUNT, [{ userId: current.userId, requestId: id }], {
          tx,
          ids: [jobId],
        });
      if (current.status === "completed" && status !== "completed") {
        // Belt and braces: the job would find the request no longer completed and do nothing.
        const queued = await tx
          .select({ jobId: sql<string>`${auditLog.details}->>'jobId'` })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, "UPDATE_DELETION_REQUEST"),
              eq(auditLog.targetId, id),
              sql`${auditLog.details}->>'jobId' is not null`,
            ),
          );
        await ctx.jobs.cancel(
          DELETE_ACCOUNT,
          queued.map((q) => q.jobId),
          { tx },
        );
      }
      return { row: row ?? current, owner: owner ?? null };
    })
    .catch((error: unknown) => {
      // Reopening an old request while the same user has another open one.
      if (isUniqueViolation(error)) throw conflict(AccountMessages.deletionRequestOpen);
      throw error;
    });
  return presentAdminDeletionRequest(result.row, result.owner);
}
