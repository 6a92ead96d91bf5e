import { UploadMessages } from "@common/uploads.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, errorOf } from "../../test/client.ts";
import { makeImage, makeWav } from "../../test/media.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import {
  type Member,
  member,
  releaseInput,
  releaseOf,
  rows,
  setStatus,
  storedFiles,
  temporaryFiles,
  track,
  uploadArtwork,
  uploadOf,
  uploadWav,
} from "../releases/releaseTestKit.ts";
import * as schema from "./schema.ts";

// The smallest limit the setting allows, so a test's "large master" is a row's size, not a file.
const LIMIT = 1024 ** 3;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ DRAFT_STORAGE_GB: "1" });
});
afterAll(async () => {
  await env?.close();
});

/** Makes an upload stand for a master of `bytes` (the quota reads the rows' sizes). */
const resize = (uploadId: string, bytes: number) =>
  env.ctx.database.db.execute(sql`update uploads set size_bytes = ${bytes} where id = ${uploadId}`);

const uploadCount = async (who: Member) =>
  (
    await rows<{ n: number }>(
      env,
      sql`select count(*)::int as n from uploads where user_id = ${who.id}`,
    )
  )[0]?.n;

const wav = () => makeWav({ seconds: 3 });
const full = (used: number) => UploadMessages.storageFull(used, LIMIT);

describe("POST /api/uploads within the account's storage (DRAFT_STORAGE_GB)", () => {
  it("refuses (413) the file that would pass the limit, storing nothing; others are unaffected", async () => {
    const [ann, bo] = [await member(env), await member(env)];
    const master = await uploadWav(ann);
    await resize(master.id, LIMIT - 10);
    const files = storedFiles(env, ann.id);

    for (const [kind, bytes, name] of [
      ["audio", wav(), "second.wav"],
      ["artwork", await makeImage({ width: 320, height: 320 }), "cover.png"],
    ] as const) {
      const res = await ann.upload(kind, bytes, name);
      expect(res.status).toBe(413);
      expect(errorOf(res)).toMatchObject({
        code: "STORAGE_FULL",
        message: full(LIMIT - 10),
        fields: { file: full(LIMIT - 10) },
      });
    }
    expect(await uploadCount(ann)).toBe(1);
    expect(storedFiles(env, ann.id)).toEqual(files);
    expect(temporaryFiles(env)).toEqual([]);
    expect(full(LIMIT - 10)).toBe(
      "This file does not fit: your drafts and unused uploads take 1 GB of the 1 GB an account may keep until its releases are submitted. Remove files or delete drafts you no longer need, then upload again.",
    );

    expect((await bo.upload("audio", wav(), "bo.wav")).status).toBe(201);
  });

  it("refuses a full account before storing a byte", async () => {
    const ann = await member(env);
    const master = await uploadWav(ann);
    await resize(master.id, LIMIT);
    const res = await ann.upload("audio", wav(), "more.wav");
    expect(res.status).toBe(413);
    expect(errorOf(res).message).toBe(full(LIMIT));
    expect(storedFiles(env, ann.id)).toHaveLength(1);
  });

  it("counts a draft's files, not a submitted release's; removing a file gives its room back", async () => {
    const ann = await member(env);
    const master = await uploadWav(ann);
    const saved = await ann.post(
      "/api/releases",
      releaseInput({
        status: "draft",
        artistName: ann.artistName,
        tracks: [track("One", master.id)],
      }),
    );
    expect(saved.status).toBe(201);
    await resize(master.id, LIMIT - 10);
    expect((await ann.upload("audio", wav(), "b.wav")).status).toBe(413);

    // Submitted (and so later approved, distributed): the label's catalogue, never counted.
    await setStatus(env, releaseOf(saved).id, "submitted");
    const unused = await ann.upload("audio", wav(), "b.wav");
    expect(unused.status).toBe(201);

    // A file nothing uses counts until it is removed (or the cleanup takes it after a day).
    await resize(uploadOf(unused).id, LIMIT - 10);
    expect((await ann.upload("audio", wav(), "c.wav")).status).toBe(413);
    expect((await ann.del(`/api/uploads/${uploadOf(unused).id}`)).status).toBe(200);
    expect((await ann.upload("audio", wav(), "c.wav")).status).toBe(201);
  });

  it("tells the account what its drafts and unused uploads take (GET /api/uploads/storage)", async () => {
    const ann = await member(env);
    const storage = async () =>
      bodyOf(await ann.get("/api/uploads/storage"), schema.storage.response[200]).storage;
    expect(await storage()).toEqual({ usedBytes: 0, limitBytes: LIMIT });
    const [master, art] = [await uploadWav(ann), await uploadArtwork(ann)];
    const both = master.sizeBytes + art.sizeBytes;
    expect(await storage()).toEqual({ usedBytes: both, limitBytes: LIMIT });
    const saved = await ann.post(
      "/api/releases",
      releaseInput({
        artistName: ann.artistName,
        artworkUploadId: art.id,
        tracks: [track("One", master.id)],
      }),
    );
    expect(releaseOf(saved).status).toBe("submitted");
    expect(await storage()).toEqual({ usedBytes: 0, limitBytes: LIMIT });
  });

  it("lets only one of two uploads at once take the last room", async () => {
    const ann = await member(env);
    const bytes = wav();
    const master = await uploadWav(ann);
    // Room for one more file of this size, not two: both pass the first look at the account.
    const used = LIMIT - Math.floor(bytes.length * 1.5);
    await resize(master.id, used);
    const results = await Promise.all([
      ann.upload("audio", bytes, "left.wav"),
      ann.upload("audio", bytes, "right.wav"),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 413]);
    const refused = results.find((r) => r.status === 413);
    expect(refused && errorOf(refused).message).toBe(full(used + bytes.length));
    expect(await uploadCount(ann)).toBe(2);
    expect(storedFiles(env, ann.id)).toHaveLength(2);
  });
});
