import { Readable } from "node:stream";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releases, tracks, uploads } from "../db/schema/index.ts";
import { makeImage, makeWav } from "../test/media.ts";
import { createTestEnv, createUser, type TestEnv } from "../test/support.ts";
import { ingestUpload, type UploadRow, uploadKeys } from "../uploads/ingest.ts";
import { cleanupOrphanUploads } from "./cleanupUploads.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

async function upload(
  userId: string,
  kind: "audio" | "artwork",
  bytes: Buffer,
): Promise<UploadRow> {
  return ingestUpload(env.ctx, {
    userId,
    kind,
    fileName: `f.${kind === "audio" ? "wav" : "png"}`,
    body: Readable.from(bytes),
  });
}

const ageBy = (id: string, hours: number) =>
  env.ctx.database.db
    .update(uploads)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(uploads.id, id));

const allStored = async (row: UploadRow) =>
  (await Promise.all(uploadKeys(row).map((key) => env.ctx.storage.exists(key)))).every(Boolean);

describe("orphan upload cleanup", () => {
  it("removes day-old uploads nothing uses, with their files, and keeps the rest", async () => {
    const user = await createUser(env.ctx, { email: "cleanup@example.com" });
    const wav = makeWav({ seconds: 1 });
    const png = await makeImage({ width: 64, height: 64 });
    const usedAudio = await upload(user.id, "audio", wav);
    const usedArtwork = await upload(user.id, "artwork", png);
    const oldOrphanAudio = await upload(user.id, "audio", makeWav({ seconds: 1, frequency: 220 }));
    const oldOrphanArtwork = await upload(
      user.id,
      "artwork",
      await makeImage({ width: 32, height: 32 }),
    );
    const freshOrphan = await upload(user.id, "audio", makeWav({ seconds: 1, frequency: 330 }));

    const [release] = await env.ctx.database.db
      .insert(releases)
      .values({
        userId: user.id,
        title: "Kept",
        artistName: "Kept",
        releaseType: "single",
        artworkUploadId: usedArtwork.id,
        metadata: {
          created_from: "web_platform",
          selected_platforms: [],
          tracks_with_audio: 1,
          upload_timestamp: "",
        },
      })
      .returning();
    await env.ctx.database.db.insert(tracks).values({
      releaseId: release!.id,
      trackNumber: 1,
      title: "One",
      audioUploadId: usedAudio.id,
    });

    for (const row of [usedAudio, usedArtwork, oldOrphanAudio, oldOrphanArtwork])
      await ageBy(row.id, 25);
    await ageBy(freshOrphan.id, 23);
    expect(await allStored(oldOrphanArtwork)).toBe(true);
    expect(uploadKeys(oldOrphanArtwork)).toHaveLength(3);

    expect(await cleanupOrphanUploads(env.ctx)).toBe(2);

    const left = await env.ctx.database.db.select({ id: uploads.id }).from(uploads);
    expect(left.map((r) => r.id).sort()).toEqual(
      [usedAudio.id, usedArtwork.id, freshOrphan.id].sort(),
    );
    for (const key of [...uploadKeys(oldOrphanAudio), ...uploadKeys(oldOrphanArtwork)]) {
      expect(await env.ctx.storage.exists(key)).toBe(false);
    }
    for (const row of [usedAudio, usedArtwork, freshOrphan])
      expect(await allStored(row)).toBe(true);

    // A second run finds nothing more to do.
    expect(await cleanupOrphanUploads(env.ctx)).toBe(0);
  });
});
