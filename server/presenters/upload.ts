import { artworkWarnings, audioWarnings, type Upload } from "@common/uploads.ts";
import type { uploads } from "../db/schema/index.ts";
import type { UrlSigner } from "../storage/signedUrl.ts";

type UploadRow = typeof uploads.$inferSelect;

const HOUR = 3600;

/**
 * A signed link that stays the same for a whole hour (signed as of the hour's start, valid for
 * two), so lists refetched within the hour reuse the browser's cached images; it is always
 * valid for at least another hour.
 */
export function stableLink(signer: UrlSigner, key: string, now = Date.now()): string {
  const hourStart = Math.floor(now / 1000 / HOUR) * HOUR * 1000;
  return signer.sign(key, { expiresInSeconds: 2 * HOUR, now: hourStart });
}

/** Pre-QC warnings for one upload (decisions 7 and 8). */
export function uploadWarnings(row: UploadRow): string[] {
  return row.kind === "audio"
    ? audioWarnings({
        codec: row.codec,
        lossless: row.lossless,
        sampleRate: row.sampleRate,
        bitDepth: row.bitDepth,
      })
    : artworkWarnings({ width: row.width, height: row.height, colorSpace: row.colorSpace });
}

export function presentUpload(row: UploadRow, signer: UrlSigner): Upload {
  const thumb = row.renditions?.thumb;
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    sampleRate: row.sampleRate,
    bitDepth: row.bitDepth,
    channels: row.channels,
    codec: row.codec,
    lossless: row.lossless,
    width: row.width,
    height: row.height,
    colorSpace: row.colorSpace,
    thumbnailUrl: thumb ? stableLink(signer, thumb) : null,
    warnings: uploadWarnings(row),
    createdAt: row.createdAt.toISOString(),
  };
}
