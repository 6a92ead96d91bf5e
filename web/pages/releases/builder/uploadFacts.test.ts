import type { Upload } from "@common/uploads.ts";
import { describe, expect, it } from "vitest";
import { artworkFacts, audioFacts, titleFromFileName } from "./uploadFacts.ts";

const upload = (overrides: Partial<Upload>): Upload => ({
  id: "6f1c2b44-8f7e-4d39-9a55-3b1f0c7a9e01",
  kind: "audio",
  originalName: "x",
  contentType: "audio/wav",
  sizeBytes: 3_500_000,
  durationSeconds: null,
  sampleRate: null,
  bitDepth: null,
  channels: null,
  codec: null,
  lossless: null,
  width: null,
  height: null,
  colorSpace: null,
  thumbnailUrl: null,
  warnings: [],
  createdAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("upload facts", () => {
  it("names an untitled track after its file, without the extension", () => {
    expect(titleFromFileName("Midnight Drive.wav")).toBe("Midnight Drive");
    expect(titleFromFileName("song.final.mp3")).toBe("song.final");
    expect(titleFromFileName("no-extension")).toBe("no-extension");
  });

  it("describes audio by format, resolution and channels", () => {
    expect(audioFacts(upload({ bitDepth: 24, sampleRate: 48_000, channels: 2 }))).toBe(
      "WAV · 24-bit/48 kHz · stereo",
    );
    expect(audioFacts(upload({ contentType: "audio/mpeg", sampleRate: 22_050, channels: 1 }))).toBe(
      "MP3 · 22.05 kHz · mono",
    );
    expect(audioFacts(upload({ contentType: "audio/flac" }))).toBe("FLAC");
  });

  it("describes artwork by size, format and weight", () => {
    expect(
      artworkFacts(
        upload({ kind: "artwork", contentType: "image/png", width: 3000, height: 3000 }),
      ),
    ).toBe("3000x3000 px · PNG · 3.3 MB");
  });
});
