import { z } from "zod";

/**
 * Feature flags (document 2 §2 Admin Tools). Each key changes what the server does, not only
 * what a page shows; docs/ARCHITECTURE.md ("Feature flags") lists where each is enforced.
 * A key with no row in feature_flags has its default.
 */
export const FEATURE_FLAGS = {
  new_signups: {
    label: "New sign-ups",
    description:
      "Anyone may create an account. Off: sign-up is refused; existing accounts sign in as usual.",
    default: true,
  },
  release_submissions: {
    label: "Release submissions",
    description:
      "Artists may submit releases for review (builder and edit screen). Off: drafts can still be saved.",
    default: true,
  },
  messaging: {
    label: "Messaging",
    description:
      "Artists may start conversations and send messages. Off: conversations stay readable; staff and admins can still write.",
    default: true,
  },
  withdrawals: {
    label: "Withdrawals",
    description:
      "Artists may request withdrawals of their available balance. Off: requests are refused; payouts already requested are still processed.",
    default: true,
  },
} as const;

export type FeatureFlagKey = keyof typeof FEATURE_FLAGS;
export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAGS) as FeatureFlagKey[];
export const FeatureFlagKeySchema = z.enum(
  FEATURE_FLAG_KEYS as [FeatureFlagKey, ...FeatureFlagKey[]],
);

/** What a refused action says while its flag is off. */
export const FeatureFlagMessages: Record<FeatureFlagKey, string> = {
  new_signups: "New sign-ups are closed at the moment. Please try again later.",
  release_submissions:
    "Release submissions are paused at the moment. Save your release as a draft and submit it later.",
  messaging: "Messaging is paused at the moment. Please try again later.",
  withdrawals:
    "Withdrawals are paused at the moment. Your balance is safe; please try again later.",
};
