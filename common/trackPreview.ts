import { z } from "zod";
import { PREVIEW_SECONDS } from "./smartLinks.ts";

/**
 * A track's 30-second preview on its smart link (issue 17, spec §3 preview_start_time): the
 * artist picks where it starts, in whole seconds; none means no preview. The clip always plays
 * the full 30 seconds, so a start must leave 30 seconds of audio after it.
 */

/** Longer than every track the builder accepts; only keeps absurd numbers out of the database. */
const MAX_PREVIEW_START = 24 * 60 * 60;

/** "0:45", "12:05": seconds as the builder's field shows them. */
export function formatPreviewStart(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/**
 * What the artist typed: "" is no preview (null), "m:ss" or plain seconds ("45") a start,
 * anything else "invalid".
 */
export function parsePreviewStart(text: string): number | null | "invalid" {
  const value = text.trim();
  if (value === "") return null;
  const minutesSeconds = value.match(/^(\d{1,3}):([0-5]\d)$/);
  if (minutesSeconds) return Number(minutesSeconds[1]) * 60 + Number(minutesSeconds[2]);
  if (/^\d{1,5}$/.test(value)) return Number(value);
  return "invalid";
}

const trackName = (n: number, title: string) =>
  title.trim() ? `Track ${n} "${title.trim()}"` : `Track ${n}`;

export const PreviewMessages = {
  startNotWhole: "The preview start is a whole number of seconds, 0 or more.",
  startFormat: (n: number, title: string) =>
    `${trackName(n, title)}: enter the preview start as minutes:seconds (like 0:45), or leave it empty for no preview.`,
  startTooLate: (n: number, title: string, duration: number) =>
    `${trackName(n, title)}: the preview plays ${PREVIEW_SECONDS} seconds, so it must start by ${formatPreviewStart(duration - PREVIEW_SECONDS)} (the track is ${formatPreviewStart(duration)} long).`,
  trackTooShort: (n: number, title: string) =>
    `${trackName(n, title)}: the track is shorter than ${PREVIEW_SECONDS} seconds, too short for a preview. Leave the preview start empty.`,
  unavailable: "Previews are not available right now.",
  notFound: "This preview does not exist.",
  rangeUnsatisfiable: "That part of the preview does not exist.",
} as const;

/** The request's field: whole seconds or null; absent (older clients) keeps no preview. */
export const PreviewStartSchema = z
  .number()
  .int(PreviewMessages.startNotWhole)
  .min(0, PreviewMessages.startNotWhole)
  .max(MAX_PREVIEW_START, PreviewMessages.startNotWhole)
  .nullable()
  .optional();

/**
 * A start that leaves less than 30 seconds of the track after it, named after the track. Only
 * checked when the audio's length is known (a draft without audio keeps its start, whatever it is).
 */
export function previewStartError(
  start: number | null | undefined,
  durationSeconds: number | null | undefined,
  index: number,
  title: string,
): string | undefined {
  if (start === null || start === undefined || !durationSeconds) return undefined;
  if (durationSeconds < PREVIEW_SECONDS) return PreviewMessages.trackTooShort(index + 1, title);
  if (start + PREVIEW_SECONDS > durationSeconds)
    return PreviewMessages.startTooLate(index + 1, title, durationSeconds);
  return undefined;
}
