/**
 * The claim job's name, apart from the job (claimInvitationJob.ts), so the sign-up hooks in
 * server/auth/auth.ts can queue it without importing the job's code and the context with it.
 */
export const CLAIM_ROYALTY_INVITATION = "royalty-invitation-claim";
