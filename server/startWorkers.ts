import { pino } from "pino";
import type { AppContext } from "./context.ts";
import { scheduleUploadCleanup } from "./jobs/cleanupUploads.ts";
import { copyrightCheckJob } from "./jobs/copyrightCheck.ts";
import { deleteAccountJob } from "./jobs/deleteAccount.ts";
import { deliverReleaseJob } from "./jobs/deliverRelease.ts";
import { scheduleAcknowledgementPolling } from "./jobs/pollAcknowledgements.ts";
import { releaseDayMailJob, scheduleReleaseDayMail } from "./jobs/releaseDayMail.ts";
import { sendMailJob } from "./jobs/sendMail.ts";
import { sendNewsletterMailJob } from "./jobs/sendNewsletterMail.ts";
import { scheduleStuckDeliverySweep } from "./jobs/sweepStuckDeliveries.ts";
import { registerConversationTopic } from "./routes/conversations/topic.ts";
import { parseReportJob } from "./royalties/import/parseReportJob.ts";
import { claimInvitationJob } from "./royalties/invitations/claimInvitationJob.ts";
import { closePeriodsJob, scheduleClosePeriods } from "./royalties/periods/closePeriodsJob.ts";
import { backfillSmartLinks } from "./smartLinks/backfill.ts";

export interface StartWorkersOptions {
  /** Run job workers and timers in this process (the default); false leaves them to another. */
  work?: boolean;
}

/**
 * What a process adds to its context once the context exists (jobs use every part of it):
 * the realtime topics its routes define, the job queues (needed to queue jobs at all) and,
 * when it works jobs, their workers, the hourly upload cleanup, the stores' acknowledgement
 * polling and the stuck-delivery sweep. The timers stop when the context closes.
 */
export async function startWorkers(
  ctx: AppContext,
  options: StartWorkersOptions = {},
): Promise<void> {
  const work = options.work ?? true;
  registerConversationTopic(ctx.hub, ctx.database.db);
  await ctx.jobs.start(
    [
      sendMailJob(ctx.mailer),
      // A worker of its own, so a newsletter never holds transactional mail behind it.
      sendNewsletterMailJob(ctx),
      deleteAccountJob(ctx),
      copyrightCheckJob(ctx),
      deliverReleaseJob(ctx),
      releaseDayMailJob(ctx),
      // Issue 19: uploaded store reports are read, checked and matched; held royalties move to
      // a collaborator's account once it is confirmed; ended months close.
      parseReportJob(ctx),
      claimInvitationJob(ctx),
      closePeriodsJob(ctx),
    ],
    work,
  );
  if (!work) return;
  // Royalty months close hourly once they have ended (issue 19).
  ctx.onClose(scheduleClosePeriods(ctx));
  const log = pino({ level: ctx.config.LOG_LEVEL, name: "jobs" });
  // Releases distributed before smart links existed get their page (idempotent, issue 17), in
  // the background: for a large catalogue that takes minutes, and the server listens meanwhile.
  const backfill = new AbortController();
  ctx.onClose(() => backfill.abort());
  void backfillSmartLinks(ctx.database.db, { signal: backfill.signal })
    .then((made) => {
      if (made > 0) log.info({ made }, "smart links made for releases distributed before them");
    })
    .catch((error: unknown) => {
      // Closing stops it between releases; a query cut off by the database closing is no fault.
      if (!backfill.signal.aborted) log.error({ err: error }, "smart link backfill failed");
    });
  ctx.onClose(
    scheduleUploadCleanup({ database: ctx.database, storage: ctx.storage, log }, (error) =>
      log.error({ err: error }, "upload cleanup failed"),
    ),
  );
  // Smart links' "Notify me": fans hear on release day (issue 17).
  ctx.onClose(
    scheduleReleaseDayMail(ctx.jobs, (error) =>
      log.error({ err: error }, "release-day mail failed"),
    ),
  );
  // Stores' acknowledgements are read where the workers run.
  ctx.onClose(
    scheduleAcknowledgementPolling(ctx, ctx.config.ACK_POLL_SECONDS, (error) =>
      log.error({ err: error }, "acknowledgement polling failed"),
    ),
  );
  // Deliveries whose last run died without recording an outcome are failed, so staff can
  // retry them (jobs/sweepStuckDeliveries.ts).
  ctx.onClose(
    scheduleStuckDeliverySweep(ctx, (error) =>
      log.error({ err: error }, "stuck delivery sweep failed"),
    ),
  );
}
