import { PLATFORM_IDS } from "@common/platforms.ts";

/**
 * The order of a smart link's store buttons: the artist's order first (smart_links.store_order),
 * then the stores it does not name in the platforms' order (common/platforms.ts).
 */
export function orderStores<T extends { storeId: string }>(
  stores: readonly T[],
  storeOrder: readonly string[],
): T[] {
  const rank = (id: string) => {
    const chosen = storeOrder.indexOf(id);
    if (chosen >= 0) return chosen;
    const platform = (PLATFORM_IDS as readonly string[]).indexOf(id);
    return storeOrder.length + (platform >= 0 ? platform : PLATFORM_IDS.length);
  };
  return [...stores].sort((a, b) => rank(a.storeId) - rank(b.storeId));
}
