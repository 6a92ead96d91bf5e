import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  deliveries,
  releases,
  smartLinks,
  storeLinks,
  userPrivacySettings,
} from "../../db/schema/index.ts";
import type { SmartLinkFacts } from "../../presenters/smartLinkView.ts";
import { fanCounts } from "../../smartLinks/fanCounts.ts";

/** The release, its smart link (null when it has none) and its owner's profile visibility. */
export async function findSmartLinkHead(db: Db, releaseId: string) {
  const [head] = await db
    .select({
      release: { id: releases.id, userId: releases.userId, status: releases.status },
      releaseDate: releases.releaseDate,
      link: smartLinks,
      profileVisibility: userPrivacySettings.profileVisibility,
    })
    .from(releases)
    .leftJoin(smartLinks, eq(smartLinks.releaseId, releases.id))
    .leftJoin(userPrivacySettings, eq(userPrivacySettings.userId, releases.userId))
    .where(eq(releases.id, releaseId));
  return head ?? null;
}

type Head = NonNullable<Awaited<ReturnType<typeof findSmartLinkHead>>>;

/**
 * The rest of the panel's facts, once the caller may see them: the stores the release was sent
 * to, their links, and the fan figures (server/smartLinks/fanCounts.ts).
 */
export async function loadSmartLinkDetails(
  db: Db,
  head: Head & { link: SmartLinkFacts["link"] },
): Promise<SmartLinkFacts> {
  const releaseId = head.release.id;
  const [deliveryRows, linkRows, fans] = await Promise.all([
    db
      .select({
        storeId: deliveries.storeId,
        kind: deliveries.kind,
        state: deliveries.state,
        liveAt: deliveries.liveAt,
      })
      .from(deliveries)
      .where(eq(deliveries.releaseId, releaseId)),
    db
      .select({ storeId: storeLinks.storeId, url: storeLinks.url, source: storeLinks.source })
      .from(storeLinks)
      .where(eq(storeLinks.releaseId, releaseId)),
    fanCounts(db, releaseId),
  ]);
  return {
    release: head.release,
    releaseDate: head.releaseDate,
    link: head.link,
    profileVisibility: head.profileVisibility ?? "public",
    deliveries: deliveryRows,
    storeLinks: linkRows,
    fans,
  };
}
