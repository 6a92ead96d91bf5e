import type { SmartLinkSettings } from "@common/smartLinks.ts";
import { SmartLinkMessages } from "@common/smartLinks.ts";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { smartLinks } from "../../db/schema/index.ts";
import { badRequest } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { auditUnlessOwner, lockSmartLink } from "./lockSmartLink.ts";

/** The store ids of a list, refused (400 on `field`) when one is not a store of the release. */
function ownStores(ids: readonly string[], storeIds: ReadonlySet<string>, field: string) {
  if (ids.some((id) => !storeIds.has(id)))
    throw badRequest(SmartLinkMessages.notAReleaseStore, {
      [field]: SmartLinkMessages.notAReleaseStore,
    });
  return [...new Set(ids)];
}

/**
 * Issue 17 "Artist controls": turn the page on or off, order and hide its store buttons. The
 * lists name only stores the release was sent to; what is left out keeps its value.
 */
export async function updateSmartLinkSettings(
  ctx: Pick<AppContext, "database">,
  actor: Actor,
  releaseId: string,
  input: SmartLinkSettings,
): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const { release, link, storeIds } = await lockSmartLink(tx, actor, releaseId);
    const next = {
      enabled: input.enabled ?? link.enabled,
      storeOrder: input.storeOrder
        ? ownStores(input.storeOrder, storeIds, "storeOrder")
        : link.storeOrder,
      hiddenStores: input.hiddenStores
        ? ownStores(input.hiddenStores, storeIds, "hiddenStores")
        : link.hiddenStores,
    };
    await tx
      .update(smartLinks)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(smartLinks.releaseId, releaseId));
    await auditUnlessOwner(tx, actor, release, {
      action: "UPDATE_SMART_LINK",
      details: {
        from: {
          enabled: link.enabled,
          storeOrder: link.storeOrder,
          hiddenStores: link.hiddenStores,
        },
        to: next,
      },
    });
  });
}
