import type { FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors.ts";
import { invalidMultipart, isMalformedMultipart } from "./refuseUnstorableText.ts";

/**
 * zod's own messages ("Invalid input: expected string, received number", "Too big: …") name no
 * field; the app's schemas write sentences that do ("Enter a valid email address"). A client
 * that sends the wrong type reads which field with the former prefixed: "amount: Invalid …".
 * The pattern is zod's English wordings (zod/v4/locales/en.js) and no more, so the app's own
 * "Invalid code. Please try again." stays as written.
 */
const ZOD_WORDING =
  /^(Invalid (input|option|string|number|discriminator value|key in|value in)\b|Invalid (email address|URL|UUID|ISO (date|datetime|time|duration))$|Too (big|small):|Unrecognized keys?:)/;

/**
 * Fastify's own refusals of a body, before any route reads it: a code of their own and a
 * sentence a person can act on instead of "BAD_REQUEST" and Fastify's wording.
 */
const BODY_REFUSALS: Record<
  string,
  { code: string; message: (request: FastifyRequest) => string }
> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: "PAYLOAD_TOO_LARGE",
    // The limit is the route's (1 MiB of JSON, 1 KiB for the one-field forms), not restated.
    message: () => "This request is too large to read here. Files go through the upload forms.",
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: (request) =>
      `This request was sent as ${request.headers["content-type"]?.slice(0, 100) || "an unknown type"}, which Offbeat does not read. Send JSON (application/json), or a file as multipart/form-data.`,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: "INVALID_JSON",
    message: () => "The request body is not valid JSON.",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "INVALID_JSON",
    message: () => "The request body is empty; send a JSON object.",
  },
};

/**
 * The app's error handler (server/app.ts), in its own module so route tests that build a bare
 * Fastify answer errors exactly as the app does: `{ error: { code, message, fields? } }`.
 */
export function sendError(thrown: unknown, request: FastifyRequest, reply: FastifyReply) {
  // busboy reports a broken multipart body as a plain Error: the sender's fault, so a 400.
  const error = isMalformedMultipart(thrown) ? invalidMultipart() : thrown;
  if (error instanceof AppError) {
    // A refused request is the user's business; a failed one (5xx) is the operator's.
    if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.message);
    return reply.status(error.status).send({
      error: { ...error.extra, code: error.code, message: error.message, fields: error.fields },
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    let first: string | null = null;
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, "").replace(/\//g, ".");
      const message = issue.message ?? "Invalid value";
      if (key && !fields[key]) fields[key] = message;
      first ??= key && ZOD_WORDING.test(message) ? `${key}: ${message}` : message;
    }
    return reply.status(400).send({
      error: { code: "VALIDATION_ERROR", message: first ?? "Invalid request", fields },
    });
  }
  const status =
    typeof error === "object" && error && "statusCode" in error ? Number(error.statusCode) : 500;
  const refusal = error instanceof Error && "code" in error && BODY_REFUSALS[String(error.code)];
  if (refusal && status >= 400 && status < 500)
    return reply.status(status).send({
      error: { code: refusal.code, message: refusal.message(request) },
    });
  if (status >= 400 && status < 500) {
    const message = error instanceof Error ? error.message : "Bad request";
    return reply.status(status).send({ error: { code: "BAD_REQUEST", message } });
  }
  request.log.error({ err: error }, "unhandled error");
  return reply
    .status(500)
    .send({ error: { code: "INTERNAL", message: "Something went wrong. Please try again." } });
}
