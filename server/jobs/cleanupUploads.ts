import { isUuid } from "@common/ids.ts";
import { inArray, or, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/client.ts";
import { tracks, uploads, users } from "../db/schema/index.ts";
import { previewKey } from "../smartLinks/previewMaker.ts";
import { avatarKey, avatarNameFrom } from "../storage/avatarKeys.ts";
import type { ListedObject, Storage } from "../storage/storage.ts";
import { uploadKeys } from "../uploads/ingest.ts";

/** An upload nothing references is kept this long, so a builder left open can still save it. */
const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes uploads no release or track references, once they are a day old: the rows, then their
 * files (original and renditions). Each batch is one DELETE … RETURNING, so two server processes
 * running this at once never both claim a row, and a save that starts pointing at an upload in
 * the same moment either sees it deleted (and refuses the save) or keeps it.
 * Returns how many uploads were removed.
 */
export async function cleanupOrphanUploads(
  deps: { database: Database; storage: Storage; log?: Logger },
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - ORPHAN_AGE_MS);
  let removed = 0;
  while (true) {
    const rows = await deps.database.db.execute<{
      storage_key: string;
      renditions: Record<string, string>;
    }>(sql`
      delete from uploads
      where id in (
        select u.id from uploads u
        where u.created_at < ${cutoff.toISOString()}::timestamptz
          and not exists (select 1 from tracks t where t.audio_upload_id = u.id)
          and not exists (select 1 from releases r where r.artwork_upload_id = u.id)
        order by u.created_at
        limit ${BATCH}
        for update skip locked
      )
      returning storage_key, renditions`);
    const keys = rows.rows.flatMap((r) =>
      uploadKeys({ storageKey: r.storage_key, renditions: r.renditions }),
    );
    // A file whose delete fails is logged; the storage sweep removes it later (no row names it).
    await Promise.all(
      keys.map((key) =>
        deps.storage
          .delete(key)
          .catch((error: unknown) =>
            deps.log?.error({ err: error, key }, "upload cleanup could not delete a file"),
          ),
      ),
    );
    removed += rows.rows.length;
    if (rows.rows.length < BATCH) return removed;
  }
}

/**
 * Files are written before the row that names them (uploads, avatars): a file younger than this
 * may be an upload still in flight, so the sweep never touches it.
 */
const UNREFERENCED_FILE_AGE_MS = 60 * 60 * 1000;
/**
 * The folders whose every file some row names; anything else in storage is never swept. A
 * preview clip is named by its track's row: the track and its current preview start.
 */
const SWEPT_PREFIXES = ["uploads/", "avatars/", "previews/"] as const;
/** previewKey's shape: `previews/<track id>-<start>.mp3`. */
const PREVIEW_KEY = /^previews\/([0-9a-f-]{36})-(\d+)\.mp3$/;

export interface SweepResult {
  abandonedWrites: number;
  unreferencedFiles: number;
  failedDeletes: number;
}

/**
 * Removes what crashes leave in storage: writes never finished (the local driver's temporary
 * files, a bucket's incomplete multipart uploads) and files no row references (an upload whose
 * row was never inserted, an avatar replaced while the old file's delete failed), each once it is
 * an hour old. A file is referenced when an uploads row names it (original or rendition), it is
 * a user's current avatar, or it is the preview clip of an existing track at the track's current
 * start (clips of deleted tracks and of an old or removed start go); it is checked against the
 * rows in batches, just before deletion.
 */
export async function sweepStorage(
  deps: { database: Database; storage: Storage; log?: Logger },
  now: Date = new Date(),
): Promise<SweepResult> {
  const cutoff = new Date(now.getTime() - UNREFERENCED_FILE_AGE_MS);
  const result: SweepResult = {
    abandonedWrites: await deps.storage.removeAbandonedWrites(cutoff),
    unreferencedFiles: 0,
    failedDeletes: 0,
  };
  for (const prefix of SWEPT_PREFIXES) {
    let batch: ListedObject[] = [];
    const flush = async () => {
      const referenced = await referencedKeys(
        deps.database,
        batch.map((o) => o.key),
      );
      for (const { key } of batch) {
        if (referenced.has(key)) continue;
        try {
          await deps.storage.delete(key);
          result.unreferencedFiles += 1;
        } catch (error) {
          result.failedDeletes += 1;
          deps.log?.error({ err: error, key }, "storage sweep could not delete a file");
        }
      }
      batch = [];
    };
    for await (const object of deps.storage.list(prefix)) {
      if (object.modified >= cutoff) continue;
      batch.push(object);
      if (batch.length >= BATCH) await flush();
    }
    if (batch.length > 0) await flush();
  }
  if (result.abandonedWrites > 0 || result.unreferencedFiles > 0)
    deps.log?.info(result, "storage sweep removed leftovers");
  return result;
}

/**
 * Which of `keys` a row references: uploads by the id in their folder or by key, avatars by user,
 * preview clips by track.
 */
async function referencedKeys(database: Database, keys: string[]): Promise<Set<string>> {
  const uploadIds = new Set<string>();
  const userIds = new Set<string>();
  const trackIds = new Set<string>();
  for (const key of keys) {
    const [top, owner, id] = key.split("/");
    if (top === "uploads" && id && isUuid(id)) uploadIds.add(id);
    if (top === "avatars" && owner && isUuid(owner)) userIds.add(owner);
    const trackId = PREVIEW_KEY.exec(key)?.[1];
    if (trackId && isUuid(trackId)) trackIds.add(trackId);
  }
  const db = database.db;
  const referenced = new Set<string>();
  const uploadRows = await db
    .select({ storageKey: uploads.storageKey, renditions: uploads.renditions })
    .from(uploads)
    .where(
      uploadIds.size > 0
        ? or(inArray(uploads.id, [...uploadIds]), inArray(uploads.storageKey, keys))
        : inArray(uploads.storageKey, keys),
    );
  for (const row of uploadRows) for (const key of uploadKeys(row)) referenced.add(key);
  if (userIds.size > 0) {
    const avatarRows = await db
      .select({ id: users.id, image: users.image })
      .from(users)
      .where(inArray(users.id, [...userIds]));
    for (const row of avatarRows) {
      const name = avatarNameFrom(row.image);
      if (name) referenced.add(avatarKey(row.id, name));
    }
  }
  if (trackIds.size > 0) {
    const trackRows = await db
      .select({ trackId: tracks.id, start: tracks.previewStartTime })
      .from(tracks)
      .where(inArray(tracks.id, [...trackIds]));
    for (const { trackId, start } of trackRows)
      if (start !== null) referenced.add(previewKey({ trackId, start }));
  }
  return referenced;
}

/** Runs the cleanup every hour in a process that works jobs; returns the stop function. */
export function scheduleUploadCleanup(
  deps: { database: Database; storage: Storage; log?: Logger },
  onError: (error: unknown) => void,
): () => void {
  const run = () =>
    cleanupOrphanUploads(deps)
      .then(() => sweepStorage(deps))
      .catch(onError);
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
