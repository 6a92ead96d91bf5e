import { UploadMessages, type UploadStorage } from "@common/uploads.ts";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db, Tx } from "../db/client.ts";
import { users } from "../db/schema/index.ts";
import { AppError } from "../lib/errors.ts";

/**
 * What one account may keep on the label's storage before it is part of a submitted release.
 * Uploads are limited per file (1 GB) and per hour (120), which alone would let one account fill
 * the disk in a day of drafts; the label's catalogue, on the other hand, must never be refused
 * or removed for space. So the quota counts an upload only while no release past draft uses it:
 * the files of drafts and files nothing uses yet (those go after a day, cleanupUploads.ts).
 * Submitting a release, deleting a draft or removing a file gives the room back.
 */
export const draftStorageLimit = (config: Pick<Config, "DRAFT_STORAGE_GB">) =>
  config.DRAFT_STORAGE_GB * 1024 ** 3;

/**
 * Bytes of the account's uploads that no release past draft uses (submitted, approved, rejected,
 * distributed or taken down): its drafts' files and files nothing uses yet.
 */
export async function draftBytesInUse(db: Db | Tx, userId: string): Promise<number> {
  const result = await db.execute<{ bytes: string | number }>(sql`
    select coalesce(sum(u.size_bytes), 0) as bytes from uploads u
    where u.user_id = ${userId}
      and not exists (
        select 1 from tracks t join releases r on r.id = t.release_id
        where t.audio_upload_id = u.id and r.status <> 'draft')
      and not exists (
        select 1 from releases r where r.artwork_upload_id = u.id and r.status <> 'draft')`);
  return Number(result.rows[0]?.bytes ?? 0);
}

/** The account's figure as the builder (GET /api/uploads/storage) and User Details show it. */
export async function draftStorageOf(
  db: Db,
  config: Pick<Config, "DRAFT_STORAGE_GB">,
  userId: string,
): Promise<UploadStorage> {
  return { usedBytes: await draftBytesInUse(db, userId), limitBytes: draftStorageLimit(config) };
}

export function storageFull(usedBytes: number, limitBytes: number): AppError {
  const message = UploadMessages.storageFull(usedBytes, limitBytes);
  return new AppError(413, "STORAGE_FULL", message, { file: message });
}

/**
 * Takes the account's row (NO KEY UPDATE: its sessions and other rows' keys to it do not wait),
 * so two uploads finishing at once are counted one after the other, and refuses `bytes` more
 * when they would pass the limit. Call inside the transaction that inserts the upload's row.
 */
export async function reserveDraftStorage(
  tx: Tx,
  config: Pick<Config, "DRAFT_STORAGE_GB">,
  userId: string,
  bytes: number,
): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  const used = await draftBytesInUse(tx, userId);
  const limit = draftStorageLimit(config);
  if (used + bytes > limit) throw storageFull(used, limit);
}
