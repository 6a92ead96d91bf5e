import { z } from "zod";

/**
 * Settings → Security → "Signed-in devices": the account's live sessions, and signing one or all
 * of the others out (a lost phone, a shared computer). Offbeat's own texts; the spec names the
 * sign-out scopes (local, others, global) but no screen for them.
 */

/** The newest sessions listed; "Sign out all other devices" ends the rest too. */
export const DEVICE_SESSION_LIST_LIMIT = 50;

const DeviceSessionSchema = z.object({
  id: z.uuid(),
  /** "Chrome on Windows", from the browser's user agent when it signed in. */
  device: z.string(),
  signedInAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof DeviceSessionSchema>;

export const DeviceSessionListSchema = z.object({
  items: z.array(DeviceSessionSchema),
  /** Every live session of the account, listed or not. */
  total: z.number().int().nonnegative(),
});
export type DeviceSessionList = z.infer<typeof DeviceSessionListSchema>;

export const DeviceSessionMessages = {
  heading: "Signed-in devices",
  intro:
    "Every browser signed in to your account. Sign out one you do not recognise, then change your password.",
  unknownDevice: "Unknown browser",
  signedOutOne: "That device is signed out.",
  signedOutOthers: (count: number) =>
    count === 0
      ? "No other device was signed in."
      : `Signed out ${count} other ${count === 1 ? "device" : "devices"}.`,
  notFound: "That session has already ended.",
  current: "This is the device you are using. Use Sign Out to end its session.",
  more: (shown: number, total: number) =>
    `Showing the ${shown} most recent of ${total} sessions; signing out all other devices ends every one of them.`,
  loadFailed: "Could not load your signed-in devices.",
} as const;
