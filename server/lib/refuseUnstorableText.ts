import { showUnstorable, TextMessages, unstorableTextReason } from "@common/text.ts";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";

/**
 * Issue 14: U+0000 or a lone surrogate anywhere in a request reached PostgreSQL and came back as
 * a 500 (22021, 22P05, 22P02). One hook refuses them for every route, before validation and
 * before any handler, with a 400 naming the field; so does a multipart body that cannot be
 * parsed at all (no boundary), which @fastify/multipart's parser reports as a plain Error.
 */
export async function refuseUnstorableText(request: FastifyRequest) {
  if (!multipartBoundaryIsValid(request.headers["content-type"])) throw invalidMultipart();
  const refusal = unstorableRefusal(request.params, request.query, request.body);
  if (refusal) throw refusal;
}

/**
 * The 400 for unstorable text anywhere in `values`, naming each field; null when all can be
 * stored. Multipart text fields are parsed by the route itself (request.file() reads them beside
 * the file), after the hook above has run: a route that reads them checks them with this.
 */
export function unstorableRefusal(...values: unknown[]): AppError | null {
  const fields: Record<string, string> = {};
  for (const value of values) Object.assign(fields, unstorableFields(value));
  const first = Object.values(fields)[0];
  return first ? new AppError(400, "VALIDATION_ERROR", first, fields) : null;
}

/**
 * Fastify's own refusals of an address (bad percent-encoding such as a lone surrogate's bytes, a
 * parameter too long), answered in the app's error shape rather than Fastify's.
 */
export function refuseBadUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  // The router's 414 said the whole address back ("'/api/releases/xxxx…' is exceeding…").
  const message =
    status === 400
      ? TextMessages.invalidAddress
      : status === 414
        ? TextMessages.addressTooLong
        : error.message;
  return reply.status(status).send({ error: { code: "BAD_REQUEST", message } });
}

export const invalidMultipart = () =>
  new AppError(400, "VALIDATION_ERROR", TextMessages.invalidMultipart, {
    file: TextMessages.invalidMultipart,
  });

/**
 * A multipart body that breaks off or never opens a part: busboy reports it with a plain Error
 * (no status), which would otherwise end as a 500 wherever a route reads the file.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || "statusCode" in error) return false;
  return (
    error.message === "Unexpected end of multipart data" ||
    error.message === "Multipart: Boundary not found" ||
    /^(Part|Preamble) terminated early due to unexpected end of multipart data$/.test(error.message)
  );
}

/** RFC 2046: a boundary has 1 to 70 characters. Only multipart/form-data is parsed here. */
function multipartBoundaryIsValid(contentType: string | undefined): boolean {
  if (!contentType || !/^\s*multipart\/form-data\b/i.test(contentType)) return true;
  const match = /;\s*boundary\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2] ?? "";
  return boundary.length >= 1 && boundary.length <= 70;
}

/** At most this many fields are named in one answer. */
const MAX_FIELDS = 20;

/**
 * Each string or object key that cannot be stored, by dotted path ("tracks.0.title") as
 * validation errors name fields. Walked with an explicit stack: a 1 MB JSON body can nest deeper
 * than the call stack goes.
 */
function unstorableFields(value: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  let count = 0;
  const stack: { value: unknown; path: string }[] = [{ value, path: "" }];
  for (let next = stack.pop(); next && count < MAX_FIELDS; next = stack.pop()) {
    const { value: item, path } = next;
    if (typeof item === "string") {
      const message = unstorableTextReason(item);
      if (message && !fields[path || "body"]) {
        fields[path || "body"] = message;
        count += 1;
      }
      continue;
    }
    // Buffers are file bytes (a raw upload body), not text.
    if (item === null || typeof item !== "object" || Buffer.isBuffer(item)) continue;
    const children: { value: unknown; path: string }[] = [];
    for (const [key, child] of Array.isArray(item) ? item.entries() : Object.entries(item)) {
      const at = path ? `${path}.${key}` : String(key);
      const keyMessage = typeof key === "string" ? unstorableTextReason(key) : null;
      // Named with the bad characters shown as U+FFFD, so the answer itself stays readable.
      if (keyMessage) {
        fields[showUnstorable(at)] = keyMessage;
        count += 1;
      } else children.push({ value: child, path: at });
    }
    // Pushed last-first, so fields come out in the order the body lists them.
    for (const child of children.reverse()) stack.push(child);
  }
  return fields;
}
