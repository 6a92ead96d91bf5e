import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hasFpcalc } from "../test/fpcalc.ts";
import { makeMp3, makeWav } from "../test/media.ts";
import { bitAgreement, fingerprintScore } from "./chromaprintMatch.ts";
import { fingerprintFile } from "./fpcalc.ts";

/** A deterministic run of random 32-bit sub-fingerprints (mulberry32). */
function prints(seed: number, length: number): number[] {
  let state = seed >>> 0;
  return Array.from({ length }, () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return (t ^ (t >>> 14)) | 0;
  });
}

describe("fingerprint comparison", () => {
  const a = prints(1, 200);

  it("scores the same fingerprint 100, at any alignment up to about 10 s", () => {
    expect(fingerprintScore(a, a)).toBe(100);
    expect(fingerprintScore(a, a.slice(30))).toBe(100);
    expect(fingerprintScore(a.slice(30), a)).toBe(100);
  });

  it("maps bit agreement linearly: 60% is 0, 95% is 100", () => {
    // Flip 4 of every 32 bits: 87.5% agree, (0.875 - 0.6) / 0.35 = 78.6.
    const noisy = a.map((v) => v ^ 0x11110000);
    expect(bitAgreement(a, noisy)).toBeCloseTo(0.875, 5);
    expect(fingerprintScore(a, noisy)).toBe(78.6);
    // Flip 16 of 32: 50% agree, below chance: 0.
    expect(
      fingerprintScore(
        a,
        a.map((v) => v ^ 0x0000ffff),
      ),
    ).toBe(0);
  });

  it("gives unrelated fingerprints and too short overlaps nothing", () => {
    expect(fingerprintScore(a, prints(2, 200))).toBe(0);
    expect(fingerprintScore(a, a.slice(0, 30))).toBe(0);
  });
});

describe("fpcalc", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "offbeat-fpcalc-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const file = (name: string, bytes: Buffer) => {
    const target = path.join(folder, name);
    writeFileSync(target, bytes);
    return target;
  };

  it("is reported unavailable when it is not installed", async () => {
    const wav = file("a.wav", makeWav({ seconds: 1 }));
    expect(await fingerprintFile("/nonexistent/fpcalc", wav)).toEqual({ state: "unavailable" });
  });

  it.runIf(hasFpcalc)("fails on a file that is not audio", async () => {
    const result = await fingerprintFile("fpcalc", file("junk.wav", Buffer.alloc(4096, 7)));
    expect(result.state).toBe("failed");
  });

  it.runIf(hasFpcalc)("fingerprints a WAV and its MP3 re-encode alike", async () => {
    const wav = await fingerprintFile("fpcalc", file("m.wav", makeWav({ seconds: 10, melody: 3 })));
    const mp3 = await fingerprintFile(
      "fpcalc",
      file("m.mp3", makeMp3({ seconds: 10, melody: 3, kbps: 96 })),
    );
    const other = await fingerprintFile(
      "fpcalc",
      file("o.wav", makeWav({ seconds: 10, melody: 4 })),
    );
    if (wav.state !== "computed" || mp3.state !== "computed" || other.state !== "computed")
      throw new Error("fpcalc made no fingerprint");
    expect(wav.durationSeconds).toBe(10);
    expect(wav.compressed).toMatch(/^AQAA/);
    expect(fingerprintScore(wav.raw, mp3.raw)).toBeGreaterThanOrEqual(90);
    expect(fingerprintScore(wav.raw, other.raw)).toBeLessThan(30);
  });
});
