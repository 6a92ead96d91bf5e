import { readdir } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploads } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";
import { makeWav } from "../test/media.ts";
import { createTestEnv, createUser, type TestEnv } from "../test/support.ts";
import { ingestUpload } from "./ingest.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env.close();
});

/** Every file under the storage folder (the uploads' own and the driver's temporary ones). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(env.dataDir, "files");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

describe("an upload the browser abandons halfway", () => {
  it("is answered as cancelled (400, not a server error) and leaves nothing behind", async () => {
    const user = await createUser(env.ctx);
    const wav = makeWav({ seconds: 2 });
    async function* halfThenReset() {
      yield wav.subarray(0, 64 * 1024);
      const reset = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
      throw reset;
    }
    // The folder exists (the driver made it), so an empty listing means nothing was kept.
    await ingestUpload(env.ctx, {
      userId: user.id,
      kind: "audio",
      fileName: "ok.wav",
      body: Readable.from(wav),
    });
    const before = await storedFiles();
    expect(before.length).toBeGreaterThan(0);
    const attempt = ingestUpload(env.ctx, {
      userId: user.id,
      kind: "audio",
      fileName: "half.wav",
      body: Readable.from(halfThenReset()),
    });
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ status: 400, code: "UPLOAD_CANCELLED" });
    expect(await env.ctx.database.db.select().from(uploads)).toHaveLength(1);
    expect(await storedFiles()).toEqual(before);
  });
});
