import type { paths } from "@web/api/schema";
import { z } from "zod";

/** What enable and reset answer: the otpauth URI, its secret, and the backup codes. */
export type Enrolment =
  paths["/api/account/two-factor/enable"]["post"]["responses"]["200"]["content"]["application/json"];

/** The account password that every two-factor change asks for again. */
export const PasswordConfirmSchema = z.object({
  password: z.string().min(1, "Enter your password"),
});
