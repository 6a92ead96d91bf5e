import { type ErnContext, leaf } from "./ernReferences.ts";
import type { XmlElement } from "./xmlTree.ts";

/**
 * The terms Offbeat grants every store: worldwide from the release date, streamed on
 * subscription and advertisement-supported services, sold as permanent downloads. Two deals,
 * because ERN reads every CommercialModelType of a deal with every UseType (a pay-as-you-go
 * stream is not something we offer).
 */
const DEALS = [
  {
    commercialModelTypes: ["SubscriptionModel", "AdvertisementSupportedModel"],
    useTypes: ["OnDemandStream", "NonInteractiveStream"],
  },
  { commercialModelTypes: ["PayAsYouGoModel"], useTypes: ["PermanentDownload"] },
] as const;

/**
 * DealList: one ReleaseDeal covering the album and each track release. A takedown leaves it out
 * altogether (ERN part 1 §6.19.4: a NewReleaseMessage with no Deal takes the release down; the
 * schema has no empty DealList).
 */
export function appendDealList(root: XmlElement, ctx: ErnContext): void {
  const releaseDeal = root.ele("DealList").ele("ReleaseDeal");
  leaf(releaseDeal, "DealReleaseReference", ctx.mainReleaseRef);
  ctx.tracks.forEach((_, index) => {
    leaf(releaseDeal, "DealReleaseReference", ctx.trackReleaseRef(index));
  });
  for (const deal of DEALS) {
    const terms = releaseDeal.ele("Deal").ele("DealTerms");
    leaf(terms, "TerritoryCode", "Worldwide");
    leaf(terms.ele("ValidityPeriod"), "StartDate", ctx.ern.release.releaseDate);
    for (const model of deal.commercialModelTypes) leaf(terms, "CommercialModelType", model);
    for (const use of deal.useTypes) leaf(terms, "UseType", use);
  }
}
