import {
  DEFAULT_CREDIT_ROLE,
  DEFAULT_SPLIT_ROLE,
  DraftDefaults,
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
export const CHECKED_STEPS: CheckedStep[] = [1, 2, 3, 4, 5];

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
export const countedSplits = (splits: SplitInput[]) =>
  splits.filter((s) => s.collaboratorName.trim() !== "" && s.percentage > 0);

export const splitTotal = (splits: SplitInput[]) =>
  roundTenth(countedSplits(splits).reduce((sum, s) => sum + s.percentage, 0));

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
      return infoErrors(release, now);
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

function infoErrors(release: ReleaseInput, now: Date): string[] {
  const errors: string[] = [];
  if (!release.title.trim()) errors.push(ReleaseMessages.titleRequired);
  if (!release.artistName.trim()) errors.push(ReleaseMessages.artistRequired);
  if (!release.releaseType) errors.push(ReleaseMessages.typeRequired);
  if (!release.genre.trim()) errors.push(ReleaseMessages.genreRequired);
  if (!release.releaseDate) errors.push(ReleaseMessages.dateRequired);
  else if (release.releaseDate < earliestReleaseDate(now)) errors.push(ReleaseMessages.dateTooSoon);
  return errors;
}

function trackErrors(tracks: TrackInput[]): string[] {
  if (tracks.length === 0) return [ReleaseMessages.trackRequired];
  const errors: string[] = [];
  tracks.forEach((track, i) => {
    if (!track.title.trim()) errors.push(ReleaseMessages.trackTitleRequired(i + 1));
    if (!track.audioUploadId) errors.push(ReleaseMessages.trackAudioRequired(i + 1));
  });
  return errors;
}

function splitErrors(tracks: TrackInput[]): string[] {
  const errors: string[] = [];
  tracks.forEach((track, i) => {
    if (countedSplits(track.splits).length === 0) {
      errors.push(ReleaseMessages.splitCollaboratorRequired(i + 1));
    } else if (!splitsComplete(track.splits)) {
      errors.push(ReleaseMessages.splitTotal(i + 1, formatPercent(splitTotal(track.splits))));
    }
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
    isrc: normaliseIsrc(track.isrc),
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

/** ISRC: CC-XXX-YY-NNNNN, stored without hyphens in capitals ("" stays ""). */
export const normaliseIsrc = (isrc: string) => isrc.replace(/[\s-]/g, "").toUpperCase();
/** An ISRC as people write it, CC-XXX-YY-NNNNN (stored without hyphens). */
export function formatIsrc(isrc: string): string {
  const code = normaliseIsrc(isrc);
  return /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(code)
    ? `${code.slice(0, 2)}-${code.slice(2, 5)}-${code.slice(5, 7)}-${code.slice(7)}`
    : isrc;
}
export const isValidIsrc = (isrc: string) => /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/.test(normaliseIsrc(isrc));

/** Problems that block even a draft: malformed ISRCs. */
export function formatErrors(release: ReleaseInput): string[] {
  const errors: string[] = [];
  release.tracks.forEach((track, i) => {
    if (track.isrc.trim() !== "" && !isValidIsrc(track.isrc)) {
      errors.push(`Track ${i + 1}: ${ReleaseMessages.isrcInvalid}`);
    }
  });
  return errors;
}

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
