import { randomBytes } from "node:crypto";
import { inArray, lt } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { smartLinkSalts } from "../db/schema/index.ts";

/**
 * The visitor hash's daily salt (server/smartLinks/visitor.ts). Random, one per UTC day, shared
 * by every process through smart_link_salts, and deleted once its day is over: after that, no
 * one (not even us) can tell which address a stored hash came from.
 */
export interface VisitorSalts {
  /** The salt of each day asked for, created when missing (several processes may race). */
  saltsFor(tx: Tx, days: readonly string[]): Promise<Map<string, string>>;
  /** Deletes the salts of days before `today`, once per day per process. */
  purgeBefore(tx: Tx, today: string): Promise<void>;
  /** Whether purgeBefore has work for `today` (the timer skips an idle flush otherwise). */
  purgeDue(today: string): boolean;
  /** After a rolled-back flush: what it read may not be stored, so read it again next time. */
  forget(): void;
}

export function createVisitorSalts(): VisitorSalts {
  // A day's salt never changes once stored, so each process keeps the ones it has read.
  const known = new Map<string, string>();
  let purgedFor = "";

  return {
    async saltsFor(tx, days) {
      const missing = days.filter((day) => !known.has(day));
      if (missing.length > 0) {
        // Insert-or-keep, then read: whichever process inserted first, all use its salt.
        await tx
          .insert(smartLinkSalts)
          .values(missing.map((day) => ({ day, salt: randomBytes(32).toString("hex") })))
          .onConflictDoNothing();
        const rows = await tx
          .select()
          .from(smartLinkSalts)
          .where(inArray(smartLinkSalts.day, missing));
        for (const row of rows) known.set(row.day, row.salt);
      }
      const salts = new Map<string, string>();
      for (const day of days) {
        const salt = known.get(day);
        if (salt) salts.set(day, salt);
      }
      return salts;
    },
    purgeDue: (today) => purgedFor !== today,
    forget() {
      known.clear();
      purgedFor = "";
    },
    async purgeBefore(tx, today) {
      await tx.delete(smartLinkSalts).where(lt(smartLinkSalts.day, today));
      for (const day of known.keys()) if (day < today) known.delete(day);
      purgedFor = today;
    },
  };
}
