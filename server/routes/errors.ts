import { ApiErrorSchema } from "@common/api.ts";
import { z } from "zod";

/** Error responses a route can give, for its schema (and so the OpenAPI document). */
export const errorResponses = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
} as const;

/**
 * A download's 200 in the OpenAPI document: its media type and a text body. The route sends a
 * stream or a string, which the JSON serializer never sees.
 */
export const fileResponse = (mediaType: string, description: string) => ({
  description,
  content: { [mediaType]: { schema: fileBody(description) } },
});

/**
 * A file's body: typed unknown, as the route sends a stream, a Buffer or a string; written in
 * the document as OpenAPI writes bytes.
 */
export const fileBody = (description: string) =>
  z.unknown().meta({ type: "string", format: "binary", description });

/** A CSV download (UTF-8 with a byte-order mark, so Excel reads it as UTF-8). */
export const csvResponse = fileResponse("text/csv", "The CSV file, UTF-8 with a byte-order mark");
