import { randomUUID } from "node:crypto";
import { pipeline, type Readable } from "node:stream";
import {
  ARTWORK_MAX_BYTES,
  AUDIO_MAX_BYTES,
  type UploadKind,
  UploadMessages,
} from "@common/uploads.ts";
import type { AppContext } from "../context.ts";
import { uploads } from "../db/schema/index.ts";
import { Md5Tap } from "../distribution/fileMd5.ts";
import { AppError } from "../lib/errors.ts";
import { deleteFiles } from "../storage/deleteFiles.ts";
import { FileTooLargeError } from "../storage/storage.ts";
import { analyseArtwork, ImageTooLargeError, NotAnImageError } from "./artwork.ts";
import { isReadableAudio } from "./audioCheck.ts";
import { audioTap, NotAudioError } from "./audioTap.ts";
import {
  draftBytesInUse,
  draftStorageLimit,
  reserveDraftStorage,
  storageFull,
} from "./draftStorage.ts";
import { peek } from "./peek.ts";
import { SNIFF_BYTES, sniff } from "./sniff.ts";

export type UploadRow = typeof uploads.$inferSelect;

export const maxBytesFor = (kind: UploadKind) =>
  kind === "audio" ? AUDIO_MAX_BYTES : ARTWORK_MAX_BYTES;

const wrongType = (kind: UploadKind) =>
  new AppError(415, "UNSUPPORTED_FILE_TYPE", UploadMessages.fileInvalidType(kind), {
    file: UploadMessages.fileInvalidType(kind),
  });
const tooLarge = (kind: UploadKind) =>
  new AppError(413, "FILE_TOO_LARGE", UploadMessages.fileTooLarge(kind), {
    file: UploadMessages.fileTooLarge(kind),
  });

const notAudio = () =>
  new AppError(400, "NOT_AUDIO", UploadMessages.notAudio, { file: UploadMessages.notAudio });

const truncatedAudio = () =>
  new AppError(400, "AUDIO_TRUNCATED", UploadMessages.audioTruncated, {
    file: UploadMessages.audioTruncated,
  });

/** The browser stopped sending (Cancel, a closed tab): the user's choice, not a server fault. */
const cancelled = () => new AppError(400, "UPLOAD_CANCELLED", "The upload was cancelled.");
function isAbort(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return (
    e?.code === "ECONNRESET" ||
    e?.code === "ERR_STREAM_PREMATURE_CLOSE" ||
    e?.message === "aborted" ||
    e?.message === "Request aborted"
  );
}

/** A name to show back to its owner: no folders, no control characters, 255 at most. */
function cleanFileName(name: string | undefined): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "file").slice(0, 255);
}

/**
 * Takes one uploaded file from the request stream to storage and the uploads table:
 * 1. the first bytes decide the type (sniff.ts); a wrong one is refused before anything is stored;
 * 2. the bytes stream to storage with the size limit enforced as they flow (audio is read by
 *    music-metadata on the way, audioTap.ts);
 * 3. artwork is decoded by sharp from storage, which also writes its WebP renditions;
 * 4. the row is inserted, if the account's drafts and unused uploads still have room for it
 *    (draftStorage.ts). A failure at any step removes what was stored.
 */
export async function ingestUpload(
  ctx: AppContext,
  input: { userId: string; kind: UploadKind; fileName: string | undefined; body: Readable },
): Promise<UploadRow> {
  const { storage } = ctx;
  const { kind, userId } = input;
  const { head, stream } = await peek(input.body, SNIFF_BYTES);
  if (head.length === 0) {
    stream.destroy();
    throw new AppError(400, "EMPTY_FILE", UploadMessages.fileTooSmall, {
      file: UploadMessages.fileTooSmall,
    });
  }
  const type = sniff(head);
  if (!type || type.kind !== kind) {
    stream.destroy();
    throw wrongType(kind);
  }

  // A full account is told before a byte is stored, and a file is cut off where it stops
  // fitting; the count is taken again, under the account's lock, before the row is written.
  const limit = draftStorageLimit(ctx.config);
  const used = await draftBytesInUse(ctx.database.db, userId);
  if (used >= limit) {
    stream.destroy();
    throw storageFull(used, limit);
  }
  const room = limit - used;

  const id = randomUUID();
  const folder = `uploads/${userId}/${id}`;
  const originalKey = `${folder}/original.${type.extension}`;
  const stored: string[] = [];
  try {
    const tap = kind === "audio" ? audioTap(type.contentType) : null;
    const source = tap ? stream.pipe(tap.tap) : stream;
    if (tap) {
      stream.on("error", (error) => tap.tap.destroy(error));
      // A tap that refuses the audio stops reading the request too (as a too-large file does).
      tap.tap.on("error", () => stream.destroy());
    }
    // The MD5 DDEX messages carry (issue 15), hashed on the way; errors travel both ways.
    const md5 = new Md5Tap();
    pipeline(source, md5, () => undefined);
    let object: Awaited<ReturnType<typeof storage.put>>;
    try {
      object = await storage.put(originalKey, md5, {
        contentType: type.contentType,
        maxBytes: Math.min(maxBytesFor(kind), room),
      });
    } catch (error) {
      // The tap gave up on noise early; the driver removed what it had written.
      if (error instanceof NotAudioError || tap?.tap.errored instanceof NotAudioError)
        throw notAudio();
      if (error instanceof FileTooLargeError) {
        throw room < maxBytesFor(kind) ? storageFull(used, limit) : tooLarge(kind);
      }
      if (isAbort(error)) throw cancelled();
      throw error;
    }
    stored.push(originalKey);

    let facts: Partial<typeof uploads.$inferInsert> = {};
    if (tap) {
      const audio = await tap.facts;
      // The first bytes only looked like audio: it must decode as what they promised (a length
      // above zero, the container's own codec, MP3 frames from end to end), or it is refused
      // and the stored copy removed below.
      if (!isReadableAudio(type.contentType, audio, tap.frames())) throw notAudio();
      // A WAV/FLAC header declares its length; a file cut short would be stored with that length.
      if (tap.truncated()) throw truncatedAudio();
      const { container: _container, seconds: _seconds, ...rest } = audio;
      facts = rest;
    } else {
      try {
        const art = await analyseArtwork(storage, originalKey, folder);
        stored.push(...Object.values(art.renditions));
        facts = {
          width: art.width,
          height: art.height,
          colorSpace: art.colorSpace,
          renditions: art.renditions,
        };
      } catch (error) {
        if (error instanceof NotAnImageError) throw wrongType(kind);
        if (error instanceof ImageTooLargeError) {
          throw new AppError(413, "IMAGE_TOO_LARGE", UploadMessages.artworkDimensions, {
            file: UploadMessages.artworkDimensions,
          });
        }
        throw error;
      }
    }

    const row = await ctx.database.db.transaction(async (tx) => {
      await reserveDraftStorage(tx, ctx.config, userId, object.size);
      const [inserted] = await tx
        .insert(uploads)
        .values({
          id,
          userId,
          kind,
          storageKey: originalKey,
          originalName: cleanFileName(input.fileName),
          contentType: type.contentType,
          sizeBytes: object.size,
          sha256: object.sha256,
          md5: md5.digest(),
          ...facts,
        })
        .returning();
      if (!inserted) throw new Error("Upload row was not written");
      return inserted;
    });
    return row;
  } catch (error) {
    await deleteFiles(storage, ctx.log, stored, "upload refused");
    throw error;
  }
}

/** Every storage key an upload row owns (the original and its renditions). */
export const uploadKeys = (row: Pick<UploadRow, "storageKey" | "renditions">) => [
  row.storageKey,
  ...Object.values(row.renditions ?? {}),
];
