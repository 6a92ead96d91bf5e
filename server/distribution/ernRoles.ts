/**
 * Credits carry free-text roles typed by artists; ERN wants ContributorRole values from DDEX's
 * allowed-value sets. Common spellings map to the DDEX term; anything else travels as a
 * UserDefined role with the artist's words, so no credit is lost.
 */

/** DDEX ContributorRole values a music credit names, keyed by their letters in lower case. */
const DDEX_ROLES = [
  "Adapter",
  "Arranger",
  "AssistantEngineer",
  "Author",
  "BackgroundVocalist",
  "Choir",
  "Composer",
  "ComposerLyricist",
  "Conductor",
  "CoProducer",
  "DJ",
  "Engineer",
  "Ensemble",
  "ExecutiveProducer",
  "LeadVocalist",
  "Librettist",
  "Lyricist",
  "MasteringEngineer",
  "Mixer",
  "MixingEngineer",
  "MusicArranger",
  "MusicGroup",
  "Musician",
  "Orchestra",
  "Performer",
  "Programmer",
  "RecordingEngineer",
  "Remixer",
  "Soloist",
  "StudioMusician",
  "StudioProducer",
  "Translator",
  "VocalArranger",
  "Vocalist",
  "VocalProducer",
] as const;

const SYNONYMS: Record<string, string> = {
  artist: "Artist",
  mainartist: "Artist",
  primaryartist: "Artist",
  featuredartist: "Artist",
  featuring: "Artist",
  feat: "Artist",
  producer: "StudioProducer",
  produced: "StudioProducer",
  producedby: "StudioProducer",
  songwriter: "ComposerLyricist",
  writer: "ComposerLyricist",
  composerandlyricist: "ComposerLyricist",
  music: "Composer",
  lyrics: "Lyricist",
  vocals: "Vocalist",
  vocal: "Vocalist",
  singer: "Vocalist",
  leadvocals: "LeadVocalist",
  backingvocals: "BackgroundVocalist",
  backgroundvocals: "BackgroundVocalist",
  backingvocalist: "BackgroundVocalist",
  mixing: "MixingEngineer",
  mixedby: "MixingEngineer",
  mixengineer: "MixingEngineer",
  mastering: "MasteringEngineer",
  masteredby: "MasteringEngineer",
  recording: "RecordingEngineer",
  recordedby: "RecordingEngineer",
  remix: "Remixer",
  band: "MusicGroup",
  instrumentalist: "Musician",
};

/** Instruments people name as their role: the credit becomes Musician playing that instrument. */
const INSTRUMENTS: Record<string, string> = {
  guitar: "Guitar",
  guitars: "Guitar",
  acousticguitar: "AcousticGuitar",
  electricguitar: "ElectricGuitar",
  bass: "Bass",
  bassguitar: "BassGuitar",
  drums: "DrumKit",
  piano: "Piano",
  keys: "Keyboard",
  keyboard: "Keyboard",
  keyboards: "Keyboard",
  synth: "Synthesizer",
  synthesizer: "Synthesizer",
  organ: "Organ",
  violin: "Violin",
  viola: "Viola",
  cello: "Cello",
  saxophone: "Saxophone",
  sax: "Saxophone",
  trumpet: "Trumpet",
  trombone: "Trombone",
  clarinet: "Clarinet",
  flute: "Flute",
  harmonica: "Harmonica",
  ukulele: "Ukulele",
  banjo: "Banjo",
  harp: "Harp",
};

const KNOWN = new Map<string, string>([
  ...DDEX_ROLES.map((role): [string, string] => [role.toLowerCase(), role]),
  ...Object.entries(SYNONYMS),
]);

export type ContributorRole =
  | { kind: "ddex"; role: string; instrument?: string; featured: boolean }
  | { kind: "userDefined"; text: string };

const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}]/gu, "");

/** The DDEX reading of a credit's role ("Producer" → StudioProducer), or null for none. */
export function contributorRole(roleText: string): ContributorRole | null {
  const key = letters(roleText);
  if (key === "") return null;
  const instrument = INSTRUMENTS[key];
  if (instrument) return { kind: "ddex", role: "Musician", instrument, featured: false };
  const role = KNOWN.get(key);
  if (role) return { kind: "ddex", role, featured: key.startsWith("feat") };
  return { kind: "userDefined", text: roleText.trim() };
}
