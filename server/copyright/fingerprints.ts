import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { CopyrightMessages } from "@common/copyright.ts";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { audioFingerprints } from "../db/schema/index.ts";
import type { Storage } from "../storage/storage.ts";
import { type FpcalcResult, fingerprintFile } from "./fpcalc.ts";

export interface StoredAudio {
  uploadId: string;
  storageKey: string;
}

/** Thrown when the stored audio cannot be read (spec §8's internal message). */
class AudioDownloadError extends Error {
  override name = "AudioDownloadError";
  constructor(cause: unknown) {
    super(CopyrightMessages.downloadFailed, { cause });
  }
}

/**
 * The upload's fingerprint: the stored one, or one made now from the stored file (copied to a
 * temporary file, since fpcalc reads files and storage may be a bucket) and kept for later
 * checks. "unavailable" without fpcalc, "failed" when it cannot read the audio.
 */
export async function ensureFingerprint(
  db: Db,
  storage: Storage,
  fpcalcPath: string,
  audio: StoredAudio,
): Promise<FpcalcResult> {
  const [stored] = await db
    .select()
    .from(audioFingerprints)
    .where(eq(audioFingerprints.uploadId, audio.uploadId));
  if (stored)
    return {
      state: "computed",
      durationSeconds: stored.durationSeconds,
      raw: stored.raw,
      compressed: stored.compressed,
    };
  const folder = await mkdtemp(path.join(tmpdir(), "offbeat-fp-"));
  try {
    const file = path.join(folder, `audio${path.extname(audio.storageKey)}`);
    try {
      const object = await storage.get(audio.storageKey);
      await pipeline(object.body, createWriteStream(file));
    } catch (error) {
      throw new AudioDownloadError(error);
    }
    const result = await fingerprintFile(fpcalcPath, file);
    if (result.state === "computed") {
      await db
        .insert(audioFingerprints)
        .values({
          uploadId: audio.uploadId,
          durationSeconds: result.durationSeconds,
          raw: result.raw,
          compressed: result.compressed,
        })
        .onConflictDoNothing();
    }
    return result;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
