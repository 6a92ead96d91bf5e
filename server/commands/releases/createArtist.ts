import { normaliseArtistName } from "@common/artistNames.ts";
import { Limits, ReleaseMessages } from "@common/releases.ts";
import { and, count, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pgErrors.ts";
import { artistProfiles, users } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../lib/errors.ts";

/**
 * Create Artist (spec §5): the trimmed name, unique across the label after normalisation
 * (common/artistNames.ts; the database's unique name_key), whether the account holding it is
 * this one or another. An account holds at most Limits.artistsPerAccount names, all of which the
 * builder's select lists; the account's row is locked first so two creations at once cannot
 * both take the last place.
 */
export async function createArtist(ctx: AppContext, userId: string, name: string) {
  const key = normaliseArtistName(name);
  if (!key) throw badRequest("Enter the artist name.");
  try {
    return await ctx.database.db.transaction(async (tx) => {
      // NO KEY UPDATE: other rows' foreign keys to the account (sessions, uploads) do not wait.
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, userId))
        .for("no key update");
      const [held] = await tx
        .select({ n: count() })
        .from(artistProfiles)
        .where(eq(artistProfiles.userId, userId));
      if ((held?.n ?? 0) >= Limits.artistsPerAccount) {
        throw badRequest(ReleaseMessages.artistLimitReached);
      }
      const [row] = await tx
        .insert(artistProfiles)
        .values({ userId, name: name.trim(), nameKey: key })
        .returning({ id: artistProfiles.id, name: artistProfiles.name });
      if (!row) throw new Error("artist not inserted");
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ReleaseMessages.artistCreateFailed);
    throw error;
  }
}

/** Whether `name`, normalised, is already an artist name of any account. */
export async function artistNameTaken(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: artistProfiles.id })
    .from(artistProfiles)
    .where(eq(artistProfiles.nameKey, normaliseArtistName(name)))
    .limit(1);
  return row !== undefined;
}

/**
 * A release carries an artist name of its owner's account (issue 16): the account's spelling of
 * `name`, matched after normalisation and ignoring case, or a 400 that says so.
 */
export async function ownArtistName(tx: Tx | Db, ownerId: string, name: string): Promise<string> {
  const key = normaliseArtistName(name);
  const [row] = !key
    ? []
    : await tx
        .select({ name: artistProfiles.name })
        .from(artistProfiles)
        .where(and(eq(artistProfiles.userId, ownerId), eq(artistProfiles.nameKey, key)))
        .limit(1);
  if (!row) {
    throw badRequest(ReleaseMessages.artistNotYours, {
      artistName: ReleaseMessages.artistNotYours,
    });
  }
  return row.name;
}
