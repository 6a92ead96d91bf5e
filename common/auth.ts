import { z } from "zod";
import { normaliseArtistName } from "./artistNames.ts";
import { oneLineText } from "./text.ts";

/** Decision 10: at least 8 characters (NIST SP 800-63B); the message says 8. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const AuthMessages = {
  passwordsDoNotMatch: "Passwords do not match",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  /** The server checks new passwords against a list of common ones (server/auth/commonPasswords.ts). */
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`,
  passwordTooCommon: "This password is too common. Choose another one.",
  signUpSuccess: "Please check your email for the confirmation link!",
  /** Sign-up's artist name becomes the account's artist name (issue 16): one account each. */
  artistNameTaken: "This artist name is already taken. Choose another one.",
  invalidCode: "Invalid code. Please try again.",
  emailNotVerified:
    "Please confirm your email address before signing in. Check your inbox for the confirmation link.",
  verificationResent: "A new confirmation link is on its way. Please check your email.",
  /** Signing in with a confirmation link's token that is bad, expired or for another address. */
  confirmationLinkInvalid:
    "This confirmation link is invalid or has expired. Ask for a new one below.",
  invalidCredentials: "Invalid email or password",
  resetRequested: "If an account exists for that address, a password reset link is on its way.",
  resetDone: "Your password has been reset. You can sign in now.",
  twoFactorAlreadyEnabled: "Two-Factor Authentication already enabled.",
  twoFactorEnrollFailed: "Failed to start 2FA enrollment",
  twoFactorFactorExists:
    "A TOTP factor already exists. Enter a code to verify or click Reset TOTP to re-enroll.",
  twoFactorNotFound:
    "TOTP factor not found. A new QR has been generated. Please scan and enter the code.",
  twoFactorVerifyFailed: "Failed to verify 2FA code",
  twoFactorEnabled: "Two-Factor Authentication enabled",
  twoFactorDisabled: "Two-Factor Authentication disabled",
  twoFactorDisableFailed: "Failed to disable 2FA",
  twoFactorReset: "TOTP reset and re-enrolled. Scan the new QR code.",
  twoFactorResetFailed: "Failed to reset TOTP",
  twoFactorNoFactor: "TOTP factor not found",
} as const;

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email("Enter a valid email address"));

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AuthMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AuthMessages.passwordTooLong);

/**
 * A password typed to prove who one is (sign-in, and again before a sensitive change). No saved
 * password is longer than the maximum, so a longer one is refused with that limit named, before
 * any hashing; password managers paste such strings when they fill the wrong field.
 */
export const TypedPasswordSchema = (required: string) =>
  z.string().min(1, required).max(PASSWORD_MAX_LENGTH, AuthMessages.passwordTooLong);

/** A backup code as typed: one longer than any code Offbeat issues is simply not valid. */
export const BackupCodeSchema = z
  .string()
  .trim()
  .min(4, "Enter a backup code")
  .max(64, AuthMessages.invalidCode);

const nameField = (label: string) =>
  oneLineText(label, 120, `${label} must be at most 120 characters`).min(1, `${label} is required`);

/** What the server accepts for sign-up. */
export const SignUpSchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  fullName: nameField("Full name"),
  // A name of invisible characters only is no name (common/artistNames.ts).
  artistName: nameField("Artist name").refine(
    (v) => normaliseArtistName(v) !== "",
    "Artist name is required",
  ),
});

/**
 * A form that asks for a new password twice: `schema` plus `confirmPassword`, which must repeat
 * `field` or shows `message` under itself. Checked on the client only: the server is sent
 * `schema`'s fields and never the confirmation.
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
  message: string,
) {
  return schema
    .extend({ confirmPassword: z.string() })
    .refine((v: Record<string, unknown>) => v[field] === v.confirmPassword, {
      message,
      path: ["confirmPassword"],
    });
}

/** The sign-up dialog's form. */
export const SignUpFormSchema = withPasswordConfirmation(
  SignUpSchema,
  "password",
  AuthMessages.passwordsDoNotMatch,
);

/** The reset-password page's form (the token travels in the link, not in the form). */
export const ResetPasswordFormSchema = withPasswordConfirmation(
  z.object({ password: PasswordSchema }),
  "password",
  AuthMessages.passwordsDoNotMatch,
);

export const SignInSchema = z.object({
  email: EmailSchema,
  password: TypedPasswordSchema("Password is required"),
  /** The confirmation mail's token: signing in with it confirms the address (server auth routes). */
  confirmToken: z.string().min(1).max(2048).optional(),
});

/** Sign-in second step: trimmed, digits only, exactly six (spec §5 Accounts). */
export const TwoFactorCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "Enter the 6-digit code from your authenticator app");

/** Keeps what the user typed to digits, at most six: the input's live filter. */
export const sanitizeCodeInput = (raw: string) => raw.replace(/\D/g, "").slice(0, 6);
