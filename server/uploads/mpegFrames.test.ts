import { randomBytes } from "node:crypto";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { describe, expect, it } from "vitest";
import { makeMp3 } from "../test/media.ts";
import { audioTap, NotAudioError } from "./audioTap.ts";
import { isMpegAudio, MpegFrameWalker } from "./mpegFrames.ts";

const walk = (bytes: Buffer, chunk = 7_000) => {
  const walker = new MpegFrameWalker();
  for (let i = 0; i < bytes.length; i += chunk) walker.push(bytes.subarray(i, i + chunk));
  return walker.end();
};

describe("MPEG frame walk", () => {
  it("finds a real MP3 to be frames from end to end, whatever the chunking", () => {
    const mp3 = makeMp3({ seconds: 2 });
    for (const chunk of [1, 3, 4_096, mp3.length]) {
      const count = walk(mp3, chunk);
      expect(isMpegAudio(count)).toBe(true);
      expect(count.audioBytes).toBeGreaterThan(mp3.length * 0.95);
    }
  });

  it("finds next to no frames in random bytes behind a frame header", () => {
    const count = walk(Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(2e6)]));
    expect(isMpegAudio(count)).toBe(false);
    expect(count.audioBytes).toBeLessThan(20_000);
  });

  it("stops the stream of noise after its first megabyte instead of storing all of it", async () => {
    const { tap } = audioTap("audio/mpeg");
    let written = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.length;
        callback();
      },
    });
    const noise = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x64]), randomBytes(8e6)]);
    const chunks = Array.from({ length: 128 }, (_, i) =>
      noise.subarray(i * 62_500, (i + 1) * 62_500),
    );
    await expect(pipeline(Readable.from(chunks), tap, sink)).rejects.toThrow(NotAudioError);
    expect(written).toBeLessThan(2 * 1024 * 1024);
  });
});
