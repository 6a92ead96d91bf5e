import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FileTooLargeError,
  InvalidKeyError,
  ObjectNotFoundError,
  RangeNotSatisfiableError,
  type Storage,
} from "./storage.ts";

export interface StorageHarness {
  storage: Storage;
  /** Everything the backend holds (files on disk, objects in the bucket), to prove a failed write left nothing. */
  listStored(): Promise<string[]>;
  teardown(): Promise<void>;
}

const MiB = 1024 * 1024;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const newKey = (name = "file.bin") => `uploads/${randomUUID()}/${name}`;

/** Streams `bytes` in small chunks, as an upload arrives, never as one buffer. */
function streamOf(bytes: Buffer, chunkSize = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
    })(),
  );
}

/** A stream that sends some bytes and then fails, like a browser closing mid-upload. */
function failingStream(error: Error): Readable {
  return Readable.from(
    (async function* () {
      yield randomBytes(10_000);
      throw error;
    })(),
  );
}

/** The rules every storage driver must keep; each driver's test file runs them. */
export function describeStorageContract(name: string, setup: () => Promise<StorageHarness>) {
  describe(`${name} storage`, () => {
    let harness: StorageHarness;
    let storage: Storage;
    beforeAll(async () => {
      harness = await setup();
      storage = harness.storage;
    });
    afterAll(async () => {
      await harness?.teardown();
    });

    it("reads back exactly the bytes written, with their size, SHA-256 and content type", async () => {
      const bytes = randomBytes(300_000);
      const key = newKey("song.wav");
      const stored = await storage.put(key, streamOf(bytes), { contentType: "audio/wav" });
      expect(stored).toEqual({ key, size: bytes.length, sha256: sha256(bytes) });

      const object = await storage.get(key);
      expect(object).toMatchObject({ key, size: bytes.length, contentType: "audio/wav" });
      expect((await buffer(object.body)).equals(bytes)).toBe(true);
      expect(await storage.stat(key)).toEqual({
        key,
        size: bytes.length,
        contentType: "audio/wav",
      });
      expect(await storage.exists(key)).toBe(true);
    });

    it("streams a file larger than one multipart part (12 MiB) intact", async () => {
      const bytes = randomBytes(12 * MiB);
      const key = newKey("album.zip");
      const stored = await storage.put(key, streamOf(bytes), {
        contentType: "application/zip",
        maxBytes: 20 * MiB,
      });
      expect(stored.size).toBe(bytes.length);
      expect(stored.sha256).toBe(sha256(bytes));
      const back = await buffer((await storage.get(key)).body);
      expect(sha256(back)).toBe(sha256(bytes));
    });

    it("stores an empty file and a file of exactly the size limit", async () => {
      const empty = newKey("empty.txt");
      expect(
        await storage.put(empty, streamOf(Buffer.alloc(0)), { contentType: "text/plain" }),
      ).toMatchObject({ size: 0, sha256: sha256(Buffer.alloc(0)) });
      expect((await buffer((await storage.get(empty)).body)).length).toBe(0);

      const exact = newKey();
      const bytes = randomBytes(1000);
      await storage.put(exact, streamOf(bytes, 100), { contentType: "image/png", maxBytes: 1000 });
      expect((await buffer((await storage.get(exact)).body)).equals(bytes)).toBe(true);
    });

    it.each([
      ["a small file", 5_000, 1_000],
      ["a file past one multipart part", 12 * MiB, 6 * MiB],
    ])("refuses %s over the size limit and leaves nothing behind", async (_, size, maxBytes) => {
      const before = await harness.listStored();
      const key = newKey();
      const write = storage.put(key, streamOf(randomBytes(size)), {
        contentType: "audio/flac",
        maxBytes,
      });
      await expect(write).rejects.toThrow(FileTooLargeError);
      await expect(write).rejects.toMatchObject({ maxBytes });
      expect(await storage.exists(key)).toBe(false);
      expect(await harness.listStored()).toEqual(before);
    });

    it("keeps the previous file when its replacement is too large", async () => {
      const key = newKey("cover.jpg");
      const original = randomBytes(500);
      await storage.put(key, streamOf(original), { contentType: "image/jpeg" });
      await expect(
        storage.put(key, streamOf(randomBytes(5_000)), {
          contentType: "image/png",
          maxBytes: 1000,
        }),
      ).rejects.toThrow(FileTooLargeError);
      const object = await storage.get(key);
      expect(object.contentType).toBe("image/jpeg");
      expect((await buffer(object.body)).equals(original)).toBe(true);
    });

    it("fails the write when the upload stream breaks, leaving nothing behind", async () => {
      const before = await harness.listStored();
      const key = newKey();
      await expect(
        storage.put(key, failingStream(new Error("client went away")), {
          contentType: "audio/wav",
        }),
      ).rejects.toThrow("client went away");
      expect(await storage.exists(key)).toBe(false);
      expect(await harness.listStored()).toEqual(before);
    });

    it("replaces a file written again under the same key", async () => {
      const key = newKey();
      await storage.put(key, streamOf(Buffer.from("first")), { contentType: "text/plain" });
      await storage.put(key, streamOf(Buffer.from("second version")), {
        contentType: "application/json",
      });
      const object = await storage.get(key);
      expect(object).toMatchObject({ size: 14, contentType: "application/json" });
      expect((await buffer(object.body)).toString()).toBe("second version");
    });

    it("serves an inclusive byte range, clamping an end past the last byte", async () => {
      const bytes = randomBytes(10_000);
      const key = newKey("track.mp3");
      await storage.put(key, streamOf(bytes), { contentType: "audio/mpeg" });

      const middle = await storage.get(key, { range: { start: 100, end: 199 } });
      expect(middle).toMatchObject({ size: 10_000, range: { start: 100, end: 199 } });
      expect((await buffer(middle.body)).equals(bytes.subarray(100, 200))).toBe(true);

      const tail = await storage.get(key, { range: { start: 9_990, end: 20_000 } });
      expect(tail.range).toEqual({ start: 9_990, end: 9_999 });
      expect((await buffer(tail.body)).equals(bytes.subarray(9_990))).toBe(true);

      await expect(storage.get(key, { range: { start: 10_000, end: 10_010 } })).rejects.toThrow(
        RangeNotSatisfiableError,
      );
    });

    it("reports a missing file as not found", async () => {
      const key = newKey();
      await expect(storage.get(key)).rejects.toThrow(ObjectNotFoundError);
      await expect(storage.stat(key)).rejects.toThrow(ObjectNotFoundError);
      await expect(storage.get(key, { range: { start: 0, end: 1 } })).rejects.toThrow(
        ObjectNotFoundError,
      );
      expect(await storage.exists(key)).toBe(false);
    });

    it("deletes a file, and deleting it again is not an error", async () => {
      const key = newKey();
      const before = await harness.listStored();
      await storage.put(key, streamOf(randomBytes(100)), { contentType: "text/plain" });
      await storage.delete(key);
      await storage.delete(key);
      await storage.delete(newKey());
      await expect(storage.get(key)).rejects.toThrow(ObjectNotFoundError);
      expect(await harness.listStored()).toEqual(before);
    });

    it("lists what is stored under a prefix, with its size and when it was written", async () => {
      const folder = `uploads/${randomUUID()}/`;
      const started = Date.now();
      await storage.put(`${folder}a.wav`, streamOf(randomBytes(1_500)), {
        contentType: "audio/wav",
      });
      await storage.put(`${folder}art/thumb.webp`, streamOf(randomBytes(20)), {
        contentType: "image/webp",
      });
      await storage.put(newKey(), streamOf(randomBytes(5)), { contentType: "text/plain" });
      // A failed write is not listed (nor is any of the driver's own bookkeeping).
      await storage
        .put(`${folder}broken.wav`, failingStream(new Error("gone")), { contentType: "audio/wav" })
        .catch(() => undefined);
      const listed = [];
      for await (const object of storage.list(folder)) listed.push(object);
      listed.sort((a, b) => a.key.localeCompare(b.key));
      expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
        { key: `${folder}a.wav`, size: 1_500 },
        { key: `${folder}art/thumb.webp`, size: 20 },
      ]);
      for (const { modified } of listed) {
        // S3 keeps whole seconds.
        expect(modified.getTime()).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
        expect(modified.getTime()).toBeLessThanOrEqual(Date.now());
      }
      const everything = [];
      for await (const object of storage.list("")) everything.push(object.key);
      expect(everything).toContain(`${folder}a.wav`);
      expect(everything.every((key) => !key.startsWith("."))).toBe(true);
    });

    it("removes no finished file when removing abandoned writes", async () => {
      const key = newKey();
      await storage.put(key, streamOf(randomBytes(100)), { contentType: "text/plain" });
      const before = await harness.listStored();
      expect(await storage.removeAbandonedWrites(new Date(Date.now() + 60_000))).toBe(0);
      expect(await harness.listStored()).toEqual(before);
      expect(await storage.exists(key)).toBe(true);
    });

    it.each([
      "../outside.txt",
      "/etc/passwd",
      "uploads/../../outside.txt",
      "uploads//double",
      "uploads/",
      ".meta/x.json",
      "uploads/.tmp/x",
      "with space.txt",
      "back\\slash",
      "",
      "x".repeat(513),
    ])("refuses the unsafe key %j", async (key) => {
      await expect(
        storage.put(key, streamOf(Buffer.from("x")), { contentType: "text/plain" }),
      ).rejects.toThrow(InvalidKeyError);
      await expect(storage.get(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.stat(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.exists(key)).rejects.toThrow(InvalidKeyError);
      await expect(storage.delete(key)).rejects.toThrow(InvalidKeyError);
    });
  });
}
