import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { fanSignups } from "../db/schema/index.ts";
import { forgottenFanEmail } from "./fanErasure.ts";
import { hashConfirmToken, newConfirmToken } from "./fansLinks.ts";

/**
 * The confirmation link of a fan's double opt-in mail. Confirms the signup (again after an
 * unsubscribe, since the fan asked anew); clicking twice is harmless. False for a token no
 * signup holds (never issued, or replaced by a newer mail or by unsubscribing).
 */
export async function confirmFan(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(fanSignups)
    .set({
      confirmedAt: sql`case when ${fanSignups.confirmedAt} is null or ${fanSignups.unsubscribedAt} is not null then now() else ${fanSignups.confirmedAt} end`,
      unsubscribedAt: null,
    })
    .where(eq(fanSignups.confirmTokenHash, hashConfirmToken(token)))
    .returning({ id: fanSignups.id });
  return rows.length > 0;
}

/**
 * Ends a signup's mail (the unsubscribe link of every fan mail). The confirmation link is
 * replaced too, so an old confirmation mail cannot sign the fan up again; only a new signup can
 * (a new row: the address is forgotten here, and with it the consent to share it).
 */
export async function unsubscribeFan(db: Db, signupId: string): Promise<void> {
  await db
    .update(fanSignups)
    .set({
      unsubscribedAt: sql`coalesce(${fanSignups.unsubscribedAt}, now())`,
      confirmTokenHash: newConfirmToken().hash,
      email: forgottenFanEmail,
      shareWithArtist: false,
    })
    .where(eq(fanSignups.id, signupId));
}
