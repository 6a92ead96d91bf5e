import { describe, expect, it } from "vitest";
import { makeFlac, makeWav } from "../test/media.ts";
import { AudioLayout } from "./audioLayout.ts";

/** Whether the layout calls `bytes` cut short, fed in chunks of `size` bytes. */
function truncated(bytes: Buffer, contentType: string, size = bytes.length): boolean {
  const layout = new AudioLayout(contentType);
  for (let at = 0; at < bytes.length; at += size) layout.push(bytes.subarray(at, at + size));
  return layout.truncated(contentType);
}

const flacTruncated = (bytes: Buffer, size?: number) => truncated(bytes, "audio/flac", size);

/** A copy of `flac` whose STREAMINFO declares `samples` as its maximum block size. */
function withMaxBlock(flac: Buffer, samples: number): Buffer {
  const copy = Buffer.from(flac);
  copy.writeUInt16BE(samples, 10);
  return copy;
}

/** Where the first frame of `flac` starts: after its last metadata block. */
function audioStart(flac: Buffer): number {
  let at = 4;
  for (;;) {
    const last = ((flac[at] ?? 0x80) & 0x80) !== 0;
    at += 4 + flac.readUIntBE(at + 1, 3);
    if (last) return at;
  }
}

/**
 * The fuzz run's 142 bytes: STREAMINFO declaring 31 s of CD audio with block sizes 0, then 96
 * bytes of PADDING, and no audio frames at all.
 */
function framelessFlac(): Buffer {
  const info = Buffer.alloc(4 + 34);
  info.writeUIntBE(34, 1, 3); // STREAMINFO, more blocks follow; block and frame sizes 0
  const packed = (44_100n << 44n) | (1n << 41n) | (15n << 36n) | BigInt(31 * 44_100);
  info.writeBigUInt64BE(packed, 4 + 10);
  const padding = Buffer.alloc(4 + 96);
  padding[0] = 0x81; // the last block, PADDING
  padding.writeUIntBE(96, 1, 3);
  return Buffer.concat([Buffer.from("fLaC", "latin1"), info, padding]);
}

describe("AudioLayout: FLAC", () => {
  it("takes a whole FLAC, however the bytes arrive", () => {
    const flac = makeFlac({ seconds: 1 });
    for (const size of [1, 2, 7, 43, 4096, flac.length])
      expect(flacTruncated(flac, size)).toBe(false);
    expect(flacTruncated(makeFlac({ seconds: 2, bitDepth: 24, sampleRate: 48_000 }))).toBe(false);
  });

  it("calls the fuzz run's 142-byte FLAC (block size 0, no frames) cut short", () => {
    const bytes = framelessFlac();
    expect(bytes.length).toBe(142);
    expect(flacTruncated(bytes)).toBe(true);
    expect(flacTruncated(bytes, 1)).toBe(true);
  });

  it("calls a maximum block size under 16 damaged, frames or not", () => {
    const flac = makeFlac({ seconds: 1 });
    for (const samples of [0, 1, 15]) expect(flacTruncated(withMaxBlock(flac, samples))).toBe(true);
    expect(flacTruncated(withMaxBlock(flac, 16))).toBe(false);
    expect(flacTruncated(withMaxBlock(flac, 65_535))).toBe(false);
  });

  it("wants a frame's sync code right after the metadata", () => {
    const flac = makeFlac({ seconds: 1 });
    const start = audioStart(flac);
    // As many bytes as the frames, but no frame: each byte of the sync code matters.
    const noise = Buffer.concat([flac.subarray(0, start), Buffer.alloc(flac.length - start, 0x55)]);
    expect(flacTruncated(noise)).toBe(true);
    for (const [at, value] of [
      [start, 0xfe],
      [start + 1, 0xfc],
      [start + 1, 0xf0],
    ] as const) {
      const broken = Buffer.from(flac);
      broken[at] = value;
      expect(flacTruncated(broken)).toBe(true);
    }
    // Variable blocking (0xFFF9) is a frame as well.
    const variable = Buffer.from(flac);
    variable[start + 1] = 0xf9;
    expect(flacTruncated(variable)).toBe(false);
    // Ending right after the sync code still falls short of a whole frame.
    expect(flacTruncated(flac.subarray(0, start + 2))).toBe(true);
  });

  it("wants a frame even when the total samples are unknown (0)", () => {
    const flac = makeFlac({ seconds: 1 });
    const unknown = Buffer.from(flac);
    // The low 36 bits of the 8 bytes at 18 are the total samples.
    unknown[21] = (unknown[21] ?? 0) & 0xf0;
    unknown.writeUInt32BE(0, 22);
    expect(flacTruncated(unknown)).toBe(false);
    expect(flacTruncated(unknown.subarray(0, audioStart(flac)))).toBe(true);
  });
});

describe("AudioLayout: WAV is checked as before", () => {
  it("takes a whole WAV and calls a cut one short", () => {
    const wav = makeWav({ seconds: 1 });
    expect(truncated(wav, "audio/wav", 1000)).toBe(false);
    expect(truncated(wav.subarray(0, wav.length - 1), "audio/wav")).toBe(true);
    expect(truncated(Buffer.alloc(10), "audio/mpeg")).toBe(false);
  });
});
