import { randomBytes } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { UploadMessages } from "@common/uploads.ts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "../../test/client.ts";
import { makeFlac, makeImage, makeMp3, makeWav } from "../../test/media.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import {
  type Member,
  MULTIPART_TYPE,
  member,
  multipart,
  releaseInput,
  rows,
  storedFiles,
  temporaryFiles,
  track,
  uploadArtwork,
  uploadOf,
  uploadWav,
} from "../releases/releaseTestKit.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

interface UploadRow {
  user_id: string;
  kind: string;
  storage_key: string;
  renditions: Record<string, string>;
}
const uploadRow = async (id: string) =>
  (await rows<UploadRow>(env, sql`select * from uploads where id = ${id}`))[0];
const uploadCount = async (who: Member) =>
  Number(
    (
      await rows<{ n: number }>(
        env,
        sql`select count(*)::int as n from uploads where user_id = ${who.id}`,
      )
    )[0]?.n,
  );

describe("POST /api/uploads (audio)", () => {
  it("reads a 24-bit/48 kHz stereo WAV and stores it for its owner", async () => {
    const ann = await member(env);
    const wav = makeWav({ seconds: 3, sampleRate: 48_000, bitDepth: 24 });
    // Only the file's own name is kept, never a folder the browser sent along.
    const res = await ann.upload("audio", wav, "../../Master Take.wav", "audio/wav");
    expect(res.status).toBe(201);
    const upload = uploadOf(res);
    expect(upload).toMatchObject({
      kind: "audio",
      originalName: "Master Take.wav",
      contentType: "audio/wav",
      sizeBytes: wav.length,
      durationSeconds: 3,
      sampleRate: 48_000,
      bitDepth: 24,
      channels: 2,
      codec: "PCM",
      lossless: true,
      width: null,
      thumbnailUrl: null,
      warnings: [],
    });
    const row = await uploadRow(upload.id);
    expect(row?.user_id).toBe(ann.id);
    expect(row?.kind).toBe("audio");
    expect(await env.ctx.storage.exists(row?.storage_key ?? "")).toBe(true);
    const stored = await env.ctx.storage.stat(row?.storage_key ?? "");
    expect(stored.size).toBe(wav.length);
  });

  it("reads a FLAC master as lossless, with its length rounded to whole seconds", async () => {
    const ann = await member(env);
    const flac = makeFlac({ seconds: 2.6, sampleRate: 96_000, bitDepth: 24 });
    const res = await ann.upload("audio", flac, "master.flac", "audio/flac");
    expect(res.status).toBe(201);
    expect(uploadOf(res)).toMatchObject({
      contentType: "audio/flac",
      codec: "FLAC",
      lossless: true,
      sampleRate: 96_000,
      bitDepth: 24,
      channels: 2,
      durationSeconds: 3,
      warnings: [],
    });
    const row = await uploadRow(uploadOf(res).id);
    expect(row?.storage_key).toMatch(/original\.flac$/);
  });

  it("reads an MP3 as lossy, with a warning and whole seconds", async () => {
    const ann = await member(env);
    const res = await ann.upload("audio", makeMp3({ seconds: 5 }), "demo.mp3", "audio/mpeg");
    expect(res.status).toBe(201);
    const upload = uploadOf(res);
    expect(upload).toMatchObject({
      contentType: "audio/mpeg",
      lossless: false,
      sampleRate: 44_100,
      channels: 2,
      durationSeconds: 5,
    });
    expect(Number.isInteger(upload.durationSeconds)).toBe(true);
    expect(upload.warnings).toEqual([
      `Lossy audio (${upload.codec}): stores prefer lossless WAV or FLAC masters.`,
    ]);
  });

  it("warns below CD quality without refusing", async () => {
    const ann = await member(env);
    const wav = makeWav({ seconds: 1, sampleRate: 22_050 });
    const res = await ann.upload("audio", wav, "lofi.wav");
    expect(res.status).toBe(201);
    expect(uploadOf(res).warnings).toEqual([
      "Below CD quality (16-bit/22.05 kHz): 16-bit/44.1 kHz or better is recommended.",
    ]);
  });

  it("goes by content, not by name: an MP3 called cover.png is audio", async () => {
    const ann = await member(env);
    const res = await ann.upload("audio", makeMp3({ seconds: 1 }), "cover.png", "image/png");
    expect(res.status).toBe(201);
    expect(uploadOf(res).contentType).toBe("audio/mpeg");
    const asArtwork = await ann.upload(
      "artwork",
      makeMp3({ seconds: 1 }),
      "cover.png",
      "image/png",
    );
    expect(asArtwork.status).toBe(415);
    expect(errorOf(asArtwork).message).toBe("Artwork must be a PNG or JPEG image.");
  });
});

describe("POST /api/uploads (artwork)", () => {
  it("reads a 3000x3000 PNG and makes WebP renditions behind a signed link", async () => {
    const ann = await member(env);
    const png = await makeImage({ width: 3000, height: 3000 });
    const res = await ann.upload("artwork", png, "cover.png", "image/png");
    expect(res.status).toBe(201);
    const upload = uploadOf(res);
    expect(upload).toMatchObject({
      kind: "artwork",
      contentType: "image/png",
      width: 3000,
      height: 3000,
      colorSpace: "srgb",
      durationSeconds: null,
      warnings: [],
    });
    const row = await uploadRow(upload.id);
    expect(Object.keys(row?.renditions ?? {}).sort()).toEqual(["medium", "thumb"]);
    for (const key of [row?.storage_key, row?.renditions.thumb, row?.renditions.medium]) {
      expect(await env.ctx.storage.exists(key ?? "")).toBe(true);
    }
    expect(upload.thumbnailUrl).toMatch(/^\/api\/files\/.+\?exp=\d+&sig=/);
    const thumb = await env.app.inject({ method: "GET", url: upload.thumbnailUrl ?? "" });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toContain("image/webp");
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 256,
      height: 256,
    });
  });

  it("warns about small, non-square artwork", async () => {
    const ann = await member(env);
    const png = await makeImage({ width: 300, height: 200 });
    const res = await ann.upload("artwork", png, "small.png");
    expect(res.status).toBe(201);
    expect(uploadOf(res).warnings).toEqual([
      "Artwork is 300x200 px: 3000x3000 px or larger is recommended.",
      "Artwork is not square (300x200 px).",
    ]);
  });

  it("warns about a CMYK JPEG", async () => {
    const ann = await member(env);
    const jpeg = await makeImage({ width: 64, height: 64, format: "jpeg", cmyk: true });
    const res = await ann.upload("artwork", jpeg, "print.jpg", "image/jpeg");
    expect(res.status).toBe(201);
    expect(uploadOf(res)).toMatchObject({ contentType: "image/jpeg", colorSpace: "cmyk" });
    expect(uploadOf(res).warnings).toContain(
      "Artwork uses the CMYK colour space: stores expect RGB.",
    );
  });
});

describe("POST /api/uploads refusals", () => {
  it("refuses the wrong type by content (415), storing nothing", async () => {
    const ann = await member(env);
    const text = await ann.upload(
      "audio",
      Buffer.from("these are not the bytes of a song\n"),
      "song.mp3",
      "audio/mpeg",
    );
    expect(text.status).toBe(415);
    expect(errorOf(text).message).toBe("Audio must be an MP3, WAV or FLAC file.");
    expect(errorOf(text).message).toBe(UploadMessages.audioType);

    const png = await ann.upload("audio", await makeImage({ width: 8, height: 8 }), "art.png");
    expect(png.status).toBe(415);
    expect(errorOf(png).message).toBe(UploadMessages.audioType);

    const wav = await ann.upload("artwork", makeWav({ seconds: 0.5 }), "song.wav");
    expect(wav.status).toBe(415);
    expect(errorOf(wav).message).toBe(UploadMessages.artworkType);

    // Right first bytes, then garbage: the decoders have the last word.
    const fakePng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(2000),
    ]);
    const broken = await ann.upload("artwork", fakePng, "broken.png");
    expect(broken.status).toBe(415);
    // A WAV header with nothing playable behind it: the right type, but not audio (400).
    const fakeWav = Buffer.concat([Buffer.from("RIFF\0\0\0\0WAVE", "latin1"), randomBytes(2000)]);
    const brokenWav = await ann.upload("audio", fakeWav, "broken.wav");
    expect(brokenWav.status).toBe(400);
    expect(errorOf(brokenWav).message).toBe(UploadMessages.notAudio);

    expect(await uploadCount(ann)).toBe(0);
    expect(storedFiles(env, ann.id)).toEqual([]);
  });

  it.each([
    ["just over the limit", 10 * 1024 * 1024 + 1],
    ["well over the limit", 12 * 1024 * 1024],
  ])("refuses artwork over 10 MB (%s) with 413, storing nothing", async (_label, size) => {
    const ann = await member(env);
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(size - 8),
    ]);
    const res = await ann.upload("artwork", big, "huge.png", "image/png");
    expect(res.status).toBe(413);
    expect(errorOf(res).message).toBe("Artwork must be 10 MB or smaller.");
    expect(await uploadCount(ann)).toBe(0);
    expect(storedFiles(env, ann.id)).toEqual([]);
    expect(temporaryFiles(env)).toEqual([]);
  });

  it("refuses artwork whose header claims more than 8000x8000 px before decoding it", async () => {
    const ann = await member(env);
    // A real PNG header (IHDR with its CRC) for 9000x9000, one row of pixel data, then the end:
    // about a hundred bytes that would take 243 MB to decode.
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(9000, 0);
    ihdr.writeUInt32BE(9000, 4);
    ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", ihdr),
      chunk("IDAT", deflateSync(Buffer.alloc(1 + 9000 * 3))),
      chunk("IEND", Buffer.alloc(0)),
    ]);
    const res = await ann.upload("artwork", png, "poster.png", "image/png");
    expect(res.status).toBe(413);
    expect(errorOf(res).message).toBe("Artwork must be at most 8000x8000 px.");
    expect(await uploadCount(ann)).toBe(0);
    expect(storedFiles(env, ann.id)).toEqual([]);
  });

  it("refuses an empty file and a request without a file (400)", async () => {
    const ann = await member(env);
    const empty = await ann.upload("audio", Buffer.alloc(0), "empty.wav");
    expect(empty.status).toBe(400);
    expect(errorOf(empty).message).toBe(UploadMessages.fileTooSmall);

    const noFile = await env.app.inject({
      method: "POST",
      url: "/api/uploads?kind=audio",
      payload: `--${MULTIPART_TYPE.split("boundary=")[1]}--\r\n`,
      headers: { cookie: ann.cookie, origin: TEST_ORIGIN, "content-type": MULTIPART_TYPE },
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(UploadMessages.noFile);

    const notMultipart = await ann.post("/api/uploads?kind=audio", { file: "x" });
    expect(notMultipart.status).toBe(400);
    expect(errorOf(notMultipart).message).toBe(UploadMessages.noFile);
    expect(await uploadCount(ann)).toBe(0);
  });

  it("refuses an unknown kind", async () => {
    const ann = await member(env);
    const res = await env.app.inject({
      method: "POST",
      url: "/api/uploads?kind=video",
      payload: multipart(makeWav({ seconds: 0.1 }), "a.wav", "audio/wav"),
      headers: { cookie: ann.cookie, origin: TEST_ORIGIN, "content-type": MULTIPART_TYPE },
    });
    expect(res.statusCode).toBe(400);
  });

  it("needs a session (401) and the same origin (403)", async () => {
    const signedOut = await env.app.inject({
      method: "POST",
      url: "/api/uploads?kind=audio",
      payload: multipart(makeWav({ seconds: 0.1 }), "a.wav", "audio/wav"),
      headers: { origin: TEST_ORIGIN, "content-type": MULTIPART_TYPE },
    });
    expect(signedOut.statusCode).toBe(401);

    const ann = await member(env);
    const crossSite = await env.app.inject({
      method: "POST",
      url: "/api/uploads?kind=audio",
      payload: multipart(makeWav({ seconds: 0.1 }), "a.wav", "audio/wav"),
      headers: {
        cookie: ann.cookie,
        origin: "https://evil.example",
        "content-type": MULTIPART_TYPE,
      },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.code).toBe("CROSS_ORIGIN");
    expect(await uploadCount(ann)).toBe(0);
  });
});

describe("DELETE /api/uploads/:id", () => {
  it("removes my unused upload with its renditions", async () => {
    const ann = await member(env);
    const art = await uploadArtwork(ann);
    const row = await uploadRow(art.id);
    const keys = [row?.storage_key ?? "", ...Object.values(row?.renditions ?? {})];
    expect(keys).toHaveLength(3);
    const res = await ann.del(`/api/uploads/${art.id}`);
    expect(res.status).toBe(200);
    expect(await uploadRow(art.id)).toBeUndefined();
    for (const key of keys) expect(await env.ctx.storage.exists(key)).toBe(false);
  });

  it("answers 404 for someone else's upload and leaves it alone", async () => {
    const [ann, bo] = [await member(env), await member(env)];
    const audio = await uploadWav(ann);
    const res = await bo.del(`/api/uploads/${audio.id}`);
    expect(res.status).toBe(404);
    expect(await uploadRow(audio.id)).toBeDefined();
    const missing = await bo.del("/api/uploads/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
  });

  it("refuses (409) to remove a file a release uses", async () => {
    const ann = await member(env);
    const [audio, art] = [await uploadWav(ann), await uploadArtwork(ann)];
    const saved = await ann.post(
      "/api/releases",
      releaseInput({
        status: "draft",
        artistName: ann.artistName,
        artworkUploadId: art.id,
        tracks: [track("One", audio.id)],
      }),
    );
    expect(saved.status).toBe(201);
    for (const id of [audio.id, art.id]) {
      const res = await ann.del(`/api/uploads/${id}`);
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(UploadMessages.inUse);
      expect(await uploadRow(id)).toBeDefined();
    }
  });
});
