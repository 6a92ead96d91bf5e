import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../lib/jobQueue.ts";
import { claimInvitation } from "./claimInvitation.ts";
import { CLAIM_ROYALTY_INVITATION } from "./claimJobName.ts";

const ClaimJobSchema = z.object({ email: z.string().min(3) });
type ClaimJob = z.infer<typeof ClaimJobSchema>;

/**
 * Queued when an account confirms its email: a job, so signing up never fails
 * because of the ledger, and retried when the ledger is busy. Idempotent (claimInvitation).
 */
export function claimInvitationJob(ctx: AppContext): JobDefinition<ClaimJob> {
  return {
    name: CLAIM_ROYALTY_INVITATION,
    queue: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    async run(data) {
      const { email } = ClaimJobSchema.parse(data);
      await claimInvitation(ctx, email);
    },
  };
}
