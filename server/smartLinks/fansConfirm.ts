import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { fanSignups, releases } from "../db/schema/index.ts";
import { forgottenFanEmail } from "./fanErasure.ts";
import { hashConfirmToken, newConfirmToken } from "./fansLinks.ts";

/** What the confirmation page shows for a token, before anything changes. */
export interface FanConfirmation {
  /** Confirmed and still subscribed: opening the link again only says so. */
  onList: boolean;
  title: string;
  artistName: string;
  shareWithArtist: boolean;
}

/**
 * Reads the signup a confirmation token belongs to, changing nothing: the link's GET shows a
 * button, because mail scanners follow links and only the fan's click is their consent.
 */
export async function fanConfirmation(db: Db, token: string): Promise<FanConfirmation | undefined> {
  const [row] = await db
    .select({
      confirmedAt: fanSignups.confirmedAt,
      unsubscribedAt: fanSignups.unsubscribedAt,
      shareWithArtist: fanSignups.shareWithArtist,
      title: releases.title,
      artistName: releases.artistName,
    })
    .from(fanSignups)
    .innerJoin(releases, eq(releases.id, fanSignups.releaseId))
    .where(eq(fanSignups.confirmTokenHash, hashConfirmToken(token)));
  if (!row) return undefined;
  return {
    onList: row.confirmedAt !== null && row.unsubscribedAt === null,
    title: row.title,
    artistName: row.artistName,
    shareWithArtist: row.shareWithArtist,
  };
}

/**
 * The confirmation page's button (a POST). Confirms the signup (again after an
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
