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
}

/** A PCM WAV of a sine tone. */
export function makeWav(options: ToneOptions): Buffer {
  const { seconds, sampleRate = 44_100, bitDepth = 16, channels = 2, frequency = 440 } = options;
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
    const value = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * max * 0.3);
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

/** A constant-bit-rate MP3 of a sine tone (lamejs, pure JavaScript). */
export function makeMp3(options: ToneOptions & { kbps?: number }): Buffer {
  const { seconds, sampleRate = 44_100, channels = 2, frequency = 440, kbps = 128 } = options;
  const encoder = new Mp3Encoder(channels, sampleRate, kbps);
  const frames = Math.round(seconds * sampleRate);
  const left = new Int16Array(frames);
  for (let i = 0; i < frames; i++)
    left[i] = Math.round(Math.sin((2 * Math.PI * frequency * i) / sampleRate) * 9000);
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
