import { Readable } from "node:stream";
import sharp, { type Metadata } from "sharp";
import type { Storage } from "../storage/storage.ts";

export interface ArtworkFacts {
  width: number;
  height: number;
  colorSpace: string | null;
  renditions: Record<RenditionName, string>;
}

/** Small WebP copies for lists (thumb) and the detail page (medium); edge in pixels. */
const RENDITIONS = { thumb: 256, medium: 768 } as const;
type RenditionName = keyof typeof RENDITIONS;

/**
 * 10 MB of PNG can claim any size, and decoding it takes width x height x 4 bytes: artwork
 * beyond 8000x8000 px (256 MB decoded) is refused before decoding. Stores ask for 3000 px.
 */
const MAX_ARTWORK_PIXELS = 8000 * 8000;

export class NotAnImageError extends Error {
  override name = "NotAnImageError";
}

export class ImageTooLargeError extends Error {
  override name = "ImageTooLargeError";
}

/**
 * Reads the stored original with sharp (width, height, colour space) and writes the WebP
 * renditions beside it. Throws NotAnImageError when libvips cannot decode the file, whatever
 * its first bytes claimed.
 */
export async function analyseArtwork(
  storage: Storage,
  originalKey: string,
  folder: string,
): Promise<ArtworkFacts> {
  const source = await storage.get(originalKey);
  const image = sharp({ limitInputPixels: false, failOn: "error" });
  source.body.pipe(image);
  let meta: Metadata;
  try {
    meta = await image.metadata();
  } catch {
    throw new NotAnImageError("Artwork could not be decoded");
  }
  if (!meta.width || !meta.height || (meta.format !== "png" && meta.format !== "jpeg")) {
    throw new NotAnImageError("Artwork is not a PNG or JPEG image");
  }
  // The header is read; the pixels are not decoded yet. (Checked here rather than by sharp's
  // limitInputPixels, which fails metadata() itself with a message users could not act on.)
  if (meta.width * meta.height > MAX_ARTWORK_PIXELS) {
    throw new ImageTooLargeError(`${meta.width}x${meta.height} px`);
  }
  const renditions = {} as Record<RenditionName, string>;
  for (const [name, edge] of Object.entries(RENDITIONS) as [RenditionName, number][]) {
    let webp: Buffer;
    try {
      webp = await image
        .clone()
        .rotate()
        .resize(edge, edge, { fit: "cover", withoutEnlargement: true })
        .toColourspace("srgb")
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw new NotAnImageError("Artwork could not be decoded");
    }
    const key = `${folder}/${name}.webp`;
    await storage.put(key, Readable.from(webp), { contentType: "image/webp" });
    renditions[name] = key;
  }
  return {
    width: meta.width,
    height: meta.height,
    colorSpace: meta.space ?? null,
    renditions,
  };
}
