import { OkSchema } from "@common/api.ts";
import {
  BackupCodeSchema,
  EmailSchema,
  SignInSchema,
  SignUpSchema,
  TwoFactorCodeSchema,
} from "@common/auth.ts";
import { CurrentUserSchema } from "@common/users.ts";
import { z } from "zod";
import { NewPasswordSchema } from "../../auth/commonPasswords.ts";
import { errorResponses } from "../errors.ts";

export const signUp = {
  tags: ["auth"],
  summary: "Create an account; a confirmation link is mailed",
  body: SignUpSchema.extend({ password: NewPasswordSchema }),
  response: { 200: OkSchema, ...errorResponses },
};

export const signIn = {
  tags: ["auth"],
  summary: "Sign in with email and password",
  description:
    "Answers twoFactorRequired when the account has two-factor on; then call /api/auth/two-factor/verify. With confirmToken (from the confirmation mail's link) an unconfirmed account's address is confirmed by this sign-in: the link proves the mailbox, the password the account; emailConfirmed says it was (false when the address was confirmed before).",
  body: SignInSchema,
  response: {
    200: z.object({
      twoFactorRequired: z.boolean(),
      emailConfirmed: z.boolean(),
      user: CurrentUserSchema.nullable(),
    }),
    ...errorResponses,
  },
};

export const verifyTwoFactor = {
  tags: ["auth"],
  summary: "Second sign-in step: the code from the authenticator app",
  body: z.object({ code: TwoFactorCodeSchema }),
  response: { 200: z.object({ user: CurrentUserSchema }), ...errorResponses },
};

export const verifyBackupCode = {
  tags: ["auth"],
  summary: "Second sign-in step with one of the backup codes",
  body: z.object({ code: BackupCodeSchema }),
  response: { 200: z.object({ user: CurrentUserSchema }), ...errorResponses },
};

export const signOut = {
  tags: ["auth"],
  summary: "End this session",
  // 403: the cross-origin guard refuses a sign-out posted from another site.
  response: { 200: OkSchema, 403: errorResponses[403] },
};

export const emailOnly = {
  tags: ["auth"],
  body: z.object({ email: EmailSchema }),
  response: { 200: OkSchema, ...errorResponses },
};

export const verifyEmail = {
  tags: ["auth"],
  summary:
    "The confirmation link from the sign-up mail; redirects to the home page, where signing in with the link's token confirms the address",
  querystring: z.object({ token: z.string().min(1).max(2048) }),
  response: {
    // A redirect has no body: type "null" is how @fastify/swagger leaves out its content.
    302: z.null().meta({
      type: "null",
      description:
        "To the home page: /?confirm=1#email=…&token=… for a valid link (nothing is confirmed yet: POST /api/auth/sign-in with confirmToken does it), /?confirmed=0 when the link is invalid or expired",
    }),
    400: errorResponses[400],
  },
};

export const resetPassword = {
  tags: ["auth"],
  summary: "Choose a new password with the token from the reset mail",
  body: z.object({ token: z.string().min(1).max(2048), password: NewPasswordSchema }),
  response: { 200: OkSchema, ...errorResponses },
};
