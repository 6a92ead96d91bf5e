import { EmailSchema } from "@common/auth.ts";
import { z } from "zod";

/** The claims of better-auth's confirmation token that name the address it confirms. */
const ConfirmationClaims = z.object({ email: EmailSchema, updateTo: z.string().optional() });

/**
 * The address a confirmation link is for, read from its token's email claim, so the home page
 * can fill the sign-in form. Only call it after the token's signature was checked (the auth
 * routes do, with better-auth's verifyJWT): this only reads. The claim is no secret: the link (a plain, unencrypted JWT) already
 * carries it. A change-of-address token (`updateTo`) answers null; the app sends none today.
 */
export function confirmedAddress(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = ConfirmationClaims.safeParse(
      JSON.parse(Buffer.from(payload, "base64url").toString("utf8")),
    );
    return claims.success && claims.data.updateTo === undefined ? claims.data.email : null;
  } catch {
    return null;
  }
}
