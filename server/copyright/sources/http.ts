import type { OutsideSource } from "@common/copyright.ts";
import { z } from "zod";

/** How errors name each service, so an operator reading the log knows whom to blame. */
const ServiceNames: Record<OutsideSource, string> = {
  acoustid: "AcoustID",
  musicbrainz: "MusicBrainz",
  lastfm: "Last.fm",
  itunes: "iTunes Search",
  discogs: "Discogs",
};

export interface ServiceAnswer {
  status: number;
  ok: boolean;
  /** The parsed JSON body; undefined when an error answer's body is not JSON. */
  body: unknown;
}

/**
 * The shapes services put their error text in: AcoustID `{error:{message}}`, MusicBrainz
 * `{error:"…"}`, Last.fm and Discogs `{message}`, iTunes `{errorMessage}`.
 */
const ErrorBodySchema = z.object({
  error: z.union([z.string(), z.object({ message: z.string() })]).optional(),
  message: z.string().optional(),
  errorMessage: z.string().optional(),
});

/** The service's own words for what went wrong, when its body carries them. */
function serviceMessage(body: unknown): string | null {
  const parsed = ErrorBodySchema.safeParse(body);
  if (!parsed.success) return null;
  const { error, message, errorMessage } = parsed.data;
  if (typeof error === "string") return error;
  return error?.message ?? message ?? errorMessage ?? null;
}

/**
 * Sends one request and reads its JSON body. Throws, naming the service, when it cannot be
 * reached, when the signal fires (the check's timeout) or when a successful answer is not JSON.
 * An error status is returned, not thrown, for adapters whose errors can be harmless (Last.fm's
 * "Track not found"); `requestJson` below throws on it.
 */
export async function sendRequest(
  source: OutsideSource,
  fetchImpl: typeof fetch,
  url: URL,
  init: RequestInit & { signal: AbortSignal },
): Promise<ServiceAnswer> {
  const name = ServiceNames[source];
  let text: string;
  let status: number;
  let ok: boolean;
  try {
    const response = await fetchImpl(url, init);
    status = response.status;
    ok = response.ok;
    text = await response.text();
  } catch (error) {
    if (init.signal.aborted) {
      const timedOut =
        init.signal.reason instanceof DOMException && init.signal.reason.name === "TimeoutError";
      throw new Error(timedOut ? `${name} did not answer in time` : `${name} request was aborted`, {
        cause: error,
      });
    }
    throw new Error(`${name} could not be reached: ${describe(error)}`, { cause: error });
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    if (ok) throw new Error(`${name} answered with a body that is not JSON`, { cause: error });
    body = undefined;
  }
  return { status, ok, body };
}

/** The error for a non-2xx answer: the service, the status and its message when it gave one. */
export function httpError(source: OutsideSource, answer: ServiceAnswer): Error {
  const message = serviceMessage(answer.body);
  const suffix = message ? `: ${message}` : "";
  return new Error(`${ServiceNames[source]} answered HTTP ${answer.status}${suffix}`);
}

/** Checks an answer against the documented shape; a mismatch names the service and the fields. */
export function parseAnswer<T extends z.ZodType>(
  source: OutsideSource,
  schema: T,
  body: unknown,
): z.infer<T> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${ServiceNames[source]} answered in an unexpected shape: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** A request whose every non-2xx answer is a failure, its body checked against `schema`. */
export async function requestJson<T extends z.ZodType>(
  source: OutsideSource,
  fetchImpl: typeof fetch,
  url: URL,
  init: RequestInit & { signal: AbortSignal },
  schema: T,
): Promise<z.infer<T>> {
  const answer = await sendRequest(source, fetchImpl, url, init);
  if (!answer.ok) throw httpError(source, answer);
  return parseAnswer(source, schema, answer.body);
}

/** `base` with `params` added to its query string (keeps any query the configured URL has). */
export function withQuery(base: string, params: Record<string, string>): URL {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

/** `base` plus a path below it, whether or not the configured URL ends in a slash. */
export function below(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}/${path}`;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
