import { emptyTrack } from "@common/releaseRules.ts";
import {
  type Credit,
  DEFAULT_PLATFORMS,
  PLATFORM_IDS,
  type PlatformId,
  type ReleaseDetail,
  type ReleaseInput,
  type SplitInput,
  type TrackInput,
} from "@common/releases.ts";
import { formatPreviewStart, parsePreviewStart } from "@common/trackPreview.ts";
import type { Upload } from "@common/uploads.ts";

/**
 * The builder's state: exactly the request body (ReleaseInput) plus what the screen needs
 * beside it: the Upload objects (file name, duration, warnings) and a stable key per row, so
 * React keeps each row's inputs when rows are added, removed or reordered.
 */
export interface DraftCredit extends Credit {
  key: string;
}
export interface DraftSplit extends SplitInput {
  key: string;
}
export interface DraftTrack extends Omit<TrackInput, "credits" | "splits"> {
  key: string;
  credits: DraftCredit[];
  splits: DraftSplit[];
  /** The uploaded audio behind audioUploadId, for its facts and warnings. */
  audio: Upload | null;
  /** "Preview start" as typed ("0:45", "" for none); previewStartTime follows it when valid. */
  previewStartText: string;
}
export interface BuilderState extends Omit<ReleaseInput, "status" | "tracks"> {
  tracks: DraftTrack[];
  /** The uploaded artwork behind artworkUploadId. */
  artwork: Upload | null;
}

let lastKey = 0;
/** A row key unique in this tab (crypto.randomUUID needs a secure context; a LAN http host is not). */
const newKey = () => {
  lastKey += 1;
  return `row-${lastKey}`;
};

export const withKey = <T extends object>(row: T): T & { key: string } => ({
  ...row,
  key: newKey(),
});

const draftTrack = (track: TrackInput, audio: Upload | null): DraftTrack => ({
  ...track,
  key: newKey(),
  credits: track.credits.map(withKey),
  splits: track.splits.map(withKey),
  audio,
  previewStartText:
    track.previewStartTime == null ? "" : formatPreviewStart(track.previewStartTime),
});

/** "Add Track": one credit row (role Artist) and one collaborator row at 100% (emptyTrack()). */
export const newDraftTrack = (): DraftTrack => draftTrack(emptyTrack(), null);

/** A new release: nothing chosen yet but the first six platforms (spec §3). */
export function newBuilderState(): BuilderState {
  return {
    title: "",
    artistName: "",
    releaseType: "single",
    genre: "",
    subgenre: "",
    releaseDate: "",
    description: "",
    platforms: [...DEFAULT_PLATFORMS],
    artworkUploadId: null,
    artwork: null,
    upc: "",
    tracks: [newDraftTrack()],
  };
}

/**
 * The splits step starts with the release's artist at 100% (issue 16): a track whose only
 * collaborator row is still the untouched one "Add Track" made (no name, no email, 100%) gets
 * the artist's name in it. Rows anyone typed into are left alone.
 */
export function withArtistSplits(state: BuilderState): BuilderState {
  const artist = state.artistName.trim();
  if (!artist) return state;
  const untouched = (splits: DraftSplit[]) =>
    splits.length === 1 &&
    splits[0]?.collaboratorName.trim() === "" &&
    splits[0].collaboratorEmail.trim() === "" &&
    splits[0].percentage === 100;
  if (!state.tracks.some((t) => untouched(t.splits))) return state;
  return {
    ...state,
    tracks: state.tracks.map((t) =>
      untouched(t.splits)
        ? { ...t, splits: t.splits.map((s) => ({ ...s, collaboratorName: artist })) }
        : t,
    ),
  };
}

const isPlatformId = (id: string): id is PlatformId => (PLATFORM_IDS as string[]).includes(id);

/**
 * A saved draft back into the builder. Each track keeps its id, so saving updates it rather
 * than inserting a copy; a track saved without credits or collaborators gets the empty rows a
 * new track starts with. `baseUpdatedAt` is the draft's version, sent back with every save.
 */
export function fromDetail(release: ReleaseDetail): BuilderState {
  const blank = emptyTrack();
  return {
    title: release.title,
    artistName: release.artistName,
    releaseType: release.releaseType,
    genre: release.genre ?? "",
    subgenre: release.subgenre ?? "",
    releaseDate: release.releaseDate ?? "",
    description: release.description ?? "",
    platforms: release.platforms.filter(isPlatformId),
    artworkUploadId: release.artwork?.id ?? null,
    artwork: release.artwork,
    upc: release.upc ?? "",
    baseUpdatedAt: release.updatedAt,
    tracks: [...release.tracks]
      .sort((a, b) => a.trackNumber - b.trackNumber)
      .map((track) =>
        draftTrack(
          {
            id: track.id,
            title: track.title,
            audioUploadId: track.audio?.id ?? null,
            explicit: track.explicit,
            lyrics: track.lyrics ?? "",
            isrc: track.isrc ?? "",
            previewStartTime: track.previewStartTime,
            credits: track.credits.length > 0 ? track.credits : blank.credits,
            splits:
              track.splits.length > 0
                ? track.splits.map((s) => ({
                    collaboratorName: s.collaboratorName,
                    collaboratorEmail: s.collaboratorEmail ?? "",
                    role: s.role,
                    percentage: s.percentage,
                  }))
                : blank.splits,
          },
          track.audio,
        ),
      ),
  };
}

const stripKey = <T extends { key: string }>({ key: _key, ...row }: T): Omit<T, "key"> => row;

/** The request body: the state without the screen's extras. */
export function toReleaseInput(state: BuilderState, status: ReleaseInput["status"]): ReleaseInput {
  const { tracks, artwork: _artwork, ...info } = state;
  return {
    ...info,
    status,
    tracks: tracks.map(
      ({ key: _key, audio: _audio, previewStartText, credits, splits, ...track }) => {
        // Text that is not a time is never sent: the step's list names it and saving waits.
        const start = parsePreviewStart(previewStartText);
        return {
          ...track,
          previewStartTime: start === "invalid" ? null : start,
          credits: credits.map(stripKey),
          splits: splits.map(stripKey),
        };
      },
    ),
  };
}
