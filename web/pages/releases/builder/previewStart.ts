import type { CheckedStep } from "@common/releaseRules.ts";
import { PreviewMessages, parsePreviewStart, previewStartError } from "@common/trackPreview.ts";
import type { DraftTrack } from "./builderState.ts";

/**
 * The "Preview start" field's problem (issue 17): text that is not a time, or a start that
 * leaves less than 30 seconds of the uploaded audio. The server refuses the same starts.
 */
export function previewFieldError(track: DraftTrack, index: number): string | undefined {
  const start = parsePreviewStart(track.previewStartText);
  if (start === "invalid") return PreviewMessages.startFormat(index + 1, track.title);
  return previewStartError(start, track.audio?.durationSeconds, index, track.title);
}

export const previewErrors = (tracks: DraftTrack[]): string[] =>
  tracks.flatMap((track, index) => previewFieldError(track, index) ?? []);

/**
 * Step 2's list with the preview problems added: they need the audio's length, which the
 * request body (and so common/releaseRules.ts) does not carry.
 */
export function withPreviewErrors(
  errors: Partial<Record<CheckedStep, string[]>>,
  tracks: DraftTrack[],
): Partial<Record<CheckedStep, string[]>> {
  const previews = previewErrors(tracks);
  if (previews.length === 0) return errors;
  return { ...errors, 2: [...(errors[2] ?? []), ...previews] };
}
