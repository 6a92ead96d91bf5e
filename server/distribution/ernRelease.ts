import type { ReleaseType } from "../../common/releases.ts";
import { type ErnContext, leaf, WORLDWIDE } from "./ernReferences.ts";
import { cLineText, parentalWarning, pLineText } from "./ernResources.ts";
import { isoDuration } from "./ernText.ts";
import type { XmlElement } from "./xmlTree.ts";

/** ERN ReleaseType of each Offbeat release type (spec §3 release_type). */
const RELEASE_TYPES: Record<ReleaseType, string> = {
  single: "Single",
  ep: "EP",
  album: "Album",
};

/** ReleaseList: the main Release (R0) and a TrackRelease per track, so tracks sell on their own. */
export function appendReleaseList(root: XmlElement, ctx: ErnContext): void {
  const list = root.ele("ReleaseList");
  appendMainRelease(list, ctx);
  ctx.tracks.forEach((track, index) => {
    const trackRelease = list.ele("TrackRelease");
    leaf(trackRelease, "ReleaseReference", ctx.trackReleaseRef(index));
    // A track release has no ICPN of its own; the sender names it by UPC and ISRC.
    leaf(trackRelease.ele("ReleaseId"), "ProprietaryId", `${ctx.ern.release.upc}_${track.isrc}`, {
      Namespace: ctx.ern.sender.dpid,
    });
    leaf(trackRelease, "DisplayTitleText", track.title);
    leaf(trackRelease.ele("DisplayTitle", WORLDWIDE), "TitleText", track.title);
    leaf(trackRelease, "ReleaseResourceReference", ctx.soundRecordingRef(index));
    leaf(trackRelease, "LinkedReleaseResourceReference", ctx.coverRef);
    leaf(trackRelease, "ReleaseLabelReference", ctx.labelRef, WORLDWIDE);
    appendGenre(trackRelease, ctx);
  });
}

function appendMainRelease(list: XmlElement, ctx: ErnContext): void {
  const { release } = ctx.ern;
  const main = list.ele("Release");
  leaf(main, "ReleaseReference", ctx.mainReleaseRef);
  leaf(main, "ReleaseType", RELEASE_TYPES[release.releaseType]);
  leaf(main.ele("ReleaseId"), "ICPN", release.upc);
  leaf(main, "DisplayTitleText", release.title);
  leaf(main.ele("DisplayTitle", WORLDWIDE), "TitleText", release.title);
  leaf(main, "DisplayArtistName", release.displayArtist, WORLDWIDE);
  const artist = main.ele("DisplayArtist", { SequenceNumber: "1" });
  leaf(artist, "ArtistPartyReference", ctx.partyRef(release.displayArtist));
  leaf(artist, "DisplayArtistRole", "MainArtist");
  leaf(main, "ReleaseLabelReference", ctx.labelRef, WORLDWIDE);
  const pLine = main.ele("PLine");
  leaf(pLine, "Year", release.pLine.year);
  leaf(pLine, "PLineText", pLineText(release.pLine.year, release.pLine.owner));
  const cLine = main.ele("CLine");
  leaf(cLine, "Year", release.cLine.year);
  leaf(cLine, "CLineText", cLineText(release.cLine.year, release.cLine.owner));
  leaf(main, "Duration", isoDuration(ctx.tracks.reduce((sum, t) => sum + t.durationSeconds, 0)));
  appendGenre(main, ctx);
  leaf(main, "ReleaseDate", release.releaseDate);
  // A release is explicit when any of its tracks is.
  leaf(main, "ParentalWarningType", parentalWarning(ctx.tracks.some((t) => t.explicit)));

  const group = main.ele("ResourceGroup");
  leaf(group, "SequenceNumber", 1);
  ctx.tracks.forEach((track, index) => {
    const item = group.ele("ResourceGroupContentItem");
    leaf(item, "SequenceNumber", track.number);
    leaf(item, "ReleaseResourceReference", ctx.soundRecordingRef(index));
  });
  leaf(group, "LinkedReleaseResourceReference", ctx.coverRef);
}

function appendGenre(parent: XmlElement, ctx: ErnContext): void {
  const { genre, subgenre } = ctx.ern.release;
  const el = parent.ele("Genre", WORLDWIDE);
  leaf(el, "GenreText", genre);
  if (subgenre) leaf(el, "SubGenre", subgenre);
}
