/**
 * For WAV and FLAC, music-metadata reads only the headers, and the length it reports is the one
 * the header declares: a 44-byte WAV header announcing 180 s followed by 1,000 bytes would be
 * taken as a 3-minute master. This walks the same bytes as they stream by (keeping only a few
 * header bytes, never the audio) to learn where the audio starts and how much the header
 * promises, so that once the stream has ended `truncated()` can compare it with what arrived.
 *
 * WAV: the RIFF chunks up to `data`; its declared size (RF64: the ds64 chunk's 64-bit size)
 * must have arrived in full. FLAC: STREAMINFO's total samples, split into frames of at most its
 * maximum block size, each at least its minimum frame size (or the smallest frame FLAC allows),
 * must fit in the bytes after the metadata blocks, and those bytes must start with a frame (its
 * sync code, 0xFFF8 or 0xFFF9). A maximum block size under 16 samples, which RFC 9639 §8.2 does
 * not allow (both block sizes are 16 to 65535), is a damaged header and counts as cut short too:
 * it would otherwise promise nothing.
 */

/** The smallest possible FLAC frame: 6-byte header, a 1-byte constant subframe, CRC-16. */
const MIN_FLAC_FRAME = 9;
/** The smallest block size STREAMINFO may declare (RFC 9639 §8.2). */
const MIN_FLAC_BLOCK = 16;

type Step = { at: number; length: number; read: (bytes: Buffer) => Step | null };

export class AudioLayout {
  private received = 0;
  private step: Step | null;
  private pending: Buffer[] = [];
  private pendingLength = 0;
  /** Where the audio starts and the fewest bytes of it the header promises. */
  private audioStart: number | null = null;
  private promised = 0;
  /** FLAC: whether the bytes after the metadata start with a frame. */
  private needsFrame = false;
  private frameFound = false;
  /** A header that breaks the format's own rules: checked as cut short. */
  private damaged = false;

  constructor(contentType: string) {
    this.step =
      contentType === "audio/wav"
        ? { at: 0, length: 12, read: (b) => this.riff(b) }
        : contentType === "audio/flac"
          ? { at: 0, length: 4 + 4 + 34, read: (b) => this.streamInfo(b) }
          : null;
  }

  push(chunk: Buffer): void {
    const start = this.received;
    this.received += chunk.length;
    while (this.step && this.step.at + this.pendingLength < this.received) {
      const from = this.step.at + this.pendingLength - start;
      if (from < 0) {
        // Never expected (each step is set ahead of the bytes read); a lost header checks nothing.
        this.step = null;
        break;
      }
      const piece = chunk.subarray(from, from + this.step.length - this.pendingLength);
      this.pending.push(piece);
      this.pendingLength += piece.length;
      if (this.pendingLength < this.step.length) break;
      const bytes = Buffer.concat(this.pending);
      this.pending = [];
      this.pendingLength = 0;
      this.step = this.step.read(bytes);
    }
  }

  /**
   * True when the stream ended before the audio its header declares (or before any audio at
   * all); false when it is whole, or for a type this does not check.
   */
  truncated(contentType: string): boolean {
    if (contentType !== "audio/wav" && contentType !== "audio/flac") return false;
    if (this.damaged || this.audioStart === null) return true;
    if (this.needsFrame && !this.frameFound) return true;
    return this.received - this.audioStart < this.promised;
  }

  private dataSize64: number | null = null;

  private riff(bytes: Buffer): Step | null {
    if (bytes.toString("latin1", 8, 12) !== "WAVE") return null;
    return this.chunkAt(12);
  }

  private chunkAt(at: number): Step {
    return { at, length: 8, read: (b) => this.chunk(at, b) };
  }

  private chunk(at: number, bytes: Buffer): Step | null {
    const id = bytes.toString("latin1", 0, 4);
    const size = bytes.readUInt32LE(4);
    if (id === "data") {
      this.audioStart = at + 8;
      // RF64 writes 0xFFFFFFFF here and the real size in ds64.
      this.promised = size === 0xffffffff && this.dataSize64 !== null ? this.dataSize64 : size;
      return null;
    }
    const next = at + 8 + size + (size & 1);
    if (id === "ds64" && size >= 24)
      return {
        at,
        length: 8 + 24,
        read: (b) => {
          // riffSize (8), dataSize (8), sampleCount (8): the data chunk's size.
          this.dataSize64 = b.readUInt32LE(16) + b.readUInt32LE(20) * 2 ** 32;
          return this.chunkAt(next);
        },
      };
    return this.chunkAt(next);
  }

  private streamInfo(bytes: Buffer): Step | null {
    if (bytes.toString("latin1", 0, 4) !== "fLaC" || (bytes[4] ?? 0x7f) & 0x7f) return null;
    const info = bytes.subarray(8);
    const maxBlock = info.readUInt16BE(2);
    if (maxBlock < MIN_FLAC_BLOCK) {
      this.damaged = true;
      return null;
    }
    const minFrame = info.readUIntBE(4, 3);
    // 36 bits of total samples after 20 bits of rate, 3 of channels and 5 of bit depth.
    const totalSamples = ((info[13] ?? 0) & 0x0f) * 2 ** 32 + info.readUInt32BE(14);
    // At least one frame, whatever the total (0 is "unknown").
    this.needsFrame = true;
    this.promised =
      Math.max(1, Math.ceil(totalSamples / maxBlock)) * Math.max(minFrame, MIN_FLAC_FRAME);
    return this.afterBlock(4, bytes.subarray(4, 8));
  }

  /** After the metadata block whose 4-byte header is at `at`: the next one, or the audio. */
  private afterBlock(at: number, header: Buffer): Step | null {
    const next = at + 4 + header.readUIntBE(1, 3);
    if ((header[0] ?? 0) & 0x80) {
      this.audioStart = next;
      // A frame header starts with the 15-bit sync code and the blocking strategy bit.
      return {
        at: next,
        length: 2,
        read: (b) => {
          this.frameFound = b[0] === 0xff && ((b[1] ?? 0) & 0xfe) === 0xf8;
          return null;
        },
      };
    }
    return { at: next, length: 4, read: (b) => this.afterBlock(next, b) };
  }
}
