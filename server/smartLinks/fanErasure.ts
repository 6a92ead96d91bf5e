import { FAN_CONFIRM_DAYS } from "@common/smartLinks.ts";
import { and, isNull, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { fanSignups } from "../db/schema/index.ts";
import { appNow } from "../lib/clock.ts";

/**
 * A fan's address is kept only while it serves what the fan asked for (docs/smart-links.md
 * "What is kept"): the release-day mail, and the artist's view of those who agreed to share it.
 * Afterwards the row stays for the artist's counts, with this address in place of theirs: unique
 * per row (the release's list is unique by address) and undeliverable (.invalid, RFC 2606).
 */
export const forgottenFanEmail = sql`'forgotten-' || ${fanSignups.id}::text || '@fans.invalid'`;

/**
 * Deletes signups never confirmed within FAN_CONFIRM_DAYS of their last confirmation mail:
 * anyone can type an address into the form, so an unconfirmed one was never the fan's consent.
 * Run with the hourly release-day job. Returns how many went. `now` is the application clock's
 * (lib/clock.ts), so a development server moved a month on forgets them as production would.
 */
export async function forgetUnconfirmedFans(db: Db | Tx, now = appNow()): Promise<number> {
  const before = new Date(now.getTime() - FAN_CONFIRM_DAYS * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(fanSignups)
    .where(and(isNull(fanSignups.confirmedAt), lt(fanSignups.createdAt, before)))
    .returning({ id: fanSignups.id });
  return gone.length;
}
