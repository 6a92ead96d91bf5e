import { z } from "zod";
import { MetadataMessages } from "./distribution.ts";
import { isGenre } from "./releaseRules.ts";
import { CreditInputSchema, isoDate, Limits, ReleaseMessages } from "./releases.ts";
import { AdminReleaseCardSchema } from "./review.ts";
import { multiLineText, oneLineText } from "./text.ts";
import {
  PreviewMessages,
  PreviewStartSchema,
  parsePreviewStart,
  previewStartError,
} from "./trackPreview.ts";

/**
 * Staff's correction of an approved or distributed release's details (issue 15: "Staff can
 * redeliver a distributed release after correcting its metadata"). The builder's rules and
 * messages where they apply: a title, a genre of the list, a real date, the same lengths. The
 * codes (UPC, ISRC) never change and the artist stays the owner's, so neither is here.
 *
 * The release date only has to be a real day: the builder's "at least 30 days from today" is a
 * rule for new submissions, and a release that is already approved or in the stores keeps (or
 * corrects) its date whatever today is, past dates included.
 */

const title = oneLineText(
  "Release title",
  Limits.title,
  `Keep the title under ${Limits.title} characters.`,
).min(1, ReleaseMessages.titleRequired);
const genre = z
  .string()
  .trim()
  .min(1, ReleaseMessages.genreRequired)
  .refine(isGenre, ReleaseMessages.genreUnknown);
const subgenre = oneLineText(
  "Subgenre",
  Limits.subgenre,
  `Keep the subgenre under ${Limits.subgenre} characters.`,
);
const releaseDate = z.string().trim().min(1, ReleaseMessages.dateRequired).pipe(isoDate);
const description = multiLineText(
  "Description",
  Limits.description,
  `Keep the description under ${Limits.description} characters.`,
);
const trackTitle = oneLineText(
  "Track titles",
  Limits.trackTitle,
  `Keep track titles under ${Limits.trackTitle} characters.`,
);
const credits = z.array(CreditInputSchema).max(Limits.credits);

/** One track's corrections, by its id; absent fields stay as they are. */
const TrackCorrectionSchema = z.object({
  id: z.uuid(),
  /** Blank is refused by the server with the track's number (ReleaseMessages.trackTitleRequired). */
  title: trackTitle.optional(),
  explicit: z.boolean().optional(),
  /** The whole list: credits without a name are dropped, a blank role becomes "Artist". */
  credits: credits.optional(),
  /** Where the smart link's preview starts (issue 17); null: no preview. */
  previewStartTime: PreviewStartSchema,
});

/** PATCH /api/admin/releases/{id}/metadata: the fields to correct; absent ones stay. */
export const ReleaseCorrectionSchema = z
  .object({
    title: title.optional(),
    genre: genre.optional(),
    subgenre: subgenre.optional(),
    releaseDate: releaseDate.optional(),
    description: description.optional(),
    tracks: z.array(TrackCorrectionSchema).max(Limits.tracks).optional(),
  })
  .refine(
    (body) => new Set((body.tracks ?? []).map((t) => t.id)).size === (body.tracks ?? []).length,
    { message: MetadataMessages.trackTwice, path: ["tracks"] },
  );
export type ReleaseCorrection = z.input<typeof ReleaseCorrectionSchema>;

/**
 * The Edit details dialog's values: every field, each track with its number (for the messages).
 * The dialog sends them as a ReleaseCorrection; the server checks them again.
 */
export const CorrectionFormSchema = z
  .object({
    title,
    genre,
    subgenre,
    releaseDate,
    description,
    tracks: z.array(
      z.object({
        id: z.uuid(),
        trackNumber: z.number().int(),
        title: trackTitle,
        explicit: z.boolean(),
        credits,
        /** The audio's whole seconds (0 unknown): a preview start must leave 30 of them. */
        duration: z.number().int(),
        /** "m:ss" as the builder's field, "" for no preview. */
        previewStartText: z.string(),
      }),
    ),
  })
  .superRefine((values, ctx) => {
    values.tracks.forEach((track, i) => {
      if (!track.title.trim())
        ctx.addIssue({
          code: "custom",
          path: ["tracks", i, "title"],
          message: ReleaseMessages.trackTitleRequired(track.trackNumber),
        });
      const start = parsePreviewStart(track.previewStartText);
      const previewError =
        start === "invalid"
          ? PreviewMessages.startFormat(track.trackNumber, track.title)
          : previewStartError(start, track.duration, track.trackNumber - 1, track.title);
      if (previewError)
        ctx.addIssue({
          code: "custom",
          path: ["tracks", i, "previewStartText"],
          message: previewError,
        });
    });
  });
export type CorrectionFormValues = z.input<typeof CorrectionFormSchema>;

/** One changed field, as the audit row records it. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** The answer: the release's card as it now is, the fields that changed and the toast. */
export const CorrectedSchema = z.object({
  release: AdminReleaseCardSchema,
  changed: z.array(z.string()).describe('What changed, e.g. "title", "track 2 credits"'),
  message: z.string(),
});
