import type { CurrentUser } from "@common/users.ts";

export type SignInResult =
  | { kind: "signedIn"; user: CurrentUser }
  | { kind: "twoFactorRequired" }
  | { kind: "refused"; code: string; message: string; fields: Record<string, string> };

const NETWORK_MESSAGE = "Could not reach Offbeat. Check your connection and try again.";
const SERVER_MESSAGE = "Something went wrong. Please try again.";

/**
 * POST /api/auth/sign-in with a plain fetch (the public pages do without zod and the typed
 * client). The server validates and words every refusal; this only reads its answer.
 */
export async function signInRequest(email: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch("/api/auth/sign-in", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { kind: "refused", code: "NETWORK", message: NETWORK_MESSAGE, fields: {} };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isObject(body)) {
    if (body.twoFactorRequired === true) return { kind: "twoFactorRequired" };
    if (isObject(body.user)) return { kind: "signedIn", user: body.user as CurrentUser };
  }
  const error = isObject(body) && isObject(body.error) ? body.error : {};
  const fromServer = response.status < 500 && typeof error.message === "string";
  return {
    kind: "refused",
    code: typeof error.code === "string" ? error.code : "UNKNOWN",
    message: fromServer ? String(error.message) : SERVER_MESSAGE,
    fields: isObject(error.fields) ? (error.fields as Record<string, string>) : {},
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
