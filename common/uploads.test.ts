import { describe, expect, it } from "vitest";
import { artworkWarnings, audioWarnings, formatBytes } from "./uploads.ts";

describe("audio warnings (decision 7)", () => {
  const facts = { codec: "PCM", lossless: true, sampleRate: 44_100, bitDepth: 16 };

  it("says nothing about CD quality or better", () => {
    expect(audioWarnings(facts)).toEqual([]);
    expect(audioWarnings({ ...facts, sampleRate: 96_000, bitDepth: 24 })).toEqual([]);
  });

  it("warns below 44.1 kHz or 16-bit, naming the rate as people know it", () => {
    expect(audioWarnings({ ...facts, sampleRate: 22_050 })).toEqual([
      "Below CD quality (16-bit/22.05 kHz): 16-bit/44.1 kHz or better is recommended.",
    ]);
    expect(audioWarnings({ ...facts, bitDepth: 8 })).toEqual([
      "Below CD quality (8-bit/44.1 kHz): 16-bit/44.1 kHz or better is recommended.",
    ]);
  });

  it("warns about lossy audio, without judging its bit depth", () => {
    const mp3 = { codec: "MPEG 1 Layer 3", lossless: false, sampleRate: 44_100, bitDepth: null };
    expect(audioWarnings(mp3)).toEqual([
      "Lossy audio (MPEG 1 Layer 3): stores prefer lossless WAV or FLAC masters.",
    ]);
  });

  it("says when the format could not be read", () => {
    expect(
      audioWarnings({ codec: null, lossless: null, sampleRate: null, bitDepth: null }),
    ).toEqual(["The audio format could not be read; a reviewer will check it by ear."]);
  });
});

describe("artwork warnings (decision 8)", () => {
  it("says nothing about square RGB artwork of 3000 px or more", () => {
    expect(artworkWarnings({ width: 3000, height: 3000, colorSpace: "srgb" })).toEqual([]);
  });

  it("warns about 2999x3000: too small and not square", () => {
    expect(artworkWarnings({ width: 2999, height: 3000, colorSpace: "srgb" })).toEqual([
      "Artwork is 2999x3000 px: 3000x3000 px or larger is recommended.",
      "Artwork is not square (2999x3000 px).",
    ]);
    expect(artworkWarnings({ width: 4000, height: 3000, colorSpace: "srgb" })).toEqual([
      "Artwork is not square (4000x3000 px).",
    ]);
  });

  it("warns about CMYK", () => {
    expect(artworkWarnings({ width: 3000, height: 3000, colorSpace: "cmyk" })).toEqual([
      "Artwork uses the CMYK colour space: stores expect RGB.",
    ]);
  });
});

describe("formatBytes", () => {
  it("writes sizes as people read them, in the unit the rounded value belongs to", () => {
    expect(formatBytes(900)).toBe("900 B");
    expect(formatBytes(3.4 * 1024 ** 2)).toBe("3.4 MB");
    expect(formatBytes(1024 ** 3 - 1000)).toBe("1 GB");
    expect(formatBytes(1024 ** 2 - 10)).toBe("1 MB");
    expect(formatBytes(19.6 * 1024 ** 3)).toBe("19.6 GB");
    expect(formatBytes(2048 * 1024 ** 3)).toBe("2,048 GB");
  });
});
