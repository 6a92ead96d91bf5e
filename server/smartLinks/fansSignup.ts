import { SmartLinkMessages } from "@common/smartLinks.ts";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { fanSignups } from "../db/schema/index.ts";
import { appToday } from "../lib/clock.ts";
import { conflict, notFound } from "../lib/errors.ts";
import { SEND_MAIL } from "../mail/mailer.ts";
import { fanConfirmMail } from "../mail/templates.ts";
import { fanConfirmUrl, fanUnsubscribeUrl, newConfirmToken } from "./fansLinks.ts";
import { findPublicRelease } from "./fansRelease.ts";

export interface FanSignupInput {
  email: string;
  shareWithArtist: boolean;
}

/**
 * "Notify me" on a pre-release page: creates or refreshes the fan's signup and queues the double
 * opt-in mail in the same transaction. The caller answers the same whatever happened here, so
 * the form never tells who is on the list. A confirmed fan is left as is (no mail, consent not
 * changed: a stranger typing their address must not change what they agreed to); anyone else
 * gets a new confirmation link, the old one stops working. An unsubscribed fan stays
 * unsubscribed until they confirm again.
 */
export async function signUpFan(
  ctx: AppContext,
  slug: string,
  input: FanSignupInput,
  /** Called before a mail is queued (the per-address limit: it counts mails, not attempts). */
  beforeMail: () => Promise<void> = async () => {},
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const release = await findPublicRelease(tx, slug);
    if (!release) throw notFound();
    if (!release.releaseDate || release.releaseDate <= appToday())
      throw conflict(SmartLinkMessages.notifyClosed);

    // Locked, so two signups of one address at once queue one mail after the other.
    const [existing] = await tx
      .select({
        id: fanSignups.id,
        confirmedAt: fanSignups.confirmedAt,
        unsubscribedAt: fanSignups.unsubscribedAt,
      })
      .from(fanSignups)
      .where(and(eq(fanSignups.releaseId, release.releaseId), eq(fanSignups.email, input.email)))
      .for("update");
    if (existing?.confirmedAt && !existing.unsubscribedAt) return;

    await beforeMail();
    const { token, hash } = newConfirmToken();
    const [row] = await tx
      .insert(fanSignups)
      .values({
        releaseId: release.releaseId,
        email: input.email,
        shareWithArtist: input.shareWithArtist,
        confirmTokenHash: hash,
      })
      .onConflictDoUpdate({
        target: [fanSignups.releaseId, fanSignups.email],
        // created_at is when the latest confirmation mail was asked for: the unconfirmed
        // signup is deleted FAN_CONFIRM_DAYS after it (fanErasure.ts).
        set: {
          confirmTokenHash: hash,
          shareWithArtist: input.shareWithArtist,
          createdAt: sql`now()`,
        },
      })
      .returning({ id: fanSignups.id, email: fanSignups.email });
    if (!row) throw new Error("fan signup not saved");
    const mail = fanConfirmMail(
      row.email,
      { title: release.title, artist: release.artistName, labelName: ctx.config.LABEL_NAME },
      fanConfirmUrl(ctx.config, token),
      fanUnsubscribeUrl(ctx.config, ctx.fanUnsubscribeTokens, row.id),
      input.shareWithArtist,
    );
    await ctx.jobs.send(SEND_MAIL, mail, { tx });
  });
}
