import { PLATFORM_IDS, type PlatformId } from "@common/platforms.ts";
import { eq, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { storeLinks } from "../db/schema/index.ts";
import type { ReleaseAcknowledgement } from "./acknowledgement.ts";
import { storeReleaseUrl } from "./storeReleaseUrl.ts";

const isPlatformId = (id: string): id is PlatformId => (PLATFORM_IDS as string[]).includes(id);

/**
 * Keeps the release's address on the store that a live acknowledgement gave (issue 17). A link
 * the artist or staff entered by hand is kept: they chose it, and may have had it before the
 * store answered. Returns whether a link was written.
 */
export async function saveStoreLinkFromAck(
  tx: Tx,
  releaseId: string,
  storeId: string,
  ack: Pick<ReleaseAcknowledgement, "storeReleaseId" | "storeUrl">,
): Promise<boolean> {
  if (!isPlatformId(storeId)) return false;
  const url = storeReleaseUrl(storeId, ack);
  if (!url) return false;
  const written = await tx
    .insert(storeLinks)
    .values({ releaseId, storeId, url, source: "store" })
    .onConflictDoUpdate({
      target: [storeLinks.releaseId, storeLinks.storeId],
      set: { url, updatedAt: sql`now()`, updatedBy: null },
      setWhere: eq(storeLinks.source, "store"),
    })
    .returning({ url: storeLinks.url });
  return written.length > 0;
}
