import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PreviewMessages } from "@common/trackPreview.ts";
import { eq, sql } from "drizzle-orm";
import { parseBuffer } from "music-metadata";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smartLinks, userPrivacySettings } from "../../db/schema/index.ts";
import { makeWav } from "../../test/media.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  type Member,
  member,
  releaseInput,
  releaseOf,
  setStatus,
  track,
  uploadArtwork,
  uploadOf,
  uploadWav,
} from "../releases/releaseTestKit.ts";

/**
 * The smart link's 30-second previews (issue 17) with the real ffmpeg, behind a wrapper that
 * counts its runs: a clip is cut once, then streamed from the storage.
 */
let env: TestEnv;
let artist: Member;
let tools: string;
let masterBytes: number;

const runsFile = () => path.join(tools, "runs");
const ffmpegRuns = () => readFileSync(runsFile(), "utf8").split("\n").filter(Boolean).length;
const get = (url: string, headers: Record<string, string> = {}) =>
  env.app.inject({ method: "GET", url, headers });

/** A distributed release with a public smart link at /r/<slug>. */
async function publicRelease(slug: string, tracks: ReturnType<typeof track>[]) {
  const artwork = await uploadArtwork(artist);
  const res = await artist.post(
    "/api/releases",
    releaseInput({
      title: slug,
      artistName: artist.artistName,
      artworkUploadId: artwork.id,
      tracks,
    }),
  );
  expect(res.status).toBe(201);
  const id = releaseOf(res).id;
  await setStatus(env, id, "distributed");
  await env.ctx.database.db.insert(smartLinks).values({ releaseId: id, slug });
  return id;
}

beforeAll(async () => {
  tools = mkdtempSync(path.join(tmpdir(), "offbeat-ffmpeg-"));
  writeFileSync(runsFile(), "");
  const wrapper = path.join(tools, "ffmpeg");
  writeFileSync(wrapper, `#!/bin/sh\necho run >> "${runsFile()}"\nexec ffmpeg "$@"\n`);
  chmodSync(wrapper, 0o755);
  env = await createTestEnv({ FFMPEG_PATH: wrapper });
  artist = await member(env);
  const master = makeWav({ seconds: 60, melody: 3 });
  masterBytes = master.length;
  const long = uploadOf(await artist.upload("audio", master, "long.wav"));
  const short = await uploadWav(artist, 3);
  await publicRelease("preview-test", [
    track("Long One", long.id, { previewStartTime: 15 }),
    track("No Preview", short.id),
  ]);
}, 60_000);
afterAll(async () => {
  await env?.close();
  if (tools) rmSync(tools, { recursive: true, force: true });
});

describe("GET /r/:slug/preview/:trackNumber.mp3", () => {
  it("cuts a 30-second MP3 once, however many ask at first, then streams the stored clip", async () => {
    const first = await Promise.all([1, 2, 3].map(() => get("/r/preview-test/preview/1.mp3")));
    for (const res of first) expect(res.statusCode).toBe(200);
    expect(ffmpegRuns()).toBe(1);

    const res = await get("/r/preview-test/preview/1.mp3");
    expect(res.statusCode).toBe(200);
    expect(ffmpegRuns()).toBe(1);
    expect(res.headers["content-type"]).toBe("audio/mpeg");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(res.headers["accept-ranges"]).toBe("bytes");

    const clip = res.rawPayload;
    expect(clip.equals(first[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true);
    // 30 s at 128 kbit/s is about 480 kB; the 60 s CD-quality master is over 10 MB.
    expect(clip.length).toBeLessThan(masterBytes / 10);
    const { format } = await parseBuffer(clip, { mimeType: "audio/mpeg" });
    expect(format.container).toBe("MPEG");
    expect(format.bitrate).toBe(128_000);
    expect(format.duration).toBeGreaterThan(29.5);
    expect(format.duration).toBeLessThan(30.5);
  });

  it("answers a byte range, as audio players ask", async () => {
    const whole = await get("/r/preview-test/preview/1.mp3");
    const res = await get("/r/preview-test/preview/1.mp3", { range: "bytes=100-199" });
    expect(res.statusCode).toBe(206);
    expect(res.headers["content-range"]).toBe(`bytes 100-199/${whole.rawPayload.length}`);
    expect(res.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);

    const past = await get("/r/preview-test/preview/1.mp3", { range: "bytes=99999999-" });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${whole.rawPayload.length}`);
  });

  it("answers 404 for a track without a preview, an unknown track or an unknown page", async () => {
    for (const url of [
      "/r/preview-test/preview/2.mp3",
      "/r/preview-test/preview/9.mp3",
      "/r/preview-test/preview/0.mp3",
      "/r/preview-test/preview/x.mp3",
      "/r/no-such-page/preview/1.mp3",
      "/r/Not_A_Slug/preview/1.mp3",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json<{ error: { message: string } }>().error.message).toBe(
        PreviewMessages.notFound,
      );
    }
  });

  it("answers 404 once the page is turned off, the artist private or the release taken down", async () => {
    const url = "/r/preview-test/preview/1.mp3";
    const db = env.ctx.database.db;
    const [link] = await db.select().from(smartLinks).where(eq(smartLinks.slug, "preview-test"));
    const releaseId = link?.releaseId ?? "";

    await db.update(smartLinks).set({ enabled: false }).where(eq(smartLinks.releaseId, releaseId));
    expect((await get(url)).statusCode).toBe(404);
    await db.update(smartLinks).set({ enabled: true }).where(eq(smartLinks.releaseId, releaseId));

    await db
      .insert(userPrivacySettings)
      .values({ userId: artist.id, profileVisibility: "private" });
    expect((await get(url)).statusCode).toBe(404);
    await db.delete(userPrivacySettings).where(eq(userPrivacySettings.userId, artist.id));

    await setStatus(env, releaseId, "taken_down");
    expect((await get(url)).statusCode).toBe(404);
    await setStatus(env, releaseId, "distributed");
    expect((await get(url)).statusCode).toBe(200);
  });

  it("keeps the clip in the storage under the track and its start", async () => {
    const rows = await env.ctx.database.db.execute<{ id: string }>(
      sql`select id from tracks where preview_start_time = 15`,
    );
    const trackId = rows.rows[0]?.id;
    expect(await env.ctx.storage.exists(`previews/${trackId}-15.mp3`)).toBe(true);
  });
});
