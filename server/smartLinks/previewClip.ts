import { execFile } from "node:child_process";
import { PREVIEW_SECONDS } from "@common/smartLinks.ts";

export type ClipResult =
  | { state: "made" }
  | { state: "unavailable" }
  | { state: "failed"; error: string };

/** A clip is 30 seconds of audio: a minute is plenty even on a busy machine. */
const FFMPEG_TIMEOUT_MS = 60_000;
const FADE_IN_SECONDS = 1;
const FADE_OUT_SECONDS = 2;

/**
 * ffmpeg's arguments for the preview: seek before reading (fast, and the clip's clock starts at
 * 0, so the fades are placed from its start), the first audio stream only (no cover art, no
 * tags from the master), 30 seconds, a short fade in and out, 128 kbit/s stereo MP3.
 */
export function clipArguments(input: string, output: string, start: number): string[] {
  const fadeOutAt = PREVIEW_SECONDS - FADE_OUT_SECONDS;
  return [
    "-hide_banner",
    "-nostdin",
    "-loglevel",
    "error",
    "-ss",
    String(start),
    "-t",
    String(PREVIEW_SECONDS),
    "-i",
    input,
    "-map",
    "0:a:0",
    "-map_metadata",
    "-1",
    "-af",
    `afade=t=in:st=0:d=${FADE_IN_SECONDS},afade=t=out:st=${fadeOutAt}:d=${FADE_OUT_SECONDS}`,
    "-ac",
    "2",
    "-ar",
    "44100",
    "-c:a",
    "libmp3lame",
    "-b:a",
    "128k",
    "-f",
    "mp3",
    "-y",
    output,
  ];
}

/**
 * Cuts the preview of the local audio file `input` into `output` with ffmpeg, run without a
 * shell and killed after a minute. "unavailable" when ffmpeg is not installed at `ffmpegPath`.
 */
export function cutClip(
  ffmpegPath: string,
  input: string,
  output: string,
  start: number,
): Promise<ClipResult> {
  return new Promise((resolve) => {
    execFile(
      ffmpegPath,
      clipArguments(input, output, start),
      { timeout: FFMPEG_TIMEOUT_MS, killSignal: "SIGKILL", maxBuffer: 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (!error) return resolve({ state: "made" });
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "ENOENT") return resolve({ state: "unavailable" });
        const last = String(stderr).trim().split("\n").pop();
        resolve({
          state: "failed",
          error: error.killed ? "ffmpeg took too long and was stopped" : last || error.message,
        });
      },
    );
  });
}
