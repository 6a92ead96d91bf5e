import type { PlatformId } from "@common/platforms.ts";
import { isStoreUrl, SmartLinkMessages } from "@common/smartLinks.ts";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { storeLinks } from "../../db/schema/index.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import { type Actor, isStaffOrAdmin } from "../../policies/user.ts";
import { auditUnlessOwner, lockSmartLink } from "./lockSmartLink.ts";

/** The smart link locked, and `storeId` checked to be a store the release was sent to. */
async function lockStore(tx: Tx, actor: Actor, releaseId: string, storeId: PlatformId) {
  const locked = await lockSmartLink(tx, actor, releaseId);
  if (!locked.storeIds.has(storeId)) throw notFound(SmartLinkMessages.notAReleaseStore);
  return locked;
}

/**
 * Issue 17: where the release is on one store's website, entered by the artist or staff and
 * checked to be that store's web address. It replaces the link the store's acknowledgement
 * gave, and says who entered it (source, updated_by).
 */
export async function setStoreLink(
  ctx: Pick<AppContext, "database">,
  actor: Actor,
  releaseId: string,
  storeId: PlatformId,
  url: string,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { release } = await lockStore(tx, actor, releaseId, storeId);
    if (!isStoreUrl(storeId, url)) {
      const message = SmartLinkMessages.notAStoreUrl(storeId);
      throw badRequest(message, { url: message });
    }
    const [before] = await tx
      .select({ url: storeLinks.url })
      .from(storeLinks)
      .where(and(eq(storeLinks.releaseId, releaseId), eq(storeLinks.storeId, storeId)));
    const row = {
      url,
      source: isStaffOrAdmin(actor) ? ("staff" as const) : ("artist" as const),
      updatedBy: actor.id,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(storeLinks)
      .values({ releaseId, storeId, ...row })
      .onConflictDoUpdate({ target: [storeLinks.releaseId, storeLinks.storeId], set: row });
    await auditUnlessOwner(tx, actor, release, {
      action: "SET_STORE_LINK",
      details: { store: storeId, from: before?.url ?? null, to: url },
    });
  });
}

/** Removes a store's link: its button leaves the page until a link is entered again. */
export async function removeStoreLink(
  ctx: Pick<AppContext, "database">,
  actor: Actor,
  releaseId: string,
  storeId: PlatformId,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { release } = await lockStore(tx, actor, releaseId, storeId);
    const removed = await tx
      .delete(storeLinks)
      .where(and(eq(storeLinks.releaseId, releaseId), eq(storeLinks.storeId, storeId)))
      .returning({ url: storeLinks.url });
    if (removed.length === 0) return;
    await auditUnlessOwner(tx, actor, release, {
      action: "REMOVE_STORE_LINK",
      details: { store: storeId, from: removed[0]?.url ?? null },
    });
  });
}
