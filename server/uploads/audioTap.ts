import { PassThrough, Transform } from "node:stream";
import { parseStream } from "music-metadata";

export interface AudioFacts {
  durationSeconds: number;
  sampleRate: number | null;
  bitDepth: number | null;
  channels: number | null;
  codec: string | null;
  lossless: boolean | null;
  /** music-metadata's container name ("MPEG", "WAVE", "FLAC"), null when unreadable. */
  container: string | null;
}

export const UNREADABLE_AUDIO: AudioFacts = {
  durationSeconds: 0,
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
 */
export function audioTap(
  contentType: string,
  size?: number,
): { tap: Transform; facts: Promise<AudioFacts> } {
  const branch = new PassThrough({ highWaterMark: 1 << 20 });
  let parsing = true;
  const scanWholeFile = contentType === "audio/mpeg";
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
        f.duration !== undefined && Number.isFinite(f.duration) ? Math.round(f.duration) : 0;
      return {
        durationSeconds: Math.max(0, seconds),
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
      branch.end();
      callback();
    },
  });
  tap.on("error", () => branch.destroy());
  tap.on("close", () => {
    if (!branch.writableEnded) branch.end();
  });
  return { tap, facts };
}
