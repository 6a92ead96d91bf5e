import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { Logger } from "pino";
import type { Storage } from "../storage/storage.ts";
import { cutClip } from "./previewClip.ts";
import type { PreviewSource } from "./previewLookup.ts";

/** A 30-second MP3 at 128 kbit/s is about 480 kB; anything far bigger is not a preview. */
const MAX_CLIP_BYTES = 2 * 1024 * 1024;

/**
 * Where a track's clip is kept: the track and the start in the key, so a new start makes a new
 * clip and the old one is simply never asked for again.
 */
export const previewKey = (source: Pick<PreviewSource, "trackId" | "start">) =>
  `previews/${source.trackId}-${source.start}.mp3`;

/** No clip can be made now (ffmpeg missing or failing): the route answers 503. */
export class PreviewUnavailableError extends Error {
  override name = "PreviewUnavailableError";
}

export interface PreviewMaker {
  /** The clip's storage key, made first when it is not stored yet. */
  ensure(source: PreviewSource): Promise<string>;
}

/**
 * Makes each clip once and keeps it in the storage. Requests that arrive while a clip is being
 * made wait for that same run (one per key in this process); across processes the worst case is
 * the same clip written twice, which the storage's atomic put makes harmless.
 */
export function createPreviewMaker(deps: {
  storage: Storage;
  ffmpegPath: string;
  log: Logger;
}): PreviewMaker {
  const running = new Map<string, Promise<void>>();
  let missingReported = false;

  async function make(source: PreviewSource, key: string): Promise<void> {
    if (await deps.storage.exists(key)) return;
    // ffmpeg reads files and the storage may be a bucket: the master is copied to a
    // temporary folder, and only the clip is ever served.
    const folder = await mkdtemp(path.join(tmpdir(), "offbeat-preview-"));
    try {
      const input = path.join(folder, `master${path.extname(source.audioKey)}`);
      const output = path.join(folder, "preview.mp3");
      const master = await deps.storage.get(source.audioKey);
      await pipeline(master.body, createWriteStream(input));
      const result = await cutClip(deps.ffmpegPath, input, output, source.start);
      if (result.state === "unavailable") {
        if (!missingReported)
          deps.log.error(
            { ffmpegPath: deps.ffmpegPath },
            "ffmpeg was not found (FFMPEG_PATH): track previews answer 503 until it is installed (Debian: apt-get install ffmpeg)",
          );
        missingReported = true;
        throw new PreviewUnavailableError("ffmpeg is missing");
      }
      if (result.state === "failed") {
        deps.log.error(
          { trackId: source.trackId, start: source.start, error: result.error },
          "ffmpeg could not cut a track preview",
        );
        throw new PreviewUnavailableError(result.error);
      }
      await deps.storage.put(key, createReadStream(output), {
        contentType: "audio/mpeg",
        maxBytes: MAX_CLIP_BYTES,
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  return {
    async ensure(source) {
      const key = previewKey(source);
      let run = running.get(key);
      if (!run) {
        run = make(source, key).finally(() => running.delete(key));
        running.set(key, run);
      }
      await run;
      return key;
    },
  };
}
