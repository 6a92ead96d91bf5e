import { count, eq } from "drizzle-orm";
import type { AppContext } from "../server/context.ts";
import { announcements, broadcasts, users } from "../server/db/schema/index.ts";

/**
 * Demo platform content for `npm run seed`: one broadcast (the banner and the Admin Dashboard card)
 * and one announcement (the top bar), written once, by the demo admin.
 */
export async function seedPlatform(ctx: AppContext, adminEmail: string): Promise<string[]> {
  const db = ctx.database.db;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, adminEmail));
  const made: string[] = [];
  const [broadcastCount] = await db.select({ n: count() }).from(broadcasts);
  if ((broadcastCount?.n ?? 0) === 0) {
    await db.insert(broadcasts).values({
      title: "Welcome to Offbeat",
      body: "Submit your next release at least 30 days before its date so every store has it on time.",
      createdBy: admin?.id ?? null,
    });
    made.push("broadcast");
  }
  const [announcementCount] = await db.select({ n: count() }).from(announcements);
  if ((announcementCount?.n ?? 0) === 0) {
    await db.insert(announcements).values({
      title: "Royalty statements",
      message: "Monthly statements are paid within 30 days of month-end.",
      type: "info",
      createdBy: admin?.id ?? null,
    });
    made.push("announcement");
  }
  return made;
}
