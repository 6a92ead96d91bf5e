import type { Ern, ErnTrack } from "./ernInput.ts";
import { xmlText } from "./ernText.ts";
import type { XmlElement } from "./xmlTree.ts";

/**
 * The message-local references that tie an ERN together (xs:ID / xs:IDREF, so xmllint checks
 * them): parties P1…, resources A1… (tracks, then the cover), technical details T1…, the main
 * release R0 and one TrackRelease R1… per track.
 */
export interface ErnContext {
  ern: Ern;
  /** Tracks in release order. */
  tracks: ErnTrack[];
  parties: { reference: string; name: string }[];
  labelRef: string;
  partyRef(name: string): string;
  soundRecordingRef(index: number): string;
  coverRef: string;
  technicalRef(resourceRef: string): string;
  mainReleaseRef: string;
  trackReleaseRef(index: number): string;
}

/** One party per distinct name (ignoring case): an artist credited twice is one person. */
export function ernContext(ern: Ern): ErnContext {
  const tracks = [...ern.tracks].sort((a, b) => a.number - b.number);
  const parties: { reference: string; name: string }[] = [];
  const byKey = new Map<string, string>();
  const add = (key: string, name: string) => {
    const known = byKey.get(key);
    if (known) return known;
    const reference = `P${parties.length + 1}`;
    parties.push({ reference, name });
    byKey.set(key, reference);
    return reference;
  };
  const personKey = (name: string) => `person:${xmlText(name).toLowerCase()}`;
  const labelRef = add("label", ern.release.labelName);
  add(personKey(ern.release.displayArtist), ern.release.displayArtist);
  for (const track of tracks) {
    add(personKey(track.displayArtist), track.displayArtist);
    for (const credit of track.contributors) add(personKey(credit.name), credit.name);
  }
  return {
    ern,
    tracks,
    parties,
    labelRef,
    partyRef: (name) => {
      const ref = byKey.get(personKey(name));
      if (!ref) throw new Error(`No party for "${name}"`);
      return ref;
    },
    soundRecordingRef: (index) => `A${index + 1}`,
    coverRef: `A${tracks.length + 1}`,
    technicalRef: (resourceRef) => `T${resourceRef.slice(1)}`,
    mainReleaseRef: "R0",
    trackReleaseRef: (index) => `R${index + 1}`,
  };
}

/** Appends <name>text</name> (text made safe for XML) and returns the parent, so siblings chain. */
export function leaf(
  parent: XmlElement,
  name: string,
  text: string | number | boolean,
  attributes?: Record<string, string>,
): XmlElement {
  parent.ele(name, attributes).txt(typeof text === "string" ? xmlText(text) : String(text));
  return parent;
}

/** Where a title, name or label applies: the whole world (ERN's ApplicableTerritoryCode). */
export const WORLDWIDE = { ApplicableTerritoryCode: "Worldwide" } as const;
