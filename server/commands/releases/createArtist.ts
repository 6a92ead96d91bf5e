import { normaliseArtistName } from "@common/artistNames.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/pgErrors.ts";
import { artistProfiles } from "../../db/schema/index.ts";
import { badRequest, conflict } from "../../lib/errors.ts";

/**
 * Create Artist (spec §5): the trimmed name, unique across the label after normalisation
 * (common/artistNames.ts; the database's unique name_key), whether the account holding it is
 * this one or another.
 */
export async function createArtist(ctx: AppContext, userId: string, name: string) {
  const key = normaliseArtistName(name);
  if (!key) throw badRequest("Enter the artist name.");
  try {
    const [row] = await ctx.database.db
      .insert(artistProfiles)
      .values({ userId, name: name.trim(), nameKey: key })
      .returning({ id: artistProfiles.id, name: artistProfiles.name });
    if (!row) throw new Error("artist not inserted");
    return row;
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
