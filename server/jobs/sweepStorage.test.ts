import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { releases, tracks, users } from "../db/schema/index.ts";
import { previewKey } from "../smartLinks/previewMaker.ts";
import { avatarKey, avatarUrl } from "../storage/avatarKeys.ts";
import {
  type LocalS3Server,
  s3rverBucketPaths,
  startLocalS3Server,
} from "../storage/localS3Server.ts";
import { s3Storage } from "../storage/s3Storage.ts";
import type { Storage } from "../storage/storage.ts";
import { makeImage, makeWav } from "../test/media.ts";
import { createTestEnv, createUser, type TestEnv } from "../test/support.ts";
import { ingestUpload, uploadKeys } from "../uploads/ingest.ts";
import { sweepStorage } from "./cleanupUploads.ts";

let env: TestEnv;
let s3: LocalS3Server;
beforeAll(async () => {
  env = await createTestEnv();
  s3 = await startLocalS3Server();
});
afterAll(async () => {
  await s3?.stop();
  await env?.close();
});

const HOUR = 60 * 60 * 1000;
const put = (storage: Storage, key: string, text = "x") =>
  storage.put(key, Readable.from([Buffer.from(text)]), { contentType: "application/octet-stream" });

async function bucketStorage(): Promise<Storage> {
  const bucket = `sweep-${randomUUID().slice(0, 8)}`;
  const options = {
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  };
  const client = new S3Client(options);
  s3rverBucketPaths(client);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return s3Storage({
    bucket,
    region: "us-east-1",
    endpoint: s3.endpoint,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    forcePathStyle: true,
    configureClient: s3rverBucketPaths,
  });
}

describe.each([
  ["local folder", async () => env.ctx.storage],
  ["S3-compatible bucket", bucketStorage],
])("storage sweep (%s)", (_name, makeStorage) => {
  it("removes files no row references once an hour old, and keeps every referenced one", async () => {
    const storage = await makeStorage();
    const ctx = { ...env.ctx, storage };
    const user = await createUser(env.ctx);
    // Referenced: an upload's original and renditions, and the user's current avatar.
    const audio = await ingestUpload(ctx, {
      userId: user.id,
      kind: "audio",
      fileName: "a.wav",
      body: Readable.from(makeWav({ seconds: 1 })),
    });
    const art = await ingestUpload(ctx, {
      userId: user.id,
      kind: "artwork",
      fileName: "a.png",
      body: Readable.from(await makeImage({ width: 32, height: 32 })),
    });
    const avatar = randomUUID();
    await put(storage, avatarKey(user.id, avatar));
    await env.ctx.database.db
      .update(users)
      .set({ image: avatarUrl(user.id, avatar) })
      .where(eq(users.id, user.id));
    // Unreferenced: an upload whose row was never written, a replaced avatar, a deleted user's.
    const orphans = [
      `uploads/${user.id}/${randomUUID()}/original.wav`,
      avatarKey(user.id, randomUUID()),
      avatarKey(randomUUID(), randomUUID()),
    ];
    for (const key of orphans) await put(storage, key);
    // Not the sweep's to judge: files outside the folders rows describe.
    await put(storage, "exports/report.csv");
    const referenced = [...uploadKeys(audio), ...uploadKeys(art), avatarKey(user.id, avatar)];

    // Fresh: an upload may still be on its way to its row. Nothing is touched.
    const fresh = await sweepStorage({ ...env.ctx, storage });
    expect(fresh.unreferencedFiles).toBe(0);
    for (const key of orphans) expect(await storage.exists(key)).toBe(true);

    // An hour and more later, the orphans go and everything a row names stays.
    const later = await sweepStorage({ ...env.ctx, storage }, new Date(Date.now() + 2 * HOUR));
    expect(later).toMatchObject({ unreferencedFiles: orphans.length, failedDeletes: 0 });
    for (const key of orphans) expect(await storage.exists(key)).toBe(false);
    for (const key of referenced) expect(await storage.exists(key)).toBe(true);
    expect(await storage.exists("exports/report.csv")).toBe(true);
  });
});

describe("storage sweep of preview clips", () => {
  it("removes clips of deleted tracks and of an old or removed start, and keeps current ones", async () => {
    const { db } = env.ctx.database;
    const user = await createUser(env.ctx);
    const [release] = await db
      .insert(releases)
      .values({
        userId: user.id,
        title: "Previewed",
        artistName: "Previewed",
        releaseType: "ep",
        metadata: {
          created_from: "web_platform",
          selected_platforms: [],
          tracks_with_audio: 0,
          upload_timestamp: "",
        },
      })
      .returning();
    const [moved, removed, deletedLater] = await db
      .insert(tracks)
      .values([
        { releaseId: release!.id, trackNumber: 1, title: "Moved", previewStartTime: 45 },
        { releaseId: release!.id, trackNumber: 2, title: "Removed", previewStartTime: null },
        { releaseId: release!.id, trackNumber: 3, title: "Deleted", previewStartTime: 0 },
      ])
      .returning();
    const current = previewKey({ trackId: moved!.id, start: 45 });
    const stale = [
      previewKey({ trackId: moved!.id, start: 15 }), // the artist moved the start since
      previewKey({ trackId: removed!.id, start: 0 }), // the artist turned the preview off
      previewKey({ trackId: deletedLater!.id, start: 0 }), // the track is gone
      previewKey({ trackId: randomUUID(), start: 30 }), // a track deleted long ago
    ];
    for (const key of [current, ...stale]) await put(env.ctx.storage, key);
    await db.delete(tracks).where(eq(tracks.id, deletedLater!.id));

    // Fresh: a clip just cut may belong to a start saved a moment ago. Nothing is touched.
    expect((await sweepStorage(env.ctx)).unreferencedFiles).toBe(0);
    for (const key of stale) expect(await env.ctx.storage.exists(key)).toBe(true);

    const later = await sweepStorage(env.ctx, new Date(Date.now() + 2 * HOUR));
    expect(later).toMatchObject({ unreferencedFiles: stale.length, failedDeletes: 0 });
    for (const key of stale) expect(await env.ctx.storage.exists(key)).toBe(false);
    expect(await env.ctx.storage.exists(current)).toBe(true);
  });
});

describe("storage sweep of the local driver's temporary files", () => {
  it("removes partial writes an hour old and keeps the ones in progress", async () => {
    const tmp = path.join(env.dataDir, "files", ".tmp");
    mkdirSync(tmp, { recursive: true });
    const old = path.join(tmp, `${randomUUID()}.part`);
    const inProgress = path.join(tmp, `${randomUUID()}.part`);
    writeFileSync(old, "half an upload");
    writeFileSync(inProgress, "an upload under way");
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    // A content-type record left without its file by a crash between the two renames.
    const metaDir = path.join(env.dataDir, "files", ".meta", "uploads", randomUUID());
    mkdirSync(metaDir, { recursive: true });
    const strayMeta = path.join(metaDir, "original.wav.json");
    writeFileSync(strayMeta, "{}");
    utimesSync(strayMeta, twoHoursAgo, twoHoursAgo);

    const result = await sweepStorage(env.ctx);
    expect(result.abandonedWrites).toBe(2);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(strayMeta)).toBe(false);
    expect(existsSync(inProgress)).toBe(true);
  });
});

describe("storage sweep failures", () => {
  it("logs a file it could not delete and goes on", async () => {
    const key = `uploads/${randomUUID()}/${randomUUID()}/original.wav`;
    await put(env.ctx.storage, key);
    const failing: Storage = {
      ...env.ctx.storage,
      delete: async () => {
        throw new Error("disk is read-only");
      },
    };
    const error = vi.fn();
    const log = { error, info: vi.fn() } as unknown as Logger;
    const result = await sweepStorage(
      { database: env.ctx.database, storage: failing, log },
      new Date(Date.now() + 2 * HOUR),
    );
    expect(result.failedDeletes).toBeGreaterThanOrEqual(1);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ key }),
      "storage sweep could not delete a file",
    );
    expect(await env.ctx.storage.exists(key)).toBe(true);
  });
});
