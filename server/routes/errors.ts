import { ApiErrorSchema } from "@common/api.ts";

/** Error responses a route can give, for its schema (and so the OpenAPI document). */
export const errorResponses = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  429: ApiErrorSchema,
} as const;
