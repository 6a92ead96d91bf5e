import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import type { Storage } from "../storage/storage.ts";
import { uploadKeys } from "../uploads/ingest.ts";

/** An upload nothing references is kept this long, so a builder left open can still save it. */
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 500;

/**
 * Removes uploads no release or track references, once they are a day old: the rows, then their
 * files (original and renditions). Each batch is one DELETE … RETURNING, so two server processes
 * running this at once never both claim a row, and a save that starts pointing at an upload in
 * the same moment either sees it deleted (and refuses the save) or keeps it.
 * Returns how many uploads were removed.
 */
export async function cleanupOrphanUploads(
  deps: { database: Database; storage: Storage },
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
    await Promise.all(keys.map((key) => deps.storage.delete(key).catch(() => undefined)));
    removed += rows.rows.length;
    if (rows.rows.length < BATCH) return removed;
  }
}

/** Runs the cleanup every hour in a process that works jobs; returns the stop function. */
export function scheduleUploadCleanup(
  deps: { database: Database; storage: Storage },
  onError: (error: unknown) => void,
): () => void {
  const run = () => cleanupOrphanUploads(deps).catch(onError);
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
