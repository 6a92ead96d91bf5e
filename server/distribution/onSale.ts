import { and, eq, isNotNull } from "drizzle-orm";
import { deliveries } from "../db/schema/index.ts";

/**
 * The deliveries whose store sells the release (isOnSale in common/distribution.ts says why
 * live_at rather than the state): a redelivery leaves the release on sale, a takedown ends it.
 * For the public smart link, its go-redirect and the "Live on 4 of 6 stores" counts.
 */
export const onSaleCondition = and(eq(deliveries.kind, "release"), isNotNull(deliveries.liveAt));
