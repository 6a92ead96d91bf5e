/**
 * Counts the bytes of an MP3 that really are MPEG audio frames, as the file streams by.
 *
 * music-metadata is lenient by design: it resyncs on any 0xFFE bit pattern, so random bytes
 * behind one frame header (or an ID3 tag) read as "MPEG" or "AAC" with a made-up sample rate.
 * A decoder, by contrast, plays frames that follow each other: a header, then exactly the
 * frame's length later the next header of the same version, layer and sample rate. This walker
 * follows that chain; bytes in runs of at least MIN_RUN chained frames count as audio. Real files
 * are audio from end to end (bar their tags); random bytes chain almost never.
 */

/** Frames in a row before they count: a lone header in noise turns up every few kilobytes. */
const MIN_RUN = 3;
/** After this much of the stream, a file that is mostly not frames is given up on. */
const EARLY_VERDICT_BYTES = 1024 * 1024;

// Bit rates in kbit/s by [version 1 or 2][layer 1..3][index 1..14] (index 0 "free" and 15 "bad"
// are refused: no decoder in use plays free-format streams).
const V1 = [
  [32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  [32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  [32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
];
const V2_L1 = [32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256];
const V2_L23 = [8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const RATES: Record<number, number[]> = {
  3: [44_100, 48_000, 32_000], // MPEG-1
  2: [22_050, 24_000, 16_000], // MPEG-2
  0: [11_025, 12_000, 8_000], // MPEG-2.5
};

interface MpegFrame {
  /** Version, layer and sample rate: what stays the same from one frame to the next. */
  stream: number;
  length: number;
}

/** The frame whose 4-byte header starts at `at`, or null when those bytes are not one. */
function mpegFrameAt(buf: Buffer, at: number): MpegFrame | null {
  const b1 = buf[at + 1] ?? 0;
  const b2 = buf[at + 2] ?? 0;
  if (buf[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 3; // 0: 2.5, 1: reserved, 2: 2, 3: 1
  const layer = 4 - ((b1 >> 1) & 3); // 4: reserved
  const rateIndex = (b2 >> 2) & 3;
  const bitrateIndex = b2 >> 4;
  const rates = RATES[version];
  if (!rates || layer === 4 || rateIndex === 3 || bitrateIndex === 0 || bitrateIndex === 15)
    return null;
  if (((buf[at + 3] ?? 0) & 3) === 2) return null; // reserved emphasis
  const table = version === 3 ? V1[layer - 1] : layer === 1 ? V2_L1 : V2_L23;
  const kbps = table?.[bitrateIndex - 1];
  const sampleRate = rates[rateIndex];
  if (kbps === undefined || sampleRate === undefined) return null;
  const padding = (b2 >> 1) & 1;
  const bitrate = kbps * 1000;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate) / sampleRate) + padding) * 4
      : Math.floor(((layer === 3 && version !== 3 ? 72 : 144) * bitrate) / sampleRate) + padding;
  return { stream: (version << 8) | (layer << 4) | rateIndex, length };
}

export interface MpegFrameCount {
  /** Bytes in runs of chained frames. */
  audioBytes: number;
  /** Everything after the leading ID3v2 tag(s). */
  payloadBytes: number;
  frames: number;
}

export class MpegFrameWalker {
  private carry = Buffer.alloc(0);
  private skip = 0;
  private inTags = true;
  private atBoundary = false;
  private run = { stream: -1, frames: 0, bytes: 0 };
  private total = 0;
  private tagBytes = 0;
  private audioBytes = 0;
  private frames = 0;

  push(chunk: Buffer): void {
    this.total += chunk.length;
    const buf = this.carry.length > 0 ? Buffer.concat([this.carry, chunk]) : chunk;
    let i = 0;
    while (i < buf.length) {
      if (this.skip > 0) {
        const n = Math.min(this.skip, buf.length - i);
        this.skip -= n;
        i += n;
        continue;
      }
      if (this.inTags) {
        if (buf.length - i < 10) break;
        if (buf.toString("latin1", i, i + 3) !== "ID3") {
          this.inTags = false;
          continue;
        }
        // Tag size: four 7-bit bytes after the header, plus a 10-byte footer when flagged.
        const size =
          ((buf[i + 6] ?? 0) << 21) |
          ((buf[i + 7] ?? 0) << 14) |
          ((buf[i + 8] ?? 0) << 7) |
          (buf[i + 9] ?? 0);
        const footer = ((buf[i + 5] ?? 0) & 0x10) !== 0 ? 10 : 0;
        this.tagBytes += 10 + size + footer;
        this.skip = 10 + size + footer;
        continue;
      }
      if (!this.atBoundary) {
        const sync = buf.indexOf(0xff, i);
        if (sync === -1) {
          i = buf.length;
          break;
        }
        i = sync;
      }
      if (buf.length - i < 4) break;
      const frame = mpegFrameAt(buf, i);
      if (!frame) {
        this.endRun();
        this.atBoundary = false;
        i += 1;
        continue;
      }
      if (this.run.frames > 0 && frame.stream !== this.run.stream) this.endRun();
      this.run.stream = frame.stream;
      this.run.frames += 1;
      this.run.bytes += frame.length;
      this.atBoundary = true;
      this.skip = frame.length;
    }
    this.carry = Buffer.from(buf.subarray(i));
  }

  private endRun(): void {
    if (this.run.frames >= MIN_RUN) {
      this.audioBytes += this.run.bytes;
      this.frames += this.run.frames;
    }
    this.run = { stream: -1, frames: 0, bytes: 0 };
  }

  private counted(): number {
    return this.audioBytes + (this.run.frames >= MIN_RUN ? this.run.bytes : 0);
  }

  /** Far enough in to tell that this is not an MP3: most of what came is not frames. */
  hopeless(): boolean {
    const payload = this.total - this.tagBytes;
    return payload >= EARLY_VERDICT_BYTES && this.counted() * 2 < payload;
  }

  end(): MpegFrameCount {
    this.endRun();
    // The last frame may be cut short; its full length was counted.
    const payloadBytes = Math.max(0, this.total - this.tagBytes);
    return {
      audioBytes: Math.min(this.audioBytes, payloadBytes),
      payloadBytes,
      frames: this.frames,
    };
  }
}

/**
 * Whether the frames account for the file: at least half of what follows the leading tags (an
 * ID3v1 tag, APE tags or padding at the end are fine; noise behind a header is not).
 */
export const isMpegAudio = (count: MpegFrameCount) =>
  count.frames >= MIN_RUN && count.audioBytes * 2 >= count.payloadBytes;
