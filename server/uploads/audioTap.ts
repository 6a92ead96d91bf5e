import { PassThrough, Transform } from "node:stream";
import { parseStream } from "music-metadata";
import { AudioLayout } from "./audioLayout.ts";
import { type MpegFrameCount, MpegFrameWalker } from "./mpegFrames.ts";

export interface AudioFacts {
  /** Whole seconds for the row: at least 1 for any audio that has a length at all. */
  durationSeconds: number;
  /** The exact length music-metadata read; 0 when it found none. */
  seconds: number;
  sampleRate: number | null;
  bitDepth: number | null;
  channels: number | null;
  codec: string | null;
  lossless: boolean | null;
  /** music-metadata's container name ("MPEG", "WAVE", "FLAC"), null when unreadable. */
  container: string | null;
}

const UNREADABLE_AUDIO: AudioFacts = {
  durationSeconds: 0,
  seconds: 0,
  sampleRate: null,
  bitDepth: null,
  channels: null,
  codec: null,
  lossless: null,
  container: null,
};

/**
 * A pass-through placed between an upload and storage that lets music-metadata read the audio
 * as it flows by, so a 300 MB master is read once, never buffered and never re-read. Once the
 * parser has what it needs (WAV and FLAC: the headers; MP3: every frame, for an exact length
 * when there is no Xing header) the tap stops copying. `facts` never rejects: unreadable
 * audio has duration 0 (spec §3) and no format facts.
 *
 * WAV and FLAC are also measured (audioLayout.ts): `truncated()` says whether fewer bytes arrived
 * than the header's length needs, as music-metadata takes that length on trust.
 *
 * An MP3 is also walked frame by frame (mpegFrames.ts) all the way; `frames()` says what the
 * walk found once the stream has ended. When the first megabyte is already mostly not frames,
 * the tap fails the stream with NotAudioError, so 200 MB of noise are not stored first.
 */
export function audioTap(
  contentType: string,
  size?: number,
): {
  tap: Transform;
  facts: Promise<AudioFacts>;
  frames: () => MpegFrameCount | null;
  /** Once the stream has ended: WAV/FLAC that stops before the audio its header declares. */
  truncated: () => boolean;
} {
  const branch = new PassThrough({ highWaterMark: 1 << 20 });
  let parsing = true;
  const scanWholeFile = contentType === "audio/mpeg";
  const walker = scanWholeFile ? new MpegFrameWalker() : null;
  let counted: MpegFrameCount | null = null;
  // WAV/FLAC lengths come from the header alone: the layout checks the bytes really follow.
  const layout = new AudioLayout(contentType);
  const facts = parseStream(
    branch,
    { mimeType: contentType, size },
    {
      duration: scanWholeFile,
      skipCovers: true,
      skipPostHeaders: !scanWholeFile,
    },
  )
    .then((metadata): AudioFacts => {
      const f = metadata.format;
      const seconds =
        f.duration !== undefined && Number.isFinite(f.duration) ? Math.max(0, f.duration) : 0;
      return {
        durationSeconds: seconds > 0 ? Math.max(1, Math.round(seconds)) : 0,
        seconds,
        sampleRate: f.sampleRate ?? null,
        bitDepth: f.bitsPerSample ?? null,
        channels: f.numberOfChannels ?? null,
        codec: f.codec ?? null,
        lossless: f.lossless ?? null,
        container: f.container ?? null,
      };
    })
    .catch(() => UNREADABLE_AUDIO)
    .finally(() => {
      parsing = false;
      // Whatever the parser left unread is simply dropped.
      branch.resume();
    });

  const tap = new Transform({
    highWaterMark: 1 << 20,
    transform(chunk: Buffer, _encoding, callback) {
      layout.push(chunk);
      if (walker) {
        walker.push(chunk);
        if (walker.hopeless()) {
          callback(new NotAudioError());
          return;
        }
      }
      if (!parsing || branch.write(chunk)) {
        callback(null, chunk);
        return;
      }
      // The parser is behind: wait for it to catch up, or to finish, before taking more.
      let called = false;
      const go = () => {
        if (called) return;
        called = true;
        branch.off("drain", go);
        callback(null, chunk);
      };
      branch.once("drain", go);
      void facts.then(go);
    },
    flush(callback) {
      if (walker) counted = walker.end();
      branch.end();
      callback();
    },
  });
  tap.on("error", () => branch.destroy());
  tap.on("close", () => {
    if (!branch.writableEnded) branch.end();
  });
  return {
    tap,
    facts,
    frames: () => counted,
    truncated: () => layout.truncated(contentType),
  };
}

/** The bytes are not the audio their first bytes promised. */
export class NotAudioError extends Error {
  override name = "NotAudioError";
  constructor() {
    super("The upload is not audio that can be read");
  }
}
