import { createWriteStream } from "node:fs";
import { copyFile, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { DeliveryMessages } from "../../../common/deliveryTransport.ts";
import { ByteMeter } from "../../storage/byteMeter.ts";
import {
  DeliveryError,
  type DeliveryTransport,
  PART_SUFFIX,
  type RemoteEntry,
  remotePath,
} from "../transport.ts";

/**
 * A store that is a directory on this machine: the embedded default
 * (`data/deliveries/<store>/`), so a local try-out delivers to folders anyone can open.
 */
export function createFolderTransport(directory: string): DeliveryTransport {
  const root = path.resolve(directory);
  const where = root;
  const resolve = (relative: string) => path.join(root, remotePath(relative));

  const fail = (error: unknown, file: string): never => {
    throw folderError(error, where, file);
  };
  // Files renamed into place but not yet flushed, with the relative name failures report.
  const unsynced = new Map<string, string>();

  return {
    kind: "folder",
    where,
    async makeDirectory(relative) {
      await mkdir(resolve(relative), { recursive: true }).catch((error) => fail(error, relative));
    },
    async putFile(relative, body) {
      const target = resolve(relative);
      const part = `${target}${PART_SUFFIX}`;
      const meter = new ByteMeter(Number.POSITIVE_INFINITY, { hash: false });
      try {
        await pipeline(body, meter, createWriteStream(part));
        // Not flushed here: sync() flushes every file of the batch at once before the
        // BatchComplete file is written, so the disk gets them together instead of one by one.
        await rename(part, target);
        unsynced.set(target, relative);
        return meter.bytes;
      } catch (error) {
        body.destroy();
        await rm(part, { force: true }).catch(() => undefined);
        return fail(error, relative);
      }
    },
    async copyFile(relative, source) {
      const target = resolve(relative);
      const part = `${target}${PART_SUFFIX}`;
      try {
        await copyFile(source, part);
        const { size } = await stat(part);
        await rename(part, target);
        unsynced.set(target, relative);
        return size;
      } catch (error) {
        await rm(part, { force: true }).catch(() => undefined);
        return fail(error, relative);
      }
    },
    async sync() {
      const files = [...unsynced];
      unsynced.clear();
      const flush = async ([file, relative]: [string, string]) => {
        try {
          const handle = await open(file, "r");
          await handle.sync().finally(() => handle.close());
        } catch (error) {
          // A file of a batch removed since (a failed attempt) has nothing left to flush.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") fail(error, relative);
        }
      };
      await Promise.all(files.map(flush));
      // The renames live in the directories: flushed too, so the names survive a crash.
      const directories = new Map(files.map(([file, relative]) => [path.dirname(file), relative]));
      await Promise.all([...directories].map(flush));
    },
    async list(relative) {
      const dir = resolve(relative);
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) =>
        error.code === "ENOENT" ? [] : fail(error, relative),
      );
      const entries: RemoteEntry[] = [];
      for (const name of names) {
        const info = await stat(path.join(dir, name)).catch(() => null);
        if (!info) continue;
        entries.push({
          name,
          type: info.isFile() ? "file" : info.isDirectory() ? "directory" : "other",
          size: info.size,
          modified: info.mtime,
        });
      }
      return entries;
    },
    async readFile(relative, maxBytes) {
      const file = resolve(relative);
      try {
        const handle = await open(file, "r");
        try {
          const { size } = await handle.stat();
          if (size > maxBytes) {
            throw new DeliveryError("failed", tooLarge(where, relative, maxBytes));
          }
          return await handle.readFile();
        } finally {
          await handle.close();
        }
      } catch (error) {
        return fail(error, relative);
      }
    },
    async rename(from, to) {
      await rename(resolve(from), resolve(to)).catch((error) => fail(error, from));
    },
    async remove(relative) {
      await rm(resolve(relative), { force: true }).catch((error) => fail(error, relative));
    },
    async removeDirectory(relative) {
      await rm(resolve(relative), { recursive: true, force: true }).catch((error) =>
        fail(error, relative),
      );
    },
    isOpen: () => true,
    async close() {},
  };
}

export function tooLarge(where: string, file: string, maxBytes: number): string {
  return DeliveryMessages.failed(where, `${file} is larger than ${maxBytes} bytes.`);
}

function folderError(error: unknown, where: string, file: string): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const code = (error as NodeJS.ErrnoException).code;
  const options = { cause: error };
  switch (code) {
    case "ENOSPC":
    case "EDQUOT":
    case "EFBIG":
      return new DeliveryError("no_space", DeliveryMessages.no_space(where, file), options);
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return new DeliveryError(
        "permission_denied",
        DeliveryMessages.permission_denied(where, file),
        options,
      );
    case "ENOENT":
      return new DeliveryError("not_found", DeliveryMessages.not_found(where, file), options);
    default:
      return new DeliveryError(
        "failed",
        DeliveryMessages.failed(where, error instanceof Error ? error.message : String(error)),
        options,
      );
  }
}
