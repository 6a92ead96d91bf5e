import { ModerationMessages } from "@common/moderation.ts";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { artistProfiles } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";

/**
 * Remove an artist alias from User Details (spec document 2 §6, §7: delete artist_profiles by
 * id) with its REMOVE_ARTIST_ALIAS audit row. Releases keep the artist name they were saved
 * with (it is copied into each release, not referenced).
 */
export async function removeArtistAlias(ctx: AppContext, actor: Actor, aliasId: string) {
  await ctx.database.db.transaction(async (tx) => {
    const [alias] = await tx
      .delete(artistProfiles)
      .where(eq(artistProfiles.id, aliasId))
      .returning();
    if (!alias) throw notFound(ModerationMessages.aliasNotFound);
    await writeAudit(tx, {
      actorId: actor.id,
      action: "REMOVE_ARTIST_ALIAS",
      targetType: "artist_profile",
      targetId: alias.id,
      details: { name: alias.name, userId: alias.userId },
    });
  });
}
