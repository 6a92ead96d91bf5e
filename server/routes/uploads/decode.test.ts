import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { UploadMessages } from "@common/uploads.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../test/client.ts";
import { makeFlac, makeMp3, makeWav, wavHeader } from "../../test/media.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  type Member,
  member,
  rows,
  storedFiles,
  temporaryFiles,
  uploadOf,
} from "../releases/releaseTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const uploadCount = async (who: Member) =>
  Number(
    (
      await rows<{ n: number }>(
        env,
        sql`select count(*)::int as n from uploads where user_id = ${who.id}`,
      )
    )[0]?.n,
  );

/** An MPEG-1 Layer III frame header: 128 kbit/s, 44.1 kHz, joint stereo. */
const MP3_FRAME_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x64]);

/** An empty ID3v2.4 tag of `size` bytes of padding, as taggers write in front of an MP3. */
function id3Tag(size = 1024): Buffer {
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  header[6] = (size >> 21) & 0x7f;
  header[7] = (size >> 14) & 0x7f;
  header[8] = (size >> 7) & 0x7f;
  header[9] = size & 0x7f;
  return Buffer.concat([header, Buffer.alloc(size)]);
}

async function expectRefused(who: Member, bytes: Buffer, name: string) {
  const res = await who.upload("audio", bytes, name, "audio/mpeg");
  expect(res.status).toBe(400);
  expect(errorOf(res)).toMatchObject({
    code: "NOT_AUDIO",
    message: "This file is not audio we can read.",
    fields: { file: UploadMessages.notAudio },
  });
  expect(await uploadCount(who)).toBe(0);
  expect(storedFiles(env, who.id)).toEqual([]);
  expect(temporaryFiles(env)).toEqual([]);
}

describe("POST /api/uploads: audio must decode", () => {
  it.each([
    ["a few hundred kilobytes", 300_000],
    ["several megabytes (given up on before the end)", 6 * 1024 * 1024],
  ])("refuses random bytes behind an MP3 frame header: %s", async (_label, size) => {
    const ann = await member(env);
    await expectRefused(ann, Buffer.concat([MP3_FRAME_HEADER, randomBytes(size)]), "noise.mp3");
  });

  it("refuses random bytes behind an ID3v2 tag", async () => {
    const ann = await member(env);
    await expectRefused(ann, Buffer.concat([id3Tag(), randomBytes(2 * 1024 * 1024)]), "tag.mp3");
    await expectRefused(ann, Buffer.concat([id3Tag(), randomBytes(50_000)]), "small.mp3");
  });

  it("refuses a container that does not carry its own codec (a FLAC behind an ID3 tag)", async () => {
    const ann = await member(env);
    await expectRefused(ann, Buffer.concat([id3Tag(), makeFlac({ seconds: 2 })]), "x.mp3");
  });

  it("refuses a WAV header with no samples behind it (length 0)", async () => {
    const ann = await member(env);
    await expectRefused(ann, makeWav({ seconds: 0 }), "empty.wav");
  });

  it("still accepts real MP3 (tagged, and shorter than a second), WAV and FLAC", async () => {
    const ann = await member(env);
    const tagged = await ann.upload(
      "audio",
      Buffer.concat([id3Tag(4096), makeMp3({ seconds: 3 })]),
      "tagged.mp3",
    );
    expect(tagged.status).toBe(201);
    expect(uploadOf(tagged)).toMatchObject({ contentType: "audio/mpeg", durationSeconds: 3 });
    const short = await ann.upload("audio", makeMp3({ seconds: 0.3 }), "blip.mp3");
    expect(short.status).toBe(201);
    expect(uploadOf(short).durationSeconds).toBe(1);
    const wav = await ann.upload("audio", makeWav({ seconds: 1 }), "a.wav");
    expect(wav.status).toBe(201);
    const flac = await ann.upload("audio", makeFlac({ seconds: 1 }), "a.flac");
    expect(flac.status).toBe(201);
    expect(await uploadCount(ann)).toBe(4);
  });
});

/** The same ffmpeg the server cuts previews with (.ci/run checks it is installed). */
const FFMPEG = process.env.FFMPEG_PATH ?? "ffmpeg";

/** A real encoder's file: ffmpeg writes a LIST chunk into WAV and compresses FLAC frames. */
function ffmpegTone(extension: "wav" | "flac", seconds: number): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), "truncated-"));
  const file = path.join(dir, `tone.${extension}`);
  try {
    execFileSync(FFMPEG, [
      ...["-loglevel", "error", "-f", "lavfi", "-i", `sine=frequency=440:duration=${seconds}`],
      ...["-ac", "2", "-ar", "44100", file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Bytes up to the end of FLAC's metadata blocks: a header with no audio frames behind it. */
function flacHeaderOnly(flac: Buffer): Buffer {
  let at = 4;
  for (;;) {
    const last = ((flac[at] ?? 0x80) & 0x80) !== 0;
    at += 4 + flac.readUIntBE(at + 1, 3);
    if (last) return flac.subarray(0, at);
  }
}

describe("POST /api/uploads: WAV and FLAC must hold the length their header declares", () => {
  async function expectTruncated(who: Member, bytes: Buffer, name: string) {
    const res = await who.upload("audio", bytes, name);
    expect(res.status).toBe(400);
    expect(errorOf(res)).toMatchObject({
      code: "AUDIO_TRUNCATED",
      message: UploadMessages.audioTruncated,
      fields: { file: UploadMessages.audioTruncated },
    });
  }

  it("refuses a 180-second WAV header followed by 1,000 bytes, and a WAV cut in half", async () => {
    const ann = await member(env);
    await expectTruncated(
      ann,
      Buffer.concat([wavHeader(180 * 44_100 * 4), Buffer.alloc(1000)]),
      "header.wav",
    );
    const wav = ffmpegTone("wav", 3);
    await expectTruncated(ann, wav.subarray(0, wav.length / 2), "half.wav");
    await expectTruncated(ann, makeWav({ seconds: 2 }).subarray(0, 100_000), "cut.wav");
    expect(await uploadCount(ann)).toBe(0);
    expect(storedFiles(env, ann.id)).toEqual([]);

    const whole = await ann.upload("audio", wav, "whole.wav");
    expect(whole.status).toBe(201);
    expect(uploadOf(whole).durationSeconds).toBe(3);
  });

  it("refuses a FLAC with only its header blocks, and one cut short; accepts it whole", async () => {
    const ann = await member(env);
    const flac = ffmpegTone("flac", 3);
    await expectTruncated(ann, flacHeaderOnly(flac), "header.flac");
    await expectTruncated(ann, flac.subarray(0, Math.round(flac.length / 3)), "third.flac");
    const made = makeFlac({ seconds: 2 });
    await expectTruncated(ann, flacHeaderOnly(made), "made-header.flac");
    expect(await uploadCount(ann)).toBe(0);

    const whole = await ann.upload("audio", flac, "whole.flac");
    expect(whole.status).toBe(201);
    expect(uploadOf(whole).durationSeconds).toBe(3);
    expect((await ann.upload("audio", made, "made.flac")).status).toBe(201);
  });

  it("refuses a FLAC whose STREAMINFO declares block size 0, or whose frames are no frames", async () => {
    const ann = await member(env);
    const made = makeFlac({ seconds: 2 });
    const header = flacHeaderOnly(made);
    // The fuzz run's file: a header declaring seconds of audio, block sizes 0, nothing after.
    const zero = Buffer.from(header);
    zero.fill(0, 8, 12);
    await expectTruncated(ann, zero, "zero-block.flac");
    const zeroWithFrames = Buffer.from(made);
    zeroWithFrames.fill(0, 8, 12);
    await expectTruncated(ann, zeroWithFrames, "zero-block-frames.flac");
    const noFrames = Buffer.concat([header, Buffer.alloc(made.length - header.length, 0x55)]);
    await expectTruncated(ann, noFrames, "no-frames.flac");
    expect(await uploadCount(ann)).toBe(0);
    expect(storedFiles(env, ann.id)).toEqual([]);
  });
});

describe("POST /api/uploads: artwork is never SVG", () => {
  it("refuses an SVG cover by content, whatever it is called (415)", async () => {
    const ann = await member(env);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="3000" height="3000"><rect width="9" height="9"/></svg>',
    );
    const res = await ann.upload("artwork", svg, "cover.png", "image/png");
    expect(res.status).toBe(415);
    expect(errorOf(res).message).toBe(UploadMessages.artworkType);
    expect(await uploadCount(ann)).toBe(0);
  });
});
