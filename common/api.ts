import { z } from "zod";
import { StandingRefusalSchema } from "./moderation.ts";

/** The one error shape every route answers with (ARCHITECTURE.md "Errors"). */
export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Refused because the account is suspended, banned or must agree to the terms. */
    suspension: StandingRefusalSchema.optional(),
  }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const OkSchema = z.object({ ok: z.literal(true), message: z.string().optional() });
