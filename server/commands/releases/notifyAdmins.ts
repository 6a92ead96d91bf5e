import type { AppContext } from "../../context.ts";
import { notifications } from "../../db/schema/index.ts";

/**
 * A notification for every admin (audience admin, no user), written after the change it reports
 * has committed. Spec §7: its failure is ignored; the artist's save has already succeeded.
 */
export async function notifyAdmins(ctx: AppContext, title: string, message: string): Promise<void> {
  try {
    await ctx.database.db
      .insert(notifications)
      .values({ userId: null, audience: "admin", type: "info", title, message });
  } catch {
    // Deliberately ignored (spec §7 "failures are ignored").
  }
}
