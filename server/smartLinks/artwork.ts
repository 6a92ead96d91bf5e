import { Readable } from "node:stream";
import sharp from "sharp";
import { ObjectNotFoundError, type Storage } from "../storage/storage.ts";

/** The square JPEG sizes a smart link page uses: list, page, and the share card (og:image). */
const ARTWORK_SIZES = [300, 600, 1200] as const;
export type ArtworkSize = (typeof ARTWORK_SIZES)[number];

/**
 * Where the smart-link copies of an upload's artwork are stored (account deletion removes them
 * with the upload, commands/account/deleteAccount.ts).
 */
const smartLinkArtworkKey = (uploadId: string, size: ArtworkSize) =>
  `smart-links/artwork/${uploadId}-${size}.jpg`;
export const smartLinkArtworkKeys = (uploadId: string) =>
  ARTWORK_SIZES.map((size) => smartLinkArtworkKey(uploadId, size));

/** Renditions kept in memory (at most ~150 KB each at 1200 px): the pages being shared now. */
const MEMORY_ENTRIES = 64;

/**
 * JPEG renditions of a release's artwork for its public page, made with sharp from the
 * original upload the first time they are asked for, then kept in storage (beside nothing the
 * upload sweep lists: smart-links/artwork/) and in a small in-memory cache. An upload never
 * changes once stored, so its id names the rendition for good.
 */
export function createArtworkRenditions(storage: Storage) {
  const memory = new Map<string, Buffer>();
  const making = new Map<string, Promise<Buffer>>();

  const remember = (key: string, body: Buffer) => {
    memory.delete(key);
    memory.set(key, body);
    if (memory.size > MEMORY_ENTRIES) {
      const oldest = memory.keys().next().value;
      if (oldest !== undefined) memory.delete(oldest);
    }
  };

  async function readStored(key: string): Promise<Buffer | null> {
    try {
      const object = await storage.get(key);
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof ObjectNotFoundError) return null;
      throw error;
    }
  }

  async function make(originalKey: string, key: string, size: ArtworkSize): Promise<Buffer> {
    const stored = await readStored(key);
    if (stored) return stored;
    const source = await storage.get(originalKey);
    const image = sharp({ failOn: "error" });
    source.body.pipe(image);
    const jpeg = await image
      .rotate()
      .resize(size, size, { fit: "cover" })
      .flatten({ background: "#000000" })
      .toColourspace("srgb")
      .jpeg({ quality: 82, progressive: true, mozjpeg: true })
      .toBuffer();
    await storage.put(key, Readable.from(jpeg), { contentType: "image/jpeg" });
    return jpeg;
  }

  return {
    /** The rendition's bytes; the first request for one makes it, others at once wait for it. */
    async get(uploadId: string, originalKey: string, size: ArtworkSize): Promise<Buffer> {
      const key = smartLinkArtworkKey(uploadId, size);
      const cached = memory.get(key);
      if (cached) {
        remember(key, cached);
        return cached;
      }
      let pending = making.get(key);
      if (!pending) {
        pending = make(originalKey, key, size).finally(() => making.delete(key));
        making.set(key, pending);
      }
      const body = await pending;
      remember(key, body);
      return body;
    },
  };
}
