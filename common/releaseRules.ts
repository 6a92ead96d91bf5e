import { isValidIsrc, normaliseIsrc, upcError } from "./codes.ts";
import {
  DEFAULT_CREDIT_ROLE,
  DEFAULT_SPLIT_ROLE,
  DraftDefaults,
  GENRES,
  isValidEmail,
  MIN_DAYS_AHEAD,
  type ReleaseInput,
  ReleaseMessages,
  type SplitInput,
  type TrackInput,
} from "./releases.ts";

/**
 * The builder's rules (spec §5 "Release builder"), written once: the web app checks each step
 * with them and the server re-checks a submission with the very same functions.
 */

/** Steps 1 to 5 can be invalid; step 6 is the review. */
export type CheckedStep = 1 | 2 | 3 | 4 | 5;
const CHECKED_STEPS: CheckedStep[] = [1, 2, 3, 4, 5];

/** Today as YYYY-MM-DD in UTC (decision 11: calendar days in UTC). */
export function utcToday(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** `date` (YYYY-MM-DD) plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The earliest release date allowed today: today + 30 days (UTC). */
export const earliestReleaseDate = (now: Date = new Date()) =>
  addDays(utcToday(now), MIN_DAYS_AHEAD);

/** Rounds to one decimal, the percentage step. */
export const roundTenth = (value: number) => Math.round(value * 10) / 10;

/** Collaborators that count: a name and a percentage above 0 (the rest are not saved). */
const countedSplits = (splits: SplitInput[]) =>
  splits.filter((s) => s.collaboratorName.trim() !== "" && s.percentage > 0);

/**
 * The total as it will be stored: each share rounded to 0.1 and shares that round to 0 dropped
 * (normaliseTrack), so four 12.25s and a 51 (stored as 12.3 × 4 + 51 = 100.2) do not pass as 100.
 */
export const splitTotal = (splits: SplitInput[]) =>
  roundTenth(
    countedSplits(splits).reduce((sum, s) => {
      const stored = roundTenth(s.percentage);
      return stored > 0 ? sum + stored : sum;
    }, 0),
  );

/** "33.3", "100": the total as the messages show it. */
export const formatPercent = (value: number) =>
  roundTenth(value).toLocaleString("en", { maximumFractionDigits: 1, useGrouping: false });

/**
 * "Total 100 after rounding" (spec §5): 33.3 × 3 = 99.9 counts as 100. Never more than 100: the
 * builder's clamp prevents it, and a request made without the builder must not get 100.4% through.
 */
export const splitsComplete = (splits: SplitInput[]) => {
  const total = splitTotal(splits);
  return total <= 100 && Math.round(total) === 100;
};

/**
 * Clamps one percentage input so the track's total cannot exceed 100 (spec §5): between 0 and
 * 100 minus the other collaborators' share, on the 0.1 step.
 */
export function clampPercentage(value: number, splits: SplitInput[], index: number): number {
  if (!Number.isFinite(value)) return 0;
  const others = splits.reduce(
    (sum, s, i) => (i === index ? sum : sum + Math.max(0, s.percentage)),
    0,
  );
  const room = Math.max(0, roundTenth(100 - others));
  return roundTenth(Math.min(Math.max(0, value), room));
}

export function stepErrors(
  step: CheckedStep,
  release: ReleaseInput,
  now: Date = new Date(),
): string[] {
  switch (step) {
    case 1:
      return [...infoErrors(release, now), ...upcErrors(release)];
    case 2:
      return trackErrors(release.tracks);
    case 3:
      return release.platforms.length === 0 ? [ReleaseMessages.platformRequired] : [];
    case 4:
      return release.artworkUploadId ? [] : [ReleaseMessages.artworkRequired];
    case 5:
      return splitErrors(release.tracks);
  }
}

/** The Release Info fields the builder's step 1 and the rejected-release edit screen share. */
export type InfoField = "title" | "artistName" | "releaseType" | "genre" | "releaseDate";
export type InfoValues = Record<InfoField, string>;

export const isGenre = (genre: string) => (GENRES as readonly string[]).includes(genre.trim());

/**
 * Step 1's rules field by field (spec §5), so a form shows each message beside its field. The
 * edit screen of a rejected release runs the very same ones (issue 16): resubmitting is a
 * submission. Ownership of the artist name needs the account's names: the server checks it.
 */
export function infoFieldErrors(
  info: InfoValues,
  now: Date = new Date(),
): Partial<Record<InfoField, string>> {
  const errors: Partial<Record<InfoField, string>> = {};
  if (!info.title.trim()) errors.title = ReleaseMessages.titleRequired;
  if (!info.artistName.trim()) errors.artistName = ReleaseMessages.artistRequired;
  if (!info.releaseType) errors.releaseType = ReleaseMessages.typeRequired;
  if (!info.genre.trim()) errors.genre = ReleaseMessages.genreRequired;
  else if (!isGenre(info.genre)) errors.genre = ReleaseMessages.genreUnknown;
  if (!info.releaseDate) errors.releaseDate = ReleaseMessages.dateRequired;
  else if (info.releaseDate < earliestReleaseDate(now))
    errors.releaseDate = ReleaseMessages.dateTooSoon;
  return errors;
}

const infoErrors = (release: ReleaseInput, now: Date): string[] =>
  Object.values(infoFieldErrors(release, now)).filter((e) => e !== undefined);

/** Step 1's optional UPC (an artist's own, for a re-release): format and check digit. */
const upcErrors = (release: ReleaseInput): string[] => {
  const error = upcError(release.upc ?? "");
  return error ? [error] : [];
};

function trackErrors(tracks: TrackInput[]): string[] {
  if (tracks.length === 0) return [ReleaseMessages.trackRequired];
  const errors: string[] = [];
  tracks.forEach((track, i) => {
    if (!track.title.trim()) errors.push(ReleaseMessages.trackTitleRequired(i + 1));
    if (!track.audioUploadId) errors.push(ReleaseMessages.trackAudioRequired(i + 1));
    const isrc = trackIsrcError(track, i);
    if (isrc) errors.push(isrc);
  });
  return errors;
}

/**
 * A track's ISRC problem, named after the track (issue 16): it blocks Next on step 2 and a
 * submission, never a draft (a draft keeps what was typed).
 */
export const trackIsrcError = (track: TrackInput, index: number): string | undefined =>
  track.isrc.trim() !== "" && !isValidIsrc(track.isrc)
    ? ReleaseMessages.trackIsrcInvalid(index + 1, track.title)
    : undefined;

/** A collaborator's email problem, naming the track and the collaborator (or their row). */
export const splitEmailError = (
  track: TrackInput,
  index: number,
  split: SplitInput,
  row: number,
): string | undefined =>
  split.collaboratorEmail.trim() !== "" && !isValidEmail(split.collaboratorEmail)
    ? ReleaseMessages.splitEmailInvalid(index + 1, track.title, split.collaboratorName, row + 1)
    : undefined;

function splitErrors(tracks: TrackInput[]): string[] {
  const errors: string[] = [];
  tracks.forEach((track, i) => {
    if (countedSplits(track.splits).length === 0) {
      errors.push(ReleaseMessages.splitCollaboratorRequired(i + 1));
    } else if (!splitsComplete(track.splits)) {
      errors.push(ReleaseMessages.splitTotal(i + 1, formatPercent(splitTotal(track.splits))));
    }
    track.splits.forEach((split, row) => {
      const email = splitEmailError(track, i, split, row);
      if (email) errors.push(email);
    });
  });
  return errors;
}

/** Every error of steps 1 to 5, keyed by step; empty when the release can be submitted. */
export function releaseErrors(
  release: ReleaseInput,
  now: Date = new Date(),
): Partial<Record<CheckedStep, string[]>> {
  const result: Partial<Record<CheckedStep, string[]>> = {};
  for (const step of CHECKED_STEPS) {
    const errors = stepErrors(step, release, now);
    if (errors.length > 0) result[step] = errors;
  }
  return result;
}

/** The final submit re-check (spec §5): the first track whose splits do not total 100. */
export function finalSplitError(tracks: TrackInput[]): string | null {
  for (const [i, track] of tracks.entries()) {
    if (!splitsComplete(track.splits)) {
      const title = track.title.trim() || DraftDefaults.trackTitle(i + 1);
      return ReleaseMessages.splitFinalCheck(title, formatPercent(splitTotal(track.splits)));
    }
  }
  return null;
}

/**
 * Save Draft defaults (spec §5): title "Untitled Release", artist the first alias or "Unknown
 * Artist", genre Pop, date today + 30 days, empty track titles "Track N". Credits without a name
 * and collaborators without a name or share are dropped; blank roles get their defaults.
 */
export function withDraftDefaults(
  release: ReleaseInput,
  firstAlias: string | null,
  now: Date = new Date(),
): ReleaseInput {
  return {
    ...release,
    title: release.title.trim() || DraftDefaults.title,
    artistName: release.artistName.trim() || firstAlias || DraftDefaults.artist,
    genre: release.genre.trim() || DraftDefaults.genre,
    releaseDate: release.releaseDate || earliestReleaseDate(now),
    tracks: release.tracks.map((track, i) => normaliseTrack(track, i)),
  };
}

/** Cleans one track for saving (both for drafts and submissions). */
export function normaliseTrack(track: TrackInput, index: number): TrackInput {
  return {
    ...track,
    title: track.title.trim() || DraftDefaults.trackTitle(index + 1),
    // A malformed ISRC stays as typed (a draft may hold it; a submission refuses it).
    isrc: isValidIsrc(track.isrc) ? normaliseIsrc(track.isrc) : track.isrc.trim(),
    credits: track.credits
      .filter((c) => c.name.trim() !== "")
      .map((c) => ({ name: c.name.trim(), role: c.role.trim() || DEFAULT_CREDIT_ROLE })),
    splits: countedSplits(track.splits)
      .map((s) => ({
        ...s,
        collaboratorName: s.collaboratorName.trim(),
        collaboratorEmail: s.collaboratorEmail.trim(),
        role: s.role.trim() || DEFAULT_SPLIT_ROLE,
        percentage: roundTenth(s.percentage),
      }))
      // A share under 0.05 rounds to 0: no share at all (and refused by the table's check).
      .filter((s) => s.percentage > 0),
  };
}

// The ISRC rules live with the other codes (common/codes.ts); re-exported for the builder.
export { formatIsrc, isValidIsrc, normaliseIsrc } from "./codes.ts";

/** A new empty track, as "Add Track" makes it. */
export const emptyTrack = (): TrackInput => ({
  title: "",
  audioUploadId: null,
  explicit: false,
  lyrics: "",
  isrc: "",
  credits: [{ name: "", role: DEFAULT_CREDIT_ROLE }],
  splits: [
    { collaboratorName: "", collaboratorEmail: "", role: DEFAULT_SPLIT_ROLE, percentage: 100 },
  ],
});
