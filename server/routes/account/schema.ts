import { OkSchema } from "@common/api.ts";
import { AuthMessages, TwoFactorCodeSchema, TypedPasswordSchema } from "@common/auth.ts";
import { CurrentUserSchema } from "@common/users.ts";
import { z } from "zod";
import { errorResponses } from "../errors.ts";

const password = z.object({ password: TypedPasswordSchema("Enter your password") });

const Enrolment = z.object({
  /** otpauth:// URI; the web app draws it as a QR code locally (decision 6). */
  totpURI: z.string(),
  /** The same secret in text, for typing into an authenticator by hand. */
  secret: z.string(),
  /** Shown once: the server keeps only their encrypted form. */
  backupCodes: z.array(z.string()),
  message: z.string().optional(),
});

export const me = {
  tags: ["account"],
  summary:
    "The signed-in user, with their standing and the warnings to acknowledge (open to suspended users)",
  security: [{ session: [] }],
  response: { 200: z.object({ user: CurrentUserSchema }), ...errorResponses },
};

export const enableTwoFactor = {
  tags: ["account"],
  summary: "Start two-factor enrolment; confirm it with a code",
  security: [{ session: [] }],
  body: password,
  response: { 200: Enrolment, ...errorResponses },
};

export const confirmTwoFactor = {
  tags: ["account"],
  summary: "Finish two-factor enrolment with a code from the app",
  security: [{ session: [] }],
  body: z.object({ code: TwoFactorCodeSchema }),
  response: {
    200: OkSchema.extend({ message: z.literal(AuthMessages.twoFactorEnabled) }),
    ...errorResponses,
  },
};

export const disableTwoFactor = {
  tags: ["account"],
  summary: "Turn two-factor off (removes the factor)",
  security: [{ session: [] }],
  body: password,
  response: { 200: OkSchema, ...errorResponses },
};

export const resetTwoFactor = {
  tags: ["account"],
  summary: "Remove the factor and enrol a new one",
  security: [{ session: [] }],
  body: password,
  response: { 200: Enrolment, ...errorResponses },
};
