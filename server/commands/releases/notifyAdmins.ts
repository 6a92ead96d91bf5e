import type { AppContext } from "../../context.ts";
import { notifyAdminsIn } from "../notifications/notify.ts";

/**
 * A notification for every admin (audience admin, no user), written after the change it reports
 * has committed, and announced live on the `admins` topic. Spec §7: its failure is ignored; the
 * artist's save has already succeeded.
 */
export async function notifyAdmins(ctx: AppContext, title: string, message: string): Promise<void> {
  try {
    await ctx.database.db.transaction((tx) =>
      notifyAdminsIn(tx, ctx.hub, { type: "info", title, message }),
    );
  } catch (error) {
    // The save stands (spec §7 "failures are ignored"), but an operator should see why.
    ctx.log.warn({ err: error, title }, "admin notification not written");
  }
}
