import { z } from "zod";
import { CodeMessages } from "./codes.ts";
import { ReleaseDeliverySchema, StoreCountsSchema } from "./distribution.ts";
import { timeIdCursor } from "./keysetCursor.ts";
import {
  DEFAULT_PLATFORMS,
  PLATFORM_IDS,
  PLATFORM_LABELS,
  PLATFORMS,
  type PlatformId,
} from "./platforms.ts";
import { ReleaseStatusSchema } from "./releaseStatus.ts";
import { multiLineText, oneLineText } from "./text.ts";
import { PreviewStartSchema } from "./trackPreview.ts";
import { UploadSchema } from "./uploads.ts";

// The statuses live in common/releaseStatus.ts; they are still read from here.
export * from "./releaseStatus.ts";

/** Spec §3 release_type. */
export const RELEASE_TYPES = ["single", "ep", "album"] as const;
export const ReleaseTypeSchema = z.enum(RELEASE_TYPES);
export type ReleaseType = z.infer<typeof ReleaseTypeSchema>;
export const RELEASE_TYPE_LABELS: Record<ReleaseType, string> = {
  single: "Single",
  ep: "EP",
  album: "Album",
};

// The genres live in common/genres.ts; they are still read from here.
export { GENRES } from "./genres.ts";

// The platform ids live in common/platforms.ts (see there why); they are still read from here.
export { DEFAULT_PLATFORMS, PLATFORM_IDS, PLATFORM_LABELS, PLATFORMS, type PlatformId };

export const BUILDER_STEPS = [
  "Release Info",
  "Tracks",
  "Platforms",
  "Artwork",
  "Splits",
  "Review",
] as const;

export const DEFAULT_CREDIT_ROLE = "Artist";
export const DEFAULT_SPLIT_ROLE = "Contributor";
export const MIN_DAYS_AHEAD = 30;

export const Limits = {
  title: 200,
  artistName: 200,
  subgenre: 100,
  description: 5000,
  trackTitle: 200,
  lyrics: 20_000,
  tracks: 50,
  credits: 20,
  splits: 20,
  name: 200,
  role: 100,
  email: 254,
  takedownReason: 2000,
  search: 100,
  /** Artist names one account may hold: the builder's select lists them all. */
  artistsPerAccount: 200,
} as const;

/** A list's search box ("contains", no case), the same limit and words on every list. */
export const SearchTextSchema = z
  .string()
  .trim()
  .max(Limits.search, `Search must be at most ${Limits.search} characters.`)
  .optional();

/** `Track 2 "Night Drive"`, or `Track 2` while it has no title: how a message names a track. */
const trackName = (n: number, title: string) =>
  title.trim() ? `Track ${n} "${title.trim()}"` : `Track ${n}`;

/** Spec §5 and §8, word for word. */
export const ReleaseMessages = {
  titleRequired: "Release title is required.",
  artistRequired: "Artist name is required.",
  typeRequired: "Release type is required.",
  genreRequired: "Genre is required.",
  genreUnknown: "Choose a genre from the list.",
  dateRequired: "Release date is required.",
  dateTooSoon: "Release date must be at least 30 days from today.",
  trackRequired: "At least one track is required.",
  trackTitleRequired: (n: number) => `Track ${n}: title is required.`,
  trackAudioRequired: (n: number) => `Track ${n}: audio file (MP3) is required.`,
  platformRequired: "Select at least one platform.",
  artworkRequired: "Artwork is required (3000x3000px recommended).",
  splitCollaboratorRequired: (n: number) =>
    `Track ${n}: add at least one collaborator (100% total).`,
  splitTotal: (n: number, total: string) =>
    `Track ${n}: splits must total 100% (currently ${total}%).`,
  splitFinalCheck: (title: string, total: string) =>
    `Splits for track "${title}" must total 100%. Currently ${total}%.`,
  onlyDraftsInBuilder: "Only drafts can be edited in the builder.",
  /** A save based on an older copy of the draft (another tab or device saved since): 409. */
  draftChanged:
    "This draft was changed in another tab or window. Reload it to see the latest version; your changes here are not saved.",
  uploadAudioFailed: (title: string) => `Failed to upload audio for "${title}"`,
  upsertFailed: "Failed to upsert release",
  createFailed: "Failed to create release. Please try again.",
  savedDraft: "Release saved as draft!",
  submitted: "Release submitted for review!",
  artistCreateFailed: "Failed to create artist. Ensure the name is unique.",
  artistLimitReached: `This account already has ${Limits.artistsPerAccount} artist names, the most one account can hold.`,
  /** A release carries an artist name of its owner's account (issue 16, common/artistNames.ts). */
  artistNotYours: "Choose one of your artist names.",
  takedownSubmitted: "Takedown request submitted. Our team will review it shortly.",
  takedownFailed: "Failed to submit takedown request.",
  takedownReasonRequired: "Please provide a reason for the takedown request.",
  takedownPending: "A takedown request for this release is already pending.",
  takedownNotDistributed: "Only distributed releases can be taken down.",
  releaseNotFound: "Release not found",
  loadFailed: "Failed to load release",
  saveFailed: "Failed to save",
  onlyDraftsDeleted: "Only drafts can be deleted.",
  onlyRejectedEdited: "Only rejected releases can be edited here.",
  deleted: "Release deleted.",
  uploadNotFound: "Upload not found. Upload the file again.",
  trackNotFound: "Track not found. Reload the release and try again.",
  /** Step 2 and the submit check, naming the track: `Track 2 "Night Drive": ISRC must …`. */
  trackIsrcInvalid: (n: number, title: string) =>
    `${trackName(n, title)}: ${CodeMessages.isrcFormat}`,
  /** Saving a release whose track carries an ISRC another release (or track) already has. */
  trackIsrcTaken: (n: number, title: string) => `${trackName(n, title)}: ${CodeMessages.isrcTaken}`,
  trackIsrcRepeated: (n: number, title: string, first: number) =>
    `${trackName(n, title)}: ${CodeMessages.isrcRepeated(first)}`,
  /** Step 5 and the submit check, naming the track and the collaborator (or their row, unnamed). */
  splitEmailInvalid: (n: number, title: string, name: string, row: number) =>
    `${trackName(n, title)}, collaborator ${name.trim() ? `"${name.trim()}"` : row}: enter a valid email address or leave it empty.`,
  percentageRange: "Percentages are between 0 and 100.",
  dateInvalid: "Enter the date as YYYY-MM-DD.",
} as const;

/** Save Draft defaults (spec §5). */
export const DraftDefaults = {
  title: "Untitled Release",
  artist: "Unknown Artist",
  genre: "Pop",
  trackTitle: (n: number) => `Track ${n}`,
} as const;

/**
 * Edit-screen defaults (spec §5 "Release edit screen"). Since issue 16 the screen applies the
 * builder's rules, so only the type, which the screen does not show, still falls back.
 */
export const EditDefaults = {
  releaseType: "single",
} as const;

/** YYYY-MM-DD naming a real day: "2031-02-30" would otherwise reach the database and fail there. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, ReleaseMessages.dateInvalid)
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`);
    // Year 0000 does not exist in PostgreSQL's calendar.
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v && v >= "0001";
  }, ReleaseMessages.dateInvalid);
const timestamp = z.string().describe("ISO 8601 timestamp (UTC)");

const CreditSchema = z.object({
  name: z.string().trim().max(Limits.name),
  role: z.string().trim().max(Limits.role),
});
export type Credit = z.infer<typeof CreditSchema>;
/** A credit as the builder and staff's corrections send it: each part one line of text. */
export const CreditInputSchema = z.object({
  name: oneLineText("Credit names", Limits.name),
  role: oneLineText("Credit roles", Limits.role),
});

/** A collaborator's email: optional, but when given it must look like an address. */
export const isValidEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());

const SplitInputSchema = z.object({
  collaboratorName: oneLineText("Collaborator names", Limits.name),
  /**
   * Any text a draft can hold (issue 16: Save Draft keeps what was typed); a submission must
   * carry a valid address or none (`isValidEmail`, step 5 in common/releaseRules.ts).
   */
  collaboratorEmail: oneLineText("Collaborator emails", Limits.email),
  role: oneLineText("Split roles", Limits.role),
  percentage: z
    .number()
    .min(0, ReleaseMessages.percentageRange)
    .max(100, ReleaseMessages.percentageRange),
});
export type SplitInput = z.infer<typeof SplitInputSchema>;

/** Step 1's fields (the builder, the edit screen, Create Artist): no control characters. */
const releaseTitle = oneLineText("Release title", Limits.title);
const artistName = oneLineText("Artist name", Limits.artistName);
const genre = oneLineText("Genre", 50);
const subgenre = oneLineText("Subgenre", Limits.subgenre);
const description = multiLineText("Description", Limits.description);

const TrackInputSchema = z.object({
  /** An existing track of this draft; absent for a new one. */
  id: z.uuid().optional(),
  title: oneLineText("Track titles", Limits.trackTitle),
  audioUploadId: z.uuid().nullable(),
  explicit: z.boolean(),
  lyrics: multiLineText("Lyrics", Limits.lyrics),
  isrc: oneLineText("ISRC", 20),
  credits: z.array(CreditInputSchema).max(Limits.credits),
  splits: z.array(SplitInputSchema).max(Limits.splits),
  /** Where the smart link's 30-second preview starts, in seconds; null or absent: none. */
  previewStartTime: PreviewStartSchema,
});
export type TrackInput = z.infer<typeof TrackInputSchema>;

/**
 * The builder's whole state, sent in one request (POST /api/releases, PUT /api/releases/:id).
 * Loose on purpose: a draft may be incomplete. `status: "submitted"` makes the server require
 * every step (common/releaseRules.ts); a draft gets the Save Draft defaults instead.
 */
export const ReleaseInputSchema = z.object({
  status: z.enum(["draft", "submitted"]),
  title: releaseTitle,
  artistName,
  releaseType: ReleaseTypeSchema,
  genre,
  subgenre,
  /** YYYY-MM-DD or "" while unset. */
  releaseDate: z.union([isoDate, z.literal("")]),
  description,
  platforms: z.array(z.enum(PLATFORM_IDS)).max(PLATFORMS.length),
  artworkUploadId: z.uuid().nullable(),
  /**
   * The artist's own UPC/EAN (a re-release), "" or absent for none: approval assigns one then.
   * Kept as typed in a draft; a submission needs a valid one (common/codes.ts upcError).
   */
  upc: oneLineText("UPC", 20).optional(),
  tracks: z.array(TrackInputSchema).max(Limits.tracks),
  /** The draft's version as the builder read it, or as its last save answered. */
  baseUpdatedAt: z.iso
    .datetime()
    .optional()
    .describe(
      "The draft's updatedAt this save is based on: 409 DRAFT_CHANGED if it was saved since. Absent: no check; ignored on create",
    ),
});
export type ReleaseInput = z.infer<typeof ReleaseInputSchema>;
/** A save refused for a draft saved elsewhere since (ReleaseMessages.draftChanged). */
export const DRAFT_CHANGED_CODE = "DRAFT_CHANGED";

/**
 * The edit screen for rejected releases (spec §2 "Release edit", decision 4 as issue 16 extends
 * it): the builder's step-1 rules apply (infoFieldErrors in releaseRules.ts), a blank type keeps
 * EditDefaults.releaseType, and the files the review asked for can be replaced.
 */
export const ReleaseEditSchema = z.object({
  title: releaseTitle,
  artistName,
  releaseType: z.union([ReleaseTypeSchema, z.literal("")]),
  genre,
  subgenre,
  releaseDate: isoDate,
  description,
  /** A new artwork upload; absent keeps the current artwork. */
  artworkUploadId: z.uuid().optional(),
  /** New audio for some of the release's tracks; the others keep theirs. */
  trackAudio: z
    .array(z.object({ trackId: z.uuid(), audioUploadId: z.uuid() }))
    .max(Limits.tracks)
    .optional(),
});
export type ReleaseEdit = z.infer<typeof ReleaseEditSchema>;

export const TakedownInputSchema = z.object({
  reason: multiLineText(
    "Reason",
    Limits.takedownReason,
    `Keep the reason under ${Limits.takedownReason} characters.`,
  ).min(1, ReleaseMessages.takedownReasonRequired),
});

export const ArtistInputSchema = z.object({
  name: artistName.min(1, "Enter the artist name."),
});
export const ArtistSchema = z.object({ id: z.uuid(), name: z.string() });
export type Artist = z.infer<typeof ArtistSchema>;

export const ReleaseListQuerySchema = z.object({
  q: SearchTextSchema,
  status: ReleaseStatusSchema.optional(),
  cursor: timeIdCursor(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

/** A release in lists (My Releases, dashboard): no tracks, a small artwork rendition. */
export const ReleaseSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  artistName: z.string(),
  releaseType: ReleaseTypeSchema,
  genre: z.string().nullable(),
  subgenre: z.string().nullable(),
  releaseDate: z.string().nullable().describe("YYYY-MM-DD"),
  status: ReleaseStatusSchema,
  totalTracks: z.number().int(),
  upc: z.string().nullable(),
  /** A signed link to a small WebP rendition of the artwork, or null without artwork. */
  artworkThumbUrl: z.string().nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  /**
   * "Live on 4 of 6 stores" (issue 15): the stores live now, of every store the release has a
   * delivery row for; null until staff start its delivery.
   */
  stores: StoreCountsSchema.nullable(),
});
export type ReleaseSummary = z.infer<typeof ReleaseSummarySchema>;

export const ReleasePageSchema = z.object({
  items: z.array(ReleaseSummarySchema),
  nextCursor: z.string().nullable(),
});

const SplitSchema = z.object({
  id: z.uuid(),
  collaboratorName: z.string(),
  collaboratorEmail: z.string().nullable(),
  role: z.string(),
  percentage: z.number(),
});

const TrackSchema = z.object({
  id: z.uuid(),
  trackNumber: z.number().int(),
  title: z.string(),
  /** Whole seconds read from the audio (0 if unreadable). */
  duration: z.number().int(),
  explicit: z.boolean(),
  lyrics: z.string().nullable(),
  isrc: z.string().nullable(),
  /** The smart link's 30-second preview starts here (seconds); null: no preview. */
  previewStartTime: z.number().int().nullable(),
  credits: z.array(CreditSchema),
  splits: z.array(SplitSchema),
  audio: UploadSchema.nullable(),
  /** A short-lived signed link for the player, or null without audio. */
  audioUrl: z.string().nullable(),
});
export type Track = z.infer<typeof TrackSchema>;

/** What the signed-in user may do with a release (the server enforces the same rules). */
const ReleasePermissionsSchema = z.object({
  editInBuilder: z.boolean(),
  editRejected: z.boolean(),
  delete: z.boolean(),
  requestTakedown: z.boolean(),
  /** Staff and admins: Approve and Reject a submitted release that is not their own. */
  approve: z.boolean(),
  reject: z.boolean(),
  /** Staff and admins: Mark as Distributed (approved, not yet delivered anywhere). */
  distribute: z.boolean(),
  /** Staff and admins: send every store a full new message (distributed, nothing in flight). */
  redeliver: z.boolean(),
  /** Staff and admins: correct the details of an approved or distributed release (issue 15). */
  correctMetadata: z.boolean(),
});

export const ReleaseDetailSchema = ReleaseSummarySchema.extend({
  userId: z.uuid(),
  description: z.string().nullable(),
  adminNotes: z.string().nullable(),
  platforms: z.array(z.string()),
  metadata: z.record(z.string(), z.unknown()),
  artwork: UploadSchema.nullable(),
  /** A signed link to a larger WebP rendition for the detail page. */
  artworkUrl: z.string().nullable(),
  tracks: z.array(TrackSchema),
  /** Pre-QC warnings (decisions 7 and 8) for the artwork and every track's audio. */
  warnings: z.array(z.string()),
  takedown: z.object({ status: z.string(), createdAt: timestamp }).nullable(),
  /** The Distribution section: one row per store, in the platforms' order (issue 15). */
  deliveries: z.array(ReleaseDeliverySchema),
  permissions: ReleasePermissionsSchema,
});
export type ReleaseDetail = z.infer<typeof ReleaseDetailSchema>;

export const DashboardSchema = z.object({
  stats: z.object({
    totalReleases: z.number().int(),
    distributed: z.number().int(),
    pendingReviews: z.number().int(),
  }),
  recent: z.array(ReleaseSummarySchema),
});

/** Spec §2: the download is named after the title, non-alphanumerics as underscores. */
export const metadataFileName = (title: string) =>
  `${title.replace(/[^a-zA-Z0-9]/g, "_")}_metadata.json`;
