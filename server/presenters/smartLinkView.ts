import { isOnSale } from "@common/distribution.ts";
import { PLATFORM_IDS, PLATFORM_LABELS, type PlatformId } from "@common/platforms.ts";
import type { SmartLinkView } from "@common/smartLinks.ts";
import type { deliveries, releases, smartLinks } from "../db/schema/index.ts";
import type { FanCounts } from "../smartLinks/fanCounts.ts";
import { orderStores } from "../smartLinks/storeOrder.ts";

/** Everything the panel shows, as rows (routes/smartLinks/loadSmartLink.ts reads them). */
export interface SmartLinkFacts {
  release: { id: string; userId: string; status: (typeof releases.$inferSelect)["status"] };
  releaseDate: string | null;
  link: typeof smartLinks.$inferSelect;
  profileVisibility: "public" | "private";
  deliveries: Pick<typeof deliveries.$inferSelect, "storeId" | "kind" | "state" | "liveAt">[];
  storeLinks: { storeId: string; url: string; source: "store" | "artist" | "staff" }[];
  fans: FanCounts;
}

const isPlatformId = (id: string): id is PlatformId => (PLATFORM_IDS as string[]).includes(id);

/** The page's address: APP_URL + /r/<slug>. */
const smartLinkUrl = (appUrl: string, slug: string) => `${appUrl}/r/${encodeURIComponent(slug)}`;

/**
 * The artist's (and staff's) panel: every store the release was sent to, in the public page's
 * order, with its link and whether the page shows its button; the page's state; the fan
 * figures, with addresses only of fans who consented (fanCounts selects only those).
 */
export function presentSmartLink(
  facts: SmartLinkFacts,
  appUrl: string,
  today: string,
): SmartLinkView {
  const links = new Map(facts.storeLinks.map((l) => [l.storeId, l]));
  const hidden = new Set(facts.link.hiddenStores);
  const stores = facts.deliveries.flatMap((delivery) => {
    const { storeId } = delivery;
    if (!isPlatformId(storeId)) return [];
    // As the public page decides: a store redelivered to is still live there.
    const live = isOnSale(delivery);
    const link = links.get(storeId) ?? null;
    const isHidden = hidden.has(storeId);
    return [
      {
        storeId,
        label: PLATFORM_LABELS[storeId],
        live,
        takenDown: delivery.state === "taken_down",
        url: link?.url ?? null,
        source: link?.source ?? null,
        hidden: isHidden,
        shown: live && link !== null && !isHidden,
      },
    ];
  });
  return {
    releaseId: facts.release.id,
    slug: facts.link.slug,
    url: smartLinkUrl(appUrl, facts.link.slug),
    enabled: facts.link.enabled,
    profilePrivate: facts.profileVisibility === "private",
    takenDown: facts.release.status === "taken_down",
    preRelease: facts.releaseDate !== null && facts.releaseDate > today,
    releaseDate: facts.releaseDate,
    stores: orderStores(stores, facts.link.storeOrder),
    fans: facts.fans,
  };
}
