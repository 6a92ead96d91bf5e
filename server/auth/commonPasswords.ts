import { AuthMessages, PASSWORD_MIN_LENGTH, PasswordSchema } from "@common/auth.ts";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The most common passwords, from zxcvbn-ts's ranked list (leaked-password frequency, ~49,000
 * entries, lower case), offline. Only the ones long enough to pass the length rule are kept.
 * Server side only: the list would add some 200 KB (gzip) to the web app's bundle, and the forms show
 * the server's field message anyway.
 */
const common = new Set(
  dictionary["passwords-common"].filter((password) => password.length >= PASSWORD_MIN_LENGTH),
);

/** True for a password on the list, whatever its letter case ("Password123" too). */
function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** The password rules for a new password (sign-up, reset, change): length, and not common. */
export const NewPasswordSchema = PasswordSchema.refine((password) => !isCommonPassword(password), {
  message: AuthMessages.passwordTooCommon,
});
