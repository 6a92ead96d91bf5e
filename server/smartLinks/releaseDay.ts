import { and, eq, exists, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { fanSignups, releases } from "../db/schema/index.ts";
import { appToday } from "../lib/clock.ts";
import { type Mail, SEND_MAIL } from "../mail/mailer.ts";
import { releaseDayMail } from "../mail/templates.ts";
import { forgottenFanEmail } from "./fanErasure.ts";
import { fanUnsubscribeUrl, smartLinkPageUrl } from "./fansLinks.ts";
import { type FanRelease, fanReleases } from "./fansRelease.ts";

/** Confirmed, still subscribed, not yet mailed: the fans a release-day mail is for. */
const dueFans = and(
  isNotNull(fanSignups.confirmedAt),
  isNull(fanSignups.unsubscribedAt),
  isNull(fanSignups.notifiedAt),
);

/**
 * The release-day mail (issue 17): every public release whose date has come (by the smart
 * links' clock, `today`) mails each due fan once. Per release one transaction marks the fans
 * notified and queues their mails, so a second run, or two at once, never mails anyone twice: the
 * UPDATE claims exactly the rows still unmarked; the addresses of fans who did not agree to share
 * theirs with the artist are forgotten in it (fanErasure.ts). Returns how many mails were queued.
 */
export async function sendReleaseDayMails(
  ctx: AppContext,
  today: string = appToday(),
): Promise<number> {
  const db = ctx.database.db;
  const due = await fanReleases(
    db,
    and(
      lte(releases.releaseDate, today),
      exists(
        db
          .select({ id: fanSignups.id })
          .from(fanSignups)
          .where(and(eq(fanSignups.releaseId, releases.id), dueFans)),
      ),
    ),
  );
  let queued = 0;
  for (const release of due) queued += await mailFansOf(ctx, release);
  return queued;
}

async function mailFansOf(ctx: AppContext, release: FanRelease): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    const fans = await tx
      .update(fanSignups)
      .set({ notifiedAt: new Date() })
      .where(and(eq(fanSignups.releaseId, release.releaseId), dueFans))
      .returning({
        id: fanSignups.id,
        email: fanSignups.email,
        shareWithArtist: fanSignups.shareWithArtist,
      });
    const about = {
      title: release.title,
      artist: release.artistName,
      labelName: ctx.config.LABEL_NAME,
    };
    const pageUrl = smartLinkPageUrl(ctx.config, release.slug);
    const mails: Mail[] = fans.map((fan) =>
      releaseDayMail(
        fan.email,
        about,
        pageUrl,
        fanUnsubscribeUrl(ctx.config, ctx.fanUnsubscribeTokens, fan.id),
      ),
    );
    await ctx.jobs.sendMany(SEND_MAIL, mails, { tx });
    // The one mail they asked for is on its way: the address of a fan who did not agree to
    // share it with the artist has served its purpose (the queued mail carries its own copy).
    const done = fans.filter((fan) => !fan.shareWithArtist).map((fan) => fan.id);
    if (done.length)
      await tx
        .update(fanSignups)
        .set({ email: forgottenFanEmail })
        .where(inArray(fanSignups.id, done));
    return mails.length;
  });
}
