import { DeviceSessionMessages } from "@common/deviceSessions.ts";
import { and, eq, ne, sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { knownDevices, users } from "../db/schema/index.ts";
import { SEND_MAIL } from "../mail/mailer.ts";
import { newDeviceMail } from "../mail/securityMails.ts";
import { deviceName } from "./deviceName.ts";
import { securityMailTo } from "./securityNotices.ts";

/**
 * After a completed sign-in (password, or password and two-factor code): remembers the browser
 * by the name Settings shows, and mails the owner when the account has signed in before but
 * never from this one. An account's first known device is learned silently (its first sign-in,
 * and every account's first sign-in after this table came), so nobody is mailed about the
 * browser they always use. The mail is queued in the transaction that records the device: two
 * sign-ins at once from a new browser mail once (the primary key decides which).
 */
export async function noteSignInDevice(
  ctx: Pick<AppContext, "database" | "jobs" | "config">,
  userId: string,
  userAgent: string | undefined,
): Promise<void> {
  const device = deviceName(userAgent ?? null, DeviceSessionMessages.unknownDevice);
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(knownDevices)
      .values({ userId, device })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.device],
        set: { lastSeenAt: sql`now()` },
      })
      // xmax is 0 only on a row this statement inserted.
      .returning({ isNew: sql<boolean>`xmax = 0`, at: knownDevices.lastSeenAt });
    if (!row?.isNew) return;
    const [other] = await tx
      .select({ device: knownDevices.device })
      .from(knownDevices)
      .where(and(eq(knownDevices.userId, userId), ne(knownDevices.device, device)))
      .limit(1);
    if (!other) return;
    const [user] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return;
    await ctx.jobs.send(SEND_MAIL, newDeviceMail(securityMailTo(ctx, user), device, row.at), {
      tx,
    });
  });
}
