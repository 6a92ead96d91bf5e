import { Mp3Encoder } from "@breezystack/lamejs";
import sharp from "sharp";

/**
 * Real media made on the spot for tests, the browser suite and the bench: no binary fixtures
 * in the repository, and each file is exactly what the test says it is.
 */

export interface ToneOptions {
  seconds: number;
  sampleRate?: number;
  bitDepth?: 16 | 24;
  channels?: 1 | 2;
  /** Hz of the sine; different tones make different audio (and hashes). */
  frequency?: number;
  /**
   * Instead of one sine, a melody of quarter-second notes picked by this seed: audio that
   * Chromaprint can tell apart (a steady tone fingerprints like any other steady tone).
   */
  melody?: number;
}

/**
 * The signal at frame `i`, -1 to 1 scaled to 0.3: the sine, or the seeded melody (two octaves
 * of semitones, three harmonics, each note fading a little).
 */
function signal(options: ToneOptions): (i: number) => number {
  const { sampleRate = 44_100, frequency = 440, melody } = options;
  if (melody === undefined)
    return (i) => Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 0.3;
  const noteLength = Math.round(sampleRate * 0.25);
  const notes: number[] = [];
  let state = melody >>> 0;
  const noteAt = (n: number) => {
    while (notes.length <= n) {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      notes.push(220 * 2 ** (Math.floor((state / 2 ** 32) * 24) / 12));
    }
    return notes[n] ?? 440;
  };
  return (i) => {
    const f = noteAt(Math.floor(i / noteLength));
    const t = i / sampleRate;
    const fade = 1 - ((i % noteLength) / noteLength) * 0.6;
    const tone =
      Math.sin(2 * Math.PI * f * t) +
      0.5 * Math.sin(4 * Math.PI * f * t) +
      0.25 * Math.sin(6 * Math.PI * f * t);
    return (fade * tone * 0.3) / 1.75;
  };
}

/** A PCM WAV of a sine tone. */
export function makeWav(options: ToneOptions): Buffer {
  const { seconds, sampleRate = 44_100, bitDepth = 16, channels = 2 } = options;
  const sample = signal(options);
  const frames = Math.round(seconds * sampleRate);
  const bytesPerSample = bitDepth / 8;
  const dataBytes = frames * channels * bytesPerSample;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write("RIFF", 0, "latin1");
  buffer.writeUInt32LE(36 + dataBytes, 4);
  buffer.write("WAVE", 8, "latin1");
  buffer.write("fmt ", 12, "latin1");
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(channels, 22);
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * channels * bytesPerSample, 28);
  buffer.writeUInt16LE(channels * bytesPerSample, 32);
  buffer.writeUInt16LE(bitDepth, 34);
  buffer.write("data", 36, "latin1");
  buffer.writeUInt32LE(dataBytes, 40);
  let offset = 44;
  const max = bitDepth === 16 ? 0x7fff : 0x7fffff;
  for (let i = 0; i < frames; i++) {
    const value = Math.round(sample(i) * max);
    for (let c = 0; c < channels; c++) {
      if (bitDepth === 16) buffer.writeInt16LE(value, offset);
      else buffer.writeIntLE(value, offset, 3);
      offset += bytesPerSample;
    }
  }
  return buffer;
}

/** The 44-byte header of a WAV of `dataBytes` of silence, for streaming huge files in benches. */
export function wavHeader(
  dataBytes: number,
  sampleRate = 44_100,
  bitDepth = 16,
  channels = 2,
): Buffer {
  const header = makeWav({
    seconds: 0,
    sampleRate,
    bitDepth: bitDepth as 16 | 24,
    channels: channels as 1 | 2,
  });
  header.writeUInt32LE(36 + dataBytes, 4);
  header.writeUInt32LE(dataBytes, 40);
  return header;
}

/** CRC-8 (polynomial 0x07) of a FLAC frame header. */
function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

/** CRC-16 (polynomial 0x8005) of a whole FLAC frame. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const FLAC_RATE_CODES: Record<number, number> = { 44100: 0b1001, 48000: 0b1010, 96000: 0b1011 };

/**
 * A lossless FLAC of a sine tone: STREAMINFO, then frames of 4096 samples whose subframes are
 * VERBATIM (uncompressed, which FLAC allows), with real header CRC-8 and frame CRC-16, so any
 * decoder plays it.
 */
export function makeFlac(options: ToneOptions): Buffer {
  const { seconds, sampleRate = 44_100, bitDepth = 16, channels = 2 } = options;
  const sample = signal(options);
  const rateCode = FLAC_RATE_CODES[sampleRate];
  if (rateCode === undefined) throw new Error(`makeFlac: no code for ${sampleRate} Hz`);
  const total = Math.round(seconds * sampleRate);
  const block = 4096;
  const bytesPerSample = bitDepth / 8;
  const max = bitDepth === 16 ? 0x7fff : 0x7fffff;

  const info = Buffer.alloc(4 + 34);
  info[0] = 0x80; // last metadata block, type 0 (STREAMINFO)
  info.writeUIntBE(34, 1, 3);
  info.writeUInt16BE(block, 4);
  info.writeUInt16BE(block, 6);
  // Bytes 8-13: frame sizes unknown (0). Then 20 bits rate, 3 bits channels-1, 5 bits bps-1,
  // 36 bits total samples; the MD5 signature stays 0 (unknown).
  const packed =
    (BigInt(sampleRate) << 44n) |
    (BigInt(channels - 1) << 41n) |
    (BigInt(bitDepth - 1) << 36n) |
    BigInt(total);
  info.writeBigUInt64BE(packed, 14);

  const frames: Buffer[] = [];
  for (let start = 0, n = 0; start < total; start += block, n++) {
    const size = Math.min(block, total - start);
    if (n > 127) throw new Error("makeFlac: keep it under 128 frames (one-byte frame numbers)");
    const header = Buffer.from([
      0xff,
      0xf8,
      (0b0111 << 4) | rateCode,
      ((channels - 1) << 4) | ((bitDepth === 16 ? 0b100 : 0b110) << 1),
      n,
      (size - 1) >> 8,
      (size - 1) & 0xff,
    ]);
    const body = Buffer.alloc(channels * (1 + size * bytesPerSample));
    let offset = 0;
    for (let c = 0; c < channels; c++) {
      body[offset++] = 0x02; // VERBATIM subframe, no wasted bits
      for (let i = 0; i < size; i++) {
        const value = Math.round(sample(start + i) * max);
        body.writeIntBE(value, offset, bytesPerSample);
        offset += bytesPerSample;
      }
    }
    const frame = Buffer.concat([header, Buffer.from([crc8(header)]), body]);
    const crc = Buffer.alloc(2);
    crc.writeUInt16BE(crc16(frame));
    frames.push(frame, crc);
  }
  return Buffer.concat([Buffer.from("fLaC", "latin1"), info, ...frames]);
}

/** A constant-bit-rate MP3 of a sine tone (lamejs, pure JavaScript). */
export function makeMp3(options: ToneOptions & { kbps?: number }): Buffer {
  const { seconds, sampleRate = 44_100, channels = 2, kbps = 128 } = options;
  const sample = signal(options);
  const encoder = new Mp3Encoder(channels, sampleRate, kbps);
  const frames = Math.round(seconds * sampleRate);
  const left = new Int16Array(frames);
  for (let i = 0; i < frames; i++) left[i] = Math.round(sample(i) * 30_000);
  const parts: Uint8Array[] = [];
  const block = 1152;
  for (let i = 0; i < frames; i += block) {
    const l = left.subarray(i, i + block);
    parts.push(channels === 2 ? encoder.encodeBuffer(l, l) : encoder.encodeBuffer(l));
  }
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p)));
}

export interface ImageOptions {
  width: number;
  height: number;
  format?: "png" | "jpeg";
  cmyk?: boolean;
  /** Fill colour, so different images differ. */
  colour?: { r: number; g: number; b: number };
}

/** A plain image of the given size (sharp). */
export async function makeImage(options: ImageOptions): Promise<Buffer> {
  const {
    width,
    height,
    format = "png",
    cmyk = false,
    colour = { r: 200, g: 40, b: 90 },
  } = options;
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  if (format === "png") return image.png({ compressionLevel: 9 }).toBuffer();
  return (cmyk ? image.toColourspace("cmyk") : image).jpeg({ quality: 85 }).toBuffer();
}
