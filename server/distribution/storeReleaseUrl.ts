import type { PlatformId } from "@common/platforms.ts";
import { isStoreUrl } from "@common/smartLinks.ts";
import type { ReleaseAcknowledgement } from "./acknowledgement.ts";

/**
 * Where a store shows a release, from its acknowledgement (issue 17: store links come from the
 * delivery): the address the store sent, when it is on the store's website, else one made from
 * the store's own id for the release with the store's address pattern. Null when neither is
 * there: staff or the artist then enter the link by hand.
 */
const RELEASE_PAGES: Partial<Record<PlatformId, (id: string) => string>> = {
  spotify: (id) => `https://open.spotify.com/album/${id}`,
  apple_music: (id) => `https://music.apple.com/album/${id}`,
  youtube_music: (id) => `https://music.youtube.com/playlist?list=${id}`,
  amazon_music: (id) => `https://music.amazon.com/albums/${id}`,
  deezer: (id) => `https://www.deezer.com/album/${id}`,
  tidal: (id) => `https://tidal.com/browse/album/${id}`,
  napster: (id) => `https://play.napster.com/album/${id}`,
};

/** Store ids are letters, digits, "-", "_" and "."; nothing else goes into an address. */
const STORE_RELEASE_ID = /^[A-Za-z0-9._-]{1,100}$/;

export function storeReleaseUrl(
  storeId: PlatformId,
  ack: Pick<ReleaseAcknowledgement, "storeReleaseId" | "storeUrl">,
): string | null {
  if (ack.storeUrl && isStoreUrl(storeId, ack.storeUrl)) return ack.storeUrl;
  const page = RELEASE_PAGES[storeId];
  if (page && ack.storeReleaseId && STORE_RELEASE_ID.test(ack.storeReleaseId)) {
    return page(ack.storeReleaseId);
  }
  return null;
}
