/**
 * What a policy answers: allowed, or why not. The reason picks the status (authorize.ts) and the
 * message is the one the user reads (from common/, beside its rule).
 *  - notFound: the subject does not exist *for this actor* (someone else's release is "not
 *    found", so ids do not leak, decision 1) → 404
 *  - conflict: the actor may act on it, but not in its present state (a submitted release is not
 *    deleted) → 409
 *  - forbidden: the actor sees it but may not do this to it (an admin is not suspended) → 403
 */
export type Refusal = "notFound" | "conflict" | "forbidden";

export type Decision =
  | { reason: "allowed" }
  | {
      reason: Refusal;
      message: string /** A more precise error code than the reason's. */;
      code?: string;
    };

export const allowed: Decision = { reason: "allowed" };

export const refuse = (reason: Refusal, message: string, code?: string): Decision =>
  code ? { reason, message, code } : { reason, message };

/** For abilities sent to the client: the same decision, as a boolean. */
export const isAllowed = (decision: Decision) => decision.reason === "allowed";
