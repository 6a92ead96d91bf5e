import { z } from "zod";

const UPLOAD_KINDS = ["audio", "artwork"] as const;
export const UploadKindSchema = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof UploadKindSchema>;

/** Decision 8: artwork is at most 10 MB. Audio masters are large (a 10-minute 24/96 WAV is ~350 MB). */
export const ARTWORK_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_MAX_BYTES = 1024 * 1024 * 1024;

/** What the browser's file picker and drop zone accept (checked again by content on the server). */
export const AUDIO_ACCEPT = {
  "audio/mpeg": [".mp3"],
  "audio/wav": [".wav"],
  "audio/x-wav": [".wav"],
  "audio/flac": [".flac"],
  "audio/x-flac": [".flac"],
} as const;
export const ARTWORK_ACCEPT = {
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
} as const;

/** Files a drop zone ignores (spec §9): operating-system litter, never meant as uploads. */
const JUNK_FILE_NAMES = [".DS_Store", "Thumbs.db"] as const;
export const isJunkFile = (name: string) => (JUNK_FILE_NAMES as readonly string[]).includes(name);

/** Recommended artwork (decision 8). */
const ARTWORK_MIN_EDGE = 3000;
/** Decision 7: below this, audio gets a quality warning. */
const MIN_SAMPLE_RATE = 44_100;
const MIN_BIT_DEPTH = 16;

export const UploadMessages = {
  audioType: "Audio must be an MP3, WAV or FLAC file.",
  artworkType: "Artwork must be a PNG or JPEG image.",
  artworkTooLarge: "Artwork must be 10 MB or smaller.",
  artworkDimensions: "Artwork must be at most 8000x8000 px.",
  audioTooLarge: "Audio files must be 1 GB or smaller.",
  /** Looked like MP3/WAV/FLAC at first, but does not decode as one (no length, noise, wrong codec). */
  notAudio: "This file is not audio we can read.",
  /** A WAV or FLAC whose bytes end before the length its header declares (a cut-off copy). */
  audioTruncated:
    "This audio file is incomplete: it ends before the length its header declares. Export it again and re-upload.",
  tooManyFiles: "Choose one file at a time.",
  noFile: "Choose a file to upload.",
  uploadFailed: "Upload failed. Please try again.",
  inUse: "This file is part of a release and cannot be removed.",
  notFound: "Upload not found.",
  // File-drop codes (spec §8) as the user reads them.
  fileInvalidType: (kind: UploadKind) =>
    kind === "audio"
      ? "Audio must be an MP3, WAV or FLAC file."
      : "Artwork must be a PNG or JPEG image.",
  fileTooLarge: (kind: UploadKind) =>
    kind === "audio" ? "Audio files must be 1 GB or smaller." : "Artwork must be 10 MB or smaller.",
  fileTooSmall: "This file is empty.",
  /** The builder's upload steps, from STORAGE_NOTICE_SHARE of the limit on. */
  storageNearlyFull: (usedBytes: number, limitBytes: number) =>
    usedBytes >= limitBytes
      ? `Your drafts and unused uploads take ${formatBytes(usedBytes)} of the ${formatBytes(limitBytes)} an account may keep until its releases are submitted: no more files can be uploaded. Remove files or delete drafts you no longer need.`
      : `Your drafts and unused uploads take ${formatBytes(usedBytes)} of the ${formatBytes(limitBytes)} an account may keep until its releases are submitted; ${formatBytes(limitBytes - usedBytes)} left.`,
  /** The account's drafts and unused uploads would pass its storage (DRAFT_STORAGE_GB). */
  storageFull: (usedBytes: number, limitBytes: number) =>
    `This file does not fit: your drafts and unused uploads take ${formatBytes(usedBytes)} of the ${formatBytes(limitBytes)} an account may keep until its releases are submitted. Remove files or delete drafts you no longer need, then upload again.`,
} as const;

/** An uploaded file and what the server read from it (server/presenters/upload.ts). */
export const UploadSchema = z.object({
  id: z.uuid(),
  kind: UploadKindSchema,
  originalName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  /** Whole seconds; 0 when the audio could not be read. */
  durationSeconds: z.number().int().nullable(),
  sampleRate: z.number().int().nullable(),
  bitDepth: z.number().int().nullable(),
  channels: z.number().int().nullable(),
  codec: z.string().nullable(),
  lossless: z.boolean().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  colorSpace: z.string().nullable(),
  /** Signed link to a small WebP rendition (artwork only). */
  thumbnailUrl: z.string().nullable(),
  /** Pre-QC warnings about this file alone (decisions 7 and 8). */
  warnings: z.array(z.string()),
  createdAt: z.string(),
});
export type Upload = z.infer<typeof UploadSchema>;

/** What an account's drafts and unused uploads take of its storage (DRAFT_STORAGE_GB). */
export const UploadStorageSchema = z.object({
  usedBytes: z.number().int(),
  limitBytes: z.number().int(),
});
export type UploadStorage = z.infer<typeof UploadStorageSchema>;

/** From this share of the limit on, the builder's upload steps say how much is left. */
export const STORAGE_NOTICE_SHARE = 0.8;

export interface AudioFacts {
  codec: string | null;
  lossless: boolean | null;
  sampleRate: number | null;
  bitDepth: number | null;
}

export interface ArtworkFacts {
  width: number | null;
  height: number | null;
  colorSpace: string | null;
}

// Three decimals, so 22 050 Hz reads "22.05 kHz" (as people know it), not "22.1 kHz".
const khz = (hz: number) => `${(hz / 1000).toLocaleString("en", { maximumFractionDigits: 3 })} kHz`;

/** Decision 7: lossy, or below 16-bit/44.1 kHz. A warning, not a refusal. */
export function audioWarnings(facts: AudioFacts): string[] {
  const warnings: string[] = [];
  if (facts.lossless === false) {
    warnings.push(
      `Lossy audio (${facts.codec ?? "compressed"}): stores prefer lossless WAV or FLAC masters.`,
    );
  }
  const lowRate = facts.sampleRate !== null && facts.sampleRate < MIN_SAMPLE_RATE;
  // Lossy formats have no bit depth of their own; only lossless audio is judged by it.
  const lowDepth =
    facts.lossless !== false && facts.bitDepth !== null && facts.bitDepth < MIN_BIT_DEPTH;
  if (lowRate || lowDepth) {
    const depth = facts.bitDepth !== null ? `${facts.bitDepth}-bit` : "unknown bit depth";
    const rate = facts.sampleRate !== null ? khz(facts.sampleRate) : "unknown sample rate";
    warnings.push(`Below CD quality (${depth}/${rate}): 16-bit/44.1 kHz or better is recommended.`);
  }
  if (facts.sampleRate === null && facts.lossless === null) {
    warnings.push("The audio format could not be read; a reviewer will check it by ear.");
  }
  return warnings;
}

/** Decision 8: smaller than 3000x3000, not square, or CMYK. */
export function artworkWarnings(facts: ArtworkFacts): string[] {
  const warnings: string[] = [];
  const { width, height } = facts;
  if (width !== null && height !== null) {
    if (width < ARTWORK_MIN_EDGE || height < ARTWORK_MIN_EDGE) {
      warnings.push(`Artwork is ${width}x${height} px: 3000x3000 px or larger is recommended.`);
    }
    if (width !== height) warnings.push(`Artwork is not square (${width}x${height} px).`);
  }
  if (facts.colorSpace === "cmyk") {
    warnings.push("Artwork uses the CMYK colour space: stores expect RGB.");
  }
  return warnings;
}

/** Bytes as people read them: "3.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  // On the value as it will be written, so a few bytes short of 1 GB reads "1 GB", not "1,024 MB".
  while (Math.round(value * 10) / 10 >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString("en", { maximumFractionDigits: 1 })} ${units[unit]}`;
}
