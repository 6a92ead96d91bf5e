import type { Decision } from "./decision.ts";
import { type ReleaseRef, readRelease } from "./release.ts";
import type { Actor } from "./user.ts";

/**
 * Issue 17 "Artist controls": the release's owner turns its smart link on or off, orders and
 * hides its stores and enters store links; staff and admins may do the same for every release.
 * Anyone else is told the release does not exist (404), exactly as release.read answers.
 */
export const manageSmartLink = (actor: Actor, release: ReleaseRef | null): Decision =>
  readRelease(actor, release);
