import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { createStorage } from "./createStorage.ts";
import { localStorage } from "./localStorage.ts";
import { describeStorageContract } from "./storage.contract.ts";

/** Every file under `root`, relative, so a test sees what an operator would see on disk. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

describeStorageContract("local folder", async () => {
  const root = mkdtempSync(path.join(tmpdir(), "offbeat-files-"));
  return {
    storage: localStorage(root),
    listStored: async () => filesUnder(root),
    teardown: async () => rmSync(root, { recursive: true, force: true }),
  };
});

describe("local folder storage on disk", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-data-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("is the default, keeping plain files under DATA_DIR/files", async () => {
    const storage = createStorage(loadConfig({ NODE_ENV: "test", DATA_DIR: dataDir }));
    expect(storage.driver).toBe("local");
    const bytes = randomBytes(2048);
    await storage.put("uploads/abc/cover.png", Readable.from([bytes]), {
      contentType: "image/png",
    });
    expect(readFileSync(path.join(dataDir, "files", "uploads/abc/cover.png")).equals(bytes)).toBe(
      true,
    );
    // Only the file and its content-type record: no temp file is left over.
    expect(filesUnder(path.join(dataDir, "files"))).toEqual([
      ".meta/uploads/abc/cover.png.json",
      "uploads/abc/cover.png",
    ]);
  });

  it("still knows a file's content type after a restart", async () => {
    const root = path.join(dataDir, "files");
    await localStorage(root).put("exports/report.csv", Readable.from([Buffer.from("a,b\n")]), {
      contentType: "text/csv",
    });
    const reopened = localStorage(root);
    const object = await reopened.get("exports/report.csv");
    expect(object.contentType).toBe("text/csv");
    expect((await buffer(object.body)).toString()).toBe("a,b\n");
  });

  it("reads a file in the chunk size asked for (deliveries read 256 KiB at a time)", async () => {
    const storage = localStorage(path.join(dataDir, "files"));
    const bytes = randomBytes(600 * 1024);
    await storage.put("uploads/chunks/audio.wav", Readable.from([bytes]), {
      contentType: "audio/wav",
    });
    const sizes = async (chunkBytes?: number) => {
      const { body } = await storage.get("uploads/chunks/audio.wav", { chunkBytes });
      const seen: number[] = [];
      for await (const chunk of body) seen.push((chunk as Buffer).length);
      return seen;
    };
    expect(await sizes()).toEqual([...Array(9).fill(65_536), 24_576]);
    expect(await sizes(256 * 1024)).toEqual([262_144, 262_144, 90_112]);
    const { body } = await storage.get("uploads/chunks/audio.wav", {
      range: { start: 100, end: 300_099 },
      chunkBytes: 256 * 1024,
    });
    const slice = await buffer(body);
    expect(slice.equals(bytes.subarray(100, 300_100))).toBe(true);
  });
});
