import { z } from "zod";
import { deleteAccount } from "../commands/account/deleteAccount.ts";
import type { AppContext } from "../context.ts";
import type { JobDefinition } from "../lib/jobQueue.ts";

export const DELETE_ACCOUNT = "delete-account";

const DeleteAccountJobSchema = z.object({ userId: z.uuid(), requestId: z.uuid() });
export type DeleteAccountJob = z.infer<typeof DeleteAccountJobSchema>;

/**
 * Queued when an admin marks a deletion request completed (commands/account/
 * updateDeletionRequest.ts). The work is in commands/account/deleteAccount.ts; it is idempotent,
 * so pg-boss's retries are safe. It deletes only while the request is still completed and no
 * money is held for the user: an admin may have changed their mind (the job is also cancelled
 * then, but one already fetched runs) or money may have been booked since.
 */
export function deleteAccountJob(ctx: AppContext): JobDefinition<DeleteAccountJob> {
  return {
    name: DELETE_ACCOUNT,
    async run(data) {
      const { userId, requestId } = DeleteAccountJobSchema.parse(data);
      await deleteAccount(ctx, userId, { requestId });
    },
  };
}
