import { normaliseArtistName } from "@common/artistNames.ts";
import type { Db } from "../../db/client.ts";
import { artistProfiles } from "../../db/schema/index.ts";

/**
 * The artist name given at sign-up becomes the account's first artist name (issue 16). Sign-up
 * refuses a name that is taken; if another account took it meanwhile, the account is created
 * without it rather than failing half-way. Kept apart from createArtist.ts, whose AppContext
 * would make auth.ts (which builds that context) and this command import each other.
 */
export async function addSignUpArtistName(
  db: Db,
  userId: string,
  name: string | null | undefined,
): Promise<void> {
  const key = normaliseArtistName(name ?? "");
  if (!key || !name) return;
  await db
    .insert(artistProfiles)
    .values({ userId, name: name.trim(), nameKey: key })
    .onConflictDoNothing();
}
