import type { SwaggerTransform } from "@fastify/swagger";
import type { FastifySchema } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

/**
 * The OpenAPI document's transform: fastify-type-provider-zod's, plus the answers Fastify itself
 * gives before any route reads a body, documented on every operation that takes one. 413: the
 * body is over its limit (1 MiB of JSON; uploads have their own). 415: a Content-Type the route
 * does not read (XML, say). Both are the error shape the route's 400 documents
 * (server/lib/errorHandler.ts writes them all).
 *
 * A multipart route reads its stream itself, so Fastify validates no body; its schema's
 * `multipartBody` (zod, documentation only) becomes the document's multipart/form-data request
 * body, so a client generator knows the file field and the form fields.
 */
export const apiDocTransform: SwaggerTransform<FastifySchema> = (document) => {
  const source = document.schema as { body?: unknown; consumes?: unknown; multipartBody?: unknown };
  const { multipartBody, ...schema } = source;
  const transformed = jsonSchemaTransform({
    ...document,
    schema: (multipartBody && !source.body
      ? { ...schema, body: multipartBody }
      : schema) as FastifySchema,
  });
  const response = (transformed.schema as { response?: Record<string, unknown> }).response;
  const badRequest = response?.[400];
  if (response && badRequest && (source.body || source.consumes)) {
    response[413] ??= badRequest;
    response[415] ??= badRequest;
  }
  return transformed;
};
