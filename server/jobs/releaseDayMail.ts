import { z } from "zod";
import type { AppContext } from "../context.ts";
import { appNow } from "../lib/clock.ts";
import type { JobDefinition, JobQueue } from "../lib/jobQueue.ts";
import { forgetUnconfirmedFans } from "../smartLinks/fanErasure.ts";
import { sendReleaseDayMails } from "../smartLinks/releaseDay.ts";

/** Named apart from the job, so the dev clock route can queue it without the job code. */
export const RELEASE_DAY_MAIL = "release-day-mail";

/**
 * `today` and `now` are the application clock of the process that queued the job: the dev clock
 * moves only the web process's clock, and a worker elsewhere must see the same day and hour.
 */
const ReleaseDayJobSchema = z.object({
  today: z.iso.date().optional(),
  now: z.iso.datetime().optional(),
});
export type ReleaseDayJob = z.infer<typeof ReleaseDayJobSchema>;

export function releaseDayMailJob(ctx: AppContext): JobDefinition<ReleaseDayJob> {
  return {
    name: RELEASE_DAY_MAIL,
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    async run(data) {
      const { today, now } = ReleaseDayJobSchema.parse(data);
      await sendReleaseDayMails(ctx, today);
      // Hourly too: signups left unconfirmed past their time are deleted.
      await forgetUnconfirmedFans(ctx.database.db, now ? new Date(now) : appNow());
    },
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues the release-day run every hour in a process that works jobs (pg-boss's own cron is off,
 * server/lib/jobQueue.ts), so fans hear within the hour after midnight UTC. Returns the stop.
 */
export function scheduleReleaseDayMail(
  jobs: JobQueue,
  onError: (error: unknown) => void,
): () => void {
  const timer = setInterval(() => {
    jobs.send(RELEASE_DAY_MAIL, {}).catch(onError);
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
