import { z } from "zod";
import { isValidIsrc, normaliseIsrc } from "../../common/releaseRules.ts";
import { ReleaseTypeSchema } from "../../common/releases.ts";

/**
 * What one DDEX ERN 4.3 NewReleaseMessage says (server/distribution/ernMessage.ts builds it).
 * Plain data gathered by the caller (delivery job, takedown, benchmark): the builder reads no
 * database, clock or file, so the same input always gives the same message.
 */

/** A DDEX Party ID, as the ERN schema's MessageSender/MessageRecipient pattern requires. */
const Dpid = z.string().regex(/^PADPIDA[a-zA-Z0-9]+$/, "A DDEX party id looks like PADPIDA…");
const Name = z.string().trim().min(1);
const IsoDay = z.iso.date();
const Md5 = z
  .string()
  .regex(/^[0-9a-fA-F]{32}$/, "An MD5 hash sum is 32 hexadecimal digits")
  .transform((v) => v.toLowerCase());
/**
 * Where the file sits next to the message in the batch (DDEX SFTP batch profile: the release
 * folder holds the message and resources/). Relative, so the store resolves it from the message.
 */
const ResourcePath = z
  .string()
  .regex(/^resources\/[^/\\]+$/, "A delivered file is named resources/<file name>");
const Year = z.number().int().min(1000).max(9999);

const ErnPartySchema = z.object({ dpid: Dpid, name: Name });

/** A credit as the builder records it: a free-text role ("Producer", "Songwriter", …). */
const ErnContributorSchema = z.object({ name: Name, role: z.string().trim() });

const AUDIO_FORMATS = ["wav", "flac", "mp3"] as const;
const IMAGE_FORMATS = ["jpeg", "png"] as const;

const ErnTrackSchema = z.object({
  /** 1-based position on the release. */
  number: z.number().int().min(1),
  title: Name,
  /** Stored without hyphens; "CC-XXX-YY-NNNNN" is accepted and normalised. */
  isrc: z
    .string()
    .refine(isValidIsrc, "ISRC must look like CC-XXX-YY-NNNNN")
    .transform(normaliseIsrc),
  displayArtist: Name,
  contributors: z.array(ErnContributorSchema),
  durationSeconds: z.number().int().min(0),
  explicit: z.boolean(),
  audio: z.object({
    path: ResourcePath,
    md5: Md5,
    format: z.enum(AUDIO_FORMATS),
    sizeBytes: z.number().int().min(0).optional(),
    sampleRateHz: z.number().int().positive().optional(),
    bitsPerSample: z.number().int().positive().optional(),
    channels: z.number().int().positive().optional(),
  }),
});

export const ErnInputSchema = z
  .object({
    /**
     * "new": the release with its deals (first delivery and every redelivery: a DDEX message is a
     * full statement of truth). "takedown": the same message without a DealList, which is how
     * ERN 4 asks a store to take a release down (ERN part 1, §6.19.4).
     */
    mode: z.enum(["new", "takedown"]),
    message: z.object({
      id: Name,
      threadId: Name,
      createdAt: z.date(),
      /** A store's test feed (MessageControlType TestMessage). */
      test: z.boolean().default(false),
    }),
    sender: ErnPartySchema,
    recipient: ErnPartySchema,
    release: z.object({
      title: Name,
      displayArtist: Name,
      labelName: Name,
      genre: Name,
      subgenre: z.string().trim().nullable(),
      releaseDate: IsoDay,
      /** The UPC (12 digits) or EAN (13), sent as the ICPN. */
      upc: z.string().regex(/^\d{12,14}$/, "A UPC is 12 or 13 digits"),
      releaseType: ReleaseTypeSchema,
      pLine: z.object({ year: Year, owner: Name }),
      cLine: z.object({ year: Year, owner: Name }),
    }),
    tracks: z.array(ErnTrackSchema).min(1),
    cover: z.object({
      path: ResourcePath,
      md5: Md5,
      format: z.enum(IMAGE_FORMATS),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      sizeBytes: z.number().int().min(0).optional(),
    }),
  })
  // A store matches recordings by ISRC and files by name: two of either would be ambiguous.
  .refine((v) => unique(v.tracks.map((t) => t.number)), {
    message: "Track numbers must be unique",
    path: ["tracks"],
  })
  .refine((v) => unique(v.tracks.map((t) => t.isrc)), {
    message: "Each track needs its own ISRC",
    path: ["tracks"],
  })
  .refine((v) => unique([v.cover.path, ...v.tracks.map((t) => t.audio.path)]), {
    message: "Each delivered file needs its own name",
    path: ["tracks"],
  });

function unique(values: (string | number)[]): boolean {
  return new Set(values).size === values.length;
}

/** What callers pass (ISRCs may carry hyphens, hash sums capitals). */
export type ErnInput = z.input<typeof ErnInputSchema>;
/** The checked, normalised input the message parts read. */
export type Ern = z.output<typeof ErnInputSchema>;
export type ErnTrack = Ern["tracks"][number];

/** The delivered audio format of an upload's content type (common/uploads.ts accepts these). */
export function audioFormatOf(contentType: string): ErnTrack["audio"]["format"] | null {
  if (/^audio\/(x-)?wav$/.test(contentType)) return "wav";
  if (/^audio\/(x-)?flac$/.test(contentType)) return "flac";
  if (contentType === "audio/mpeg") return "mp3";
  return null;
}

/** The delivered image format of an artwork upload's content type. */
export function imageFormatOf(contentType: string): Ern["cover"]["format"] | null {
  if (contentType === "image/jpeg") return "jpeg";
  if (contentType === "image/png") return "png";
  return null;
}
