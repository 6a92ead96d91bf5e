import { z } from "zod";
import { checkReleaseCopyright } from "../commands/copyright/checkReleaseCopyright.ts";
import type { AppContext } from "../context.ts";
import type { JobDefinition } from "../lib/jobQueue.ts";

export const COPYRIGHT_CHECK = "copyright-check";

const CopyrightCheckJobSchema = z.object({
  releaseId: z.uuid(),
  /** The reviewer who asked; null when the check runs on submission. */
  checkedBy: z.uuid().nullable(),
});
export type CopyrightCheckJob = z.infer<typeof CopyrightCheckJobSchema>;

/**
 * Queued on submission (commands/releases) and by "Run check" in the review modal
 * (commands/copyright/queueCopyrightCheck.ts). The work is in
 * commands/copyright/checkReleaseCopyright.ts; a retry writes a fresh result.
 */
export function copyrightCheckJob(ctx: AppContext): JobDefinition<CopyrightCheckJob> {
  return {
    name: COPYRIGHT_CHECK,
    async run(data) {
      const { releaseId, checkedBy } = CopyrightCheckJobSchema.parse(data);
      await checkReleaseCopyright(ctx, releaseId, checkedBy);
    },
  };
}
