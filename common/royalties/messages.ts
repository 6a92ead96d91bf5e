/**
 * What the royalty screens and the server say (issue 19). One place, so the API's refusals and
 * the pages' texts are the same words.
 */
export const RoyaltyPolicyMessages = {
  reportNotFound: "Report not found.",
  reportNotReady:
    "Only a report that has been checked and is waiting for confirmation can be posted.",
  payoutNotFound: "Payout not found.",
  payoutProcessed: "This payout has already been processed.",
  payoutCancelled: "The artist cancelled this withdrawal, so there is nothing to pay or reject.",
  ownPayout: "This is your own withdrawal. Ask another staff member to pay or reject it.",
  trackNotFound: "Track not found.",
  ownTrack:
    "This track pays into your own balance. Ask another staff member to assign these lines.",
  statementNotFound: "Statement not found.",
} as const;
