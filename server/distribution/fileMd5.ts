import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { and, eq, isNull } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { uploads } from "../db/schema/index.ts";
import type { Storage } from "../storage/storage.ts";

/**
 * The MD5 a DDEX message carries as each file's HashSum (issue 15). New uploads get it while
 * they stream to storage (Md5Tap in server/uploads/ingest.ts); older ones get it from the first
 * delivery that needs it, streamed from storage (never whole in memory) and saved on the row.
 */

/** Passes bytes through unchanged while hashing them with MD5. */
export class Md5Tap extends Transform {
  private readonly hash = createHash("md5");

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Hex MD5 of everything that passed; call once, after the stream has ended. */
  digest(): string {
    return this.hash.digest("hex");
  }
}

/** The hex MD5 of a stored object, read as a stream. */
async function md5OfStoredObject(storage: Storage, key: string): Promise<string> {
  const object = await storage.get(key);
  const hash = createHash("md5");
  for await (const chunk of object.body) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export interface Md5Source {
  id: string;
  storageKey: string;
  md5: string | null;
}

/**
 * The upload's MD5: the saved one, else computed from storage and saved (only where still
 * unset, so two deliveries computing it at once write the same value once).
 */
export async function uploadMd5(
  ctx: Pick<AppContext, "storage" | "database">,
  upload: Md5Source,
): Promise<string> {
  if (upload.md5) return upload.md5;
  const md5 = await md5OfStoredObject(ctx.storage, upload.storageKey);
  await ctx.database.db
    .update(uploads)
    .set({ md5 })
    .where(and(eq(uploads.id, upload.id), isNull(uploads.md5)));
  return md5;
}
