import { ReleaseMessages } from "@common/releases.ts";
import type { AppContext } from "../../context.ts";
import { artistProfiles } from "../../db/schema/index.ts";
import { conflict } from "../../lib/errors.ts";

const isUniqueViolation = (error: unknown) => {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
};

/** Create Artist (spec §5): the trimmed name, unique across the label ignoring case. */
export async function createArtist(ctx: AppContext, userId: string, name: string) {
  try {
    const [row] = await ctx.database.db
      .insert(artistProfiles)
      .values({ userId, name: name.trim() })
      .returning({ id: artistProfiles.id, name: artistProfiles.name });
    if (!row) throw new Error("artist not inserted");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ReleaseMessages.artistCreateFailed);
    throw error;
  }
}
