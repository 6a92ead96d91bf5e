import { randomUUID } from "node:crypto";
import { createWriteStream, type Dirent } from "node:fs";
import {
  type FileHandle,
  mkdir,
  open as openFile,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { z } from "zod";
import { ByteMeter } from "./byteMeter.ts";
import {
  assertValidKey,
  assertValidRange,
  FileTooLargeError,
  type GetOptions,
  InvalidKeyError,
  isValidKey,
  type ListedObject,
  type ObjectInfo,
  ObjectNotFoundError,
  type ObjectStream,
  type PutOptions,
  RangeNotSatisfiableError,
  type Storage,
  type StoredObject,
} from "./storage.ts";

const MetaSchema = z.object({ contentType: z.string(), sha256: z.string() });
const FALLBACK_CONTENT_TYPE = "application/octet-stream";
/** How much a put may buffer while its previous write is on disk (see put). */
const WRITE_BUFFER = 1 << 20;

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR";
}

/**
 * Files in a folder (DATA_DIR/files): `<root>/<key>` holds the bytes, so an operator sees plain
 * files; `<root>/.meta/<key>.json` holds the content type and hash; `<root>/.tmp/` holds writes in
 * progress. Keys never start a segment with a dot, so neither folder can collide with a key.
 */
export function localStorage(root: string): Storage {
  const base = path.resolve(root);
  const tmpDir = path.join(base, ".tmp");
  const filePath = (key: string) => path.join(base, assertValidKey(key));
  const metaPath = (key: string) => path.join(base, ".meta", `${assertValidKey(key)}.json`);

  async function readMeta(key: string): Promise<z.infer<typeof MetaSchema> | undefined> {
    try {
      const parsed = MetaSchema.safeParse(JSON.parse(await readFile(metaPath(key), "utf8")));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  /** Opens the file first, so a delete racing a read gives not-found, never a broken stream. */
  async function open(key: string): Promise<{ handle: FileHandle; info: ObjectInfo }> {
    let handle: FileHandle;
    try {
      handle = await openFile(filePath(key), "r");
    } catch (error) {
      if (isMissing(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
    try {
      const stats = await handle.stat();
      if (!stats.isFile()) throw new ObjectNotFoundError(key);
      const meta = await readMeta(key);
      const contentType = meta?.contentType ?? FALLBACK_CONTENT_TYPE;
      return { handle, info: { key, size: stats.size, contentType } };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async function info(key: string): Promise<ObjectInfo> {
    const opened = await open(key);
    await opened.handle.close();
    return opened.info;
  }

  async function removeFile(file: string): Promise<void> {
    try {
      await unlink(file);
    } catch (error) {
      // A missing file (or a folder of other keys) means there is no object to delete.
      const code = (error as NodeJS.ErrnoException).code;
      if (!isMissing(error) && code !== "EISDIR" && code !== "EPERM") throw error;
    }
  }

  /** The key of a path under the root, with forward slashes on every system. */
  const keyOf = (file: string) => path.relative(base, file).split(path.sep).join("/");

  /** Files under `dir` whose key starts with `prefix`, skipping folders that cannot match. */
  async function* walk(dir: string, prefix: string): AsyncGenerator<ListedObject> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const key = keyOf(full);
      // Dot folders are the driver's own (.tmp, .meta), never keys.
      if (entry.isDirectory()) {
        const folder = `${key}/`;
        if (!entry.name.startsWith(".") && (folder.startsWith(prefix) || prefix.startsWith(folder)))
          yield* walk(full, prefix);
        continue;
      }
      if (!entry.isFile() || !key.startsWith(prefix) || !isValidKey(key)) continue;
      const stats = await stat(full).catch(() => null);
      if (stats) yield { key, size: stats.size, modified: stats.mtime };
    }
  }

  /** Files under `dir` (recursively) last written before `cutoff`. */
  async function* oldFiles(dir: string, cutoff: Date): AsyncGenerator<string> {
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true, recursive: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const full = path.join(entry.parentPath, entry.name);
      const stats = await stat(full).catch(() => null);
      if (stats && stats.mtime < cutoff) yield full;
    }
  }

  return {
    driver: "local",

    async put(key: string, body: Readable, options: PutOptions): Promise<StoredObject> {
      const target = filePath(key);
      const metaTarget = metaPath(key);
      await mkdir(tmpDir, { recursive: true });
      const id = randomUUID();
      const tmpFile = path.join(tmpDir, `${id}.part`);
      const tmpMeta = path.join(tmpDir, `${id}.json`);
      const meter = new ByteMeter(options.maxBytes);
      // A 1 MiB buffer lets the chunks that arrive while a write is under way go to disk
      // together in one writev, instead of one 16 KiB-buffered write at a time: a 300 MB
      // upload took 1.41-1.58 s instead of 1.66-2.05 s (docs/operations.md, "Benchmarks").
      const out = createWriteStream(tmpFile, { flags: "wx", highWaterMark: WRITE_BUFFER });
      try {
        await pipeline(body, meter, out);
        const sha256 = meter.digest();
        await writeFile(tmpMeta, JSON.stringify({ contentType: options.contentType, sha256 }));
        await mkdir(path.dirname(target), { recursive: true });
        await mkdir(path.dirname(metaTarget), { recursive: true });
        // Meta first: a reader that sees the new bytes also sees their content type.
        await rename(tmpMeta, metaTarget);
        await rename(tmpFile, target);
        return { key, size: meter.bytes, sha256 };
      } catch (error) {
        // A source that fails at once fails the pipeline before the file is even open; the
        // stream opens (creating the file) and closes after. Remove it only once it is closed.
        // (Not events.once: the stream's own error would reject it.)
        if (!out.closed) await new Promise<void>((resolve) => out.once("close", () => resolve()));
        await rm(tmpFile, { force: true });
        await rm(tmpMeta, { force: true });
        if (meter.tooLarge && options.maxBytes !== undefined) {
          throw new FileTooLargeError(options.maxBytes);
        }
        throw error;
      }
    },

    localFile: filePath,
    async get(key: string, options: GetOptions = {}): Promise<ObjectStream> {
      const { range } = options;
      if (range) assertValidRange(range);
      const { handle, info: object } = await open(key);
      const highWaterMark = options.chunkBytes;
      if (!range) return { ...object, body: handle.createReadStream({ highWaterMark }) };
      if (range.start >= object.size) {
        await handle.close();
        throw new RangeNotSatisfiableError(object.size);
      }
      const served = { start: range.start, end: Math.min(range.end, object.size - 1) };
      return {
        ...object,
        range: served,
        body: handle.createReadStream({ ...served, highWaterMark }),
      };
    },

    stat: info,

    async exists(key: string): Promise<boolean> {
      try {
        await info(key);
        return true;
      } catch (error) {
        if (error instanceof ObjectNotFoundError) return false;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await removeFile(filePath(key));
      await removeFile(metaPath(key));
    },

    list(prefix: string): AsyncIterable<ListedObject> {
      // The folder part of the prefix must itself be a safe key: nothing outside the root.
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      if (folder && !isValidKey(folder)) throw new InvalidKeyError(prefix);
      return walk(folder ? path.join(base, folder) : base, prefix);
    },

    async removeAbandonedWrites(idleSince: Date): Promise<number> {
      let removed = 0;
      // A put writes into .tmp and renames on success: whatever stays there is a broken write.
      for await (const file of oldFiles(tmpDir, idleSince)) {
        await rm(file, { force: true });
        removed += 1;
      }
      // A crash between the two renames leaves a content-type record without its file.
      const metaDir = path.join(base, ".meta");
      for await (const file of oldFiles(metaDir, idleSince)) {
        const key = path
          .relative(metaDir, file)
          .split(path.sep)
          .join("/")
          .replace(/\.json$/, "");
        if (!isValidKey(key)) continue;
        const data = await stat(filePath(key)).catch(() => null);
        if (data) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
