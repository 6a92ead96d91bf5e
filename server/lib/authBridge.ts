import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/** Request headers as a Fetch Headers object, for better-auth's API. */
export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  return headers;
}

/**
 * The headers of a sign-in's second step (two-factor code, backup code) without the session
 * cookie: better-auth would otherwise treat a signed-in caller's code as turning two-factor on,
 * past the confirm route's standing check, limit and event. Only the pending sign-in's
 * two_factor cookie may carry this step.
 */
export function signInStepHeaders(request: FastifyRequest): Headers {
  const headers = toHeaders(request);
  const cookie = headers.get("cookie");
  if (!cookie) return headers;
  const kept = cookie
    .split(";")
    .map((part) => part.trim())
    .filter((part) => part && !/^(__Secure-)?offbeat\.session_(token|data)=/.test(part));
  if (kept.length > 0) headers.set("cookie", kept.join("; "));
  else headers.delete("cookie");
  return headers;
}

export interface AuthFailure {
  status: number;
  code: string;
  message: string;
}

/**
 * Copies better-auth's cookies onto the reply and returns its JSON body. A failure becomes an
 * AppError; `translate` may replace better-auth's wording with the product's own.
 */
export async function forwardAuthResponse<T>(
  reply: FastifyReply,
  response: Response,
  translate?: (failure: AuthFailure) => AppError | undefined,
): Promise<T> {
  for (const cookie of response.headers.getSetCookie()) reply.header("set-cookie", cookie);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!response.ok) {
    const record = (body ?? {}) as { code?: unknown; message?: unknown };
    const failure: AuthFailure = {
      status: response.status,
      code: typeof record.code === "string" ? record.code : "AUTH_ERROR",
      message:
        typeof record.message === "string"
          ? record.message
          : "Something went wrong. Please try again.",
    };
    throw translate?.(failure) ?? new AppError(failure.status, failure.code, failure.message);
  }
  return body as T;
}
