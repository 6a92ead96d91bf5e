import type { ErnTrack } from "./ernInput.ts";
import { type ErnContext, leaf, WORLDWIDE } from "./ernReferences.ts";
import { contributorRole } from "./ernRoles.ts";
import { isoDuration, xmlText } from "./ernText.ts";
import type { XmlElement } from "./xmlTree.ts";

/** How each delivered audio format is described (ERN AudioDeliveryFile). */
const AUDIO_CODECS: Record<ErnTrack["audio"]["format"], { container?: string; codec: string }> = {
  wav: { container: "WAV", codec: "PCM" },
  flac: { codec: "FLAC" },
  mp3: { codec: "MP3" },
};
const IMAGE_CODECS = { jpeg: "JPEG", png: "PNG" } as const;

/** ResourceList: one SoundRecording per track, then the front cover Image. */
export function appendResourceList(root: XmlElement, ctx: ErnContext): void {
  const list = root.ele("ResourceList");
  ctx.tracks.forEach((track, index) => {
    appendSoundRecording(list, ctx, track, ctx.soundRecordingRef(index));
  });
  appendCover(list, ctx);
}

/** "(P) 2026 Owner": the line's text repeats the year, as stores display PLineText alone. */
export const pLineText = (year: number, owner: string) => `(P) ${year} ${owner}`;
export const cLineText = (year: number, owner: string) => `(C) ${year} ${owner}`;

export const parentalWarning = (explicit: boolean) => (explicit ? "Explicit" : "NotExplicit");

function appendSoundRecording(
  list: XmlElement,
  ctx: ErnContext,
  track: ErnTrack,
  ref: string,
): void {
  const { pLine } = ctx.ern.release;
  const recording = list.ele("SoundRecording");
  leaf(recording, "ResourceReference", ref);
  leaf(recording, "Type", "MusicalWorkSoundRecording");

  const edition = recording.ele("SoundRecordingEdition");
  edition.ele("ResourceId").ele("ISRC").txt(track.isrc);
  const pLineEl = edition.ele("PLine");
  leaf(pLineEl, "Year", pLine.year);
  leaf(pLineEl, "PLineText", pLineText(pLine.year, pLine.owner));

  const technical = edition.ele("TechnicalDetails");
  leaf(technical, "TechnicalResourceDetailsReference", ctx.technicalRef(ref));
  const file = technical.ele("DeliveryFile");
  const codec = AUDIO_CODECS[track.audio.format];
  leaf(file, "Type", "AudioFile");
  if (codec.container) leaf(file, "ContainerFormat", codec.container);
  leaf(file, "AudioCodecType", codec.codec);
  if (track.audio.channels) leaf(file, "NumberOfChannels", track.audio.channels);
  if (track.audio.sampleRateHz) {
    leaf(file, "SamplingRate", track.audio.sampleRateHz, { UnitOfMeasure: "Hz" });
  }
  if (track.audio.bitsPerSample) leaf(file, "BitsPerSample", track.audio.bitsPerSample);
  appendFile(file, track.audio, ctx);

  leaf(recording, "DisplayTitleText", track.title);
  leaf(recording.ele("DisplayTitle", WORLDWIDE), "TitleText", track.title);
  leaf(recording, "DisplayArtistName", track.displayArtist, WORLDWIDE);
  const artist = recording.ele("DisplayArtist", { SequenceNumber: "1" });
  leaf(artist, "ArtistPartyReference", ctx.partyRef(track.displayArtist));
  leaf(artist, "DisplayArtistRole", "MainArtist");
  appendContributors(recording, ctx, track);
  leaf(recording, "Duration", isoDuration(track.durationSeconds));
  leaf(recording, "ParentalWarningType", parentalWarning(track.explicit));
}

/**
 * One Contributor per credited person with every role they were credited for; a role DDEX has
 * no term for travels as UserDefined in the sender's namespace.
 */
function appendContributors(recording: XmlElement, ctx: ErnContext, track: ErnTrack): void {
  const byParty = new Map<string, string[]>();
  for (const credit of track.contributors) {
    const ref = ctx.partyRef(credit.name);
    byParty.set(ref, [...(byParty.get(ref) ?? []), credit.role]);
  }
  let sequence = 0;
  for (const [ref, roleTexts] of byParty) {
    const roles = roleTexts.map(contributorRole).filter((r) => r !== null);
    const contributor = recording.ele("Contributor", { SequenceNumber: String(++sequence) });
    leaf(contributor, "ContributorPartyReference", ref);
    const instruments: string[] = [];
    for (const role of roles) {
      if (role.kind === "ddex") {
        leaf(contributor, "Role", role.role);
        if (role.instrument) instruments.push(role.instrument);
      } else {
        // The role is the artist's own text, cleaned like element text (leaf cleans only that):
        // the writer escapes markup in attributes but a control character would still make the
        // message unreadable. The other attribute values here are codes (a DPID checked by
        // ErnInputSchema, units, sequence numbers).
        leaf(contributor, "Role", "UserDefined", {
          Namespace: ctx.ern.sender.dpid,
          UserDefinedValue: xmlText(role.text),
        });
      }
    }
    for (const instrument of new Set(instruments)) leaf(contributor, "InstrumentType", instrument);
    if (roles.some((r) => r.kind === "ddex" && r.featured)) {
      leaf(contributor, "HasMadeFeaturedContribution", true);
    }
  }
}

function appendCover(list: XmlElement, ctx: ErnContext): void {
  const { cover, sender, release } = ctx.ern;
  const image = list.ele("Image");
  leaf(image, "ResourceReference", ctx.coverRef);
  leaf(image, "Type", "FrontCoverImage");
  // An image has no public identifier: the sender names it in its own namespace.
  leaf(image.ele("ResourceId"), "ProprietaryId", `${release.upc}_FrontCover`, {
    Namespace: sender.dpid,
  });
  const technical = image.ele("TechnicalDetails");
  leaf(technical, "TechnicalResourceDetailsReference", ctx.technicalRef(ctx.coverRef));
  leaf(technical, "ImageCodecType", IMAGE_CODECS[cover.format]);
  leaf(technical, "ImageHeight", cover.height, { UnitOfMeasure: "Pixel" });
  leaf(technical, "ImageWidth", cover.width, { UnitOfMeasure: "Pixel" });
  appendFile(technical, cover, ctx);
}

/**
 * File: the path inside the release folder, its MD5 hash sum and size, for the store to check.
 * A takedown's batch carries no files (the store has them; deliveryInput.ts), so its message
 * says so (IsProvidedInDelivery false) instead of naming files a store checking its batch would
 * look for in vain and refuse the takedown over.
 */
function appendFile(
  parent: XmlElement,
  delivered: { path: string; md5: string; sizeBytes?: number },
  ctx: ErnContext,
) {
  if (ctx.ern.mode === "takedown") {
    leaf(parent, "IsProvidedInDelivery", "false");
    return;
  }
  const file = parent.ele("File");
  leaf(file, "URI", delivered.path);
  const hash = file.ele("HashSum");
  leaf(hash, "Algorithm", "MD5");
  leaf(hash, "HashSumValue", delivered.md5);
  if (delivered.sizeBytes !== undefined) leaf(file, "FileSize", delivered.sizeBytes);
}
