import { and, eq, exists, isNotNull, isNull, lte } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { fanSignups, releases } from "../db/schema/index.ts";
import { appToday } from "../lib/clock.ts";
import { type Mail, SEND_MAIL } from "../mail/mailer.ts";
import { releaseDayMail } from "../mail/templates.ts";
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
 * UPDATE claims exactly the rows still unmarked. Returns how many mails were queued.
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
      .returning({ id: fanSignups.id, email: fanSignups.email });
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
    return mails.length;
  });
}
