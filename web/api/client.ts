import { ApiErrorSchema } from "@common/api.ts";
import { StandingErrorCodes } from "@common/moderation.ts";
import createClient from "openapi-fetch";
import type { paths } from "./schema";

/** The typed API client: paths and bodies come from the server's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: "", credentials: "same-origin" });

const NETWORK_MESSAGE = "Could not reach Offbeat. Check your connection and try again.";
const SERVER_MESSAGE = "Something went wrong. Please try again.";

/** A failed API call, read from the server's `{ error: { code, message, fields? } }` answer. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  static fromResponse(status: number, body: unknown): ApiError {
    const parsed = ApiErrorSchema.safeParse(body);
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(status, code, message, fields);
    }
    return new ApiError(status, status >= 500 ? "INTERNAL" : "UNKNOWN", SERVER_MESSAGE);
  }

  /**
   * Refused because the account is suspended, banned or must agree to the terms (decision 1):
   * the session is stale and the page should show the suspension overlay.
   */
  get isStandingRefusal() {
    return (
      this.status === 403 &&
      (this.code === StandingErrorCodes.suspended || this.code === StandingErrorCodes.terms)
    );
  }

  /** True for answers the user can act on (wrong input, not allowed), as opposed to outages. */
  get isClientError() {
    return this.status >= 400 && this.status < 500;
  }
}

/**
 * Every query's retry rule (web/queryClient.ts): a refused request (a wrong month, a release that
 * is not yours, a signed-out session) is refused again, so its message shows at once; only an
 * outage (no connection, 5xx) is asked again, twice. TanStack's own default retries everything
 * three times, a 404 page spinning for seven seconds before it said "not found".
 */
export function retryOutagesOnly(failures: number, error: Error): boolean {
  return !(error instanceof ApiError && error.isClientError) && failures < 2;
}

type Result<T> =
  | { data: T; error?: never; response: Response }
  | { data?: never; error: unknown; response: Response };

/** Awaits an openapi-fetch call and returns its data, or throws an ApiError. */
export async function unwrap<T>(request: Promise<Result<T>>): Promise<Exclude<T, undefined>> {
  let result: Result<T>;
  try {
    result = await request;
  } catch {
    throw new ApiError(0, "NETWORK", NETWORK_MESSAGE);
  }
  if (result.error !== undefined || !result.response.ok || result.data === undefined) {
    throw ApiError.fromResponse(result.response.status, result.error);
  }
  // Checked just above; TypeScript cannot carry that check over to a generic type.
  return result.data as Exclude<T, undefined>;
}

/**
 * The text to show for a failed call: the server's message when it explains the user's own
 * mistake (4xx), the connection's when Offbeat could not be reached at all (nothing was sent;
 * trying again is the fix), else the screen's own fallback (the spec's "Failed to ..." wording).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  return error.isClientError || error.code === "NETWORK" ? error.message : fallback;
}
