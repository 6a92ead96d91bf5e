import { DeviceSessionMessages } from "@common/deviceSessions.ts";
import { allowed, type Decision, refuse } from "./decision.ts";
import type { Actor } from "./user.ts";

/** One live sign-in of an account, and whether the request came with it. */
export interface SessionRef {
  userId: string;
  current: boolean;
}

/**
 * A user signs out their own other devices. Someone else's session, or one already ended, is
 * "not found" (decision 1); staff end an account's sessions by suspending it, not from here.
 * The session the request came with is ended by Sign Out, which also clears this tab's cookie.
 */
export function endSession(actor: Actor, session: SessionRef | null): Decision {
  if (!session || session.userId !== actor.id)
    return refuse("notFound", DeviceSessionMessages.notFound);
  if (session.current) return refuse("conflict", DeviceSessionMessages.current);
  return allowed;
}
