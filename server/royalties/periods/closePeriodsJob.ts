import { pino } from "pino";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import type { JobDefinition } from "../../lib/jobQueue.ts";
import { claimStrandedShares } from "../invitations/claimStranded.ts";
import { closeEndedPeriods } from "./closePeriods.ts";

const CLOSE_ROYALTY_PERIODS = "close-royalty-periods";

/**
 * `now` is the application clock of the process that queued the job: the dev clock moves only
 * the web process's clock, and a worker elsewhere must close the same months.
 */
const ClosePeriodsJobSchema = z.object({ now: z.iso.datetime().optional() });
export type ClosePeriodsJob = z.infer<typeof ClosePeriodsJobSchema>;

export function closePeriodsJob(ctx: AppContext): JobDefinition<ClosePeriodsJob> {
  return {
    name: CLOSE_ROYALTY_PERIODS,
    queue: { retryLimit: 3, retryDelay: 60, retryBackoff: true },
    async run(data) {
      const { now } = ClosePeriodsJobSchema.parse(data);
      await closeEndedPeriods(ctx, now ? { now: new Date(now) } : {});
      // Hourly too: money held for an address whose account is confirmed goes to that account.
      await claimStrandedShares(ctx);
    },
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Queues the close every hour in a process that works jobs (pg-boss's own cron is off), so a
 * month closes within the hour after it ends (UTC). Closing is idempotent. Returns the stop.
 */
export function scheduleClosePeriods(ctx: AppContext): () => void {
  const log = pino({ level: ctx.config.LOG_LEVEL, name: "jobs" });
  const timer = setInterval(() => {
    ctx.jobs
      .send(CLOSE_ROYALTY_PERIODS, {})
      .catch((error: unknown) => log.error({ err: error }, "closing royalty periods failed"));
  }, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
