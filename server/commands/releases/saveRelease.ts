import { normaliseUpc } from "@common/codes.ts";
import {
  finalSplitError,
  normaliseTrack,
  releaseErrors,
  withDraftDefaults,
} from "@common/releaseRules.ts";
import { DRAFT_CHANGED_CODE, type ReleaseInput, ReleaseMessages } from "@common/releases.ts";
import { previewStartError } from "@common/trackPreview.ts";
import { and, asc, eq, inArray, notInArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { artistProfiles, releases, royaltySplits, tracks } from "../../db/schema/index.ts";
import { codeRaceRefusal, refuseTakenCodes } from "../../distribution/ownCodes.ts";
import { AppError, badRequest, notFound } from "../../lib/errors.ts";
import { requireFeature } from "../../lib/featureFlags.ts";
import { authorize } from "../../policies/authorize.ts";
import type { Actor } from "../../policies/user.ts";
import { queueCopyrightCheck } from "../copyright/queueCopyrightCheck.ts";
import { lockAttachableUploads } from "./attachUploads.ts";
import { ownArtistName } from "./createArtist.ts";
import { notifyAdmins } from "./notifyAdmins.ts";

export interface SaveResult {
  id: string;
  created: boolean;
}

/** Spec §8 "Release write failure": what a failed write (not a refused one) says. */
const upsertFailed = () => new AppError(500, "UPSERT_FAILED", ReleaseMessages.upsertFailed);

/**
 * The builder's Save Draft and Submit for Review: the release, its tracks (removed ones
 * deleted, existing ones updated, new ones inserted) and their splits in ONE transaction.
 * A submission must pass every step's rules (common/releaseRules.ts, as in the browser); a draft
 * gets the Save Draft defaults. A submission's copyright check is queued in the same
 * transaction; the admin notification is written after commit. A draft saved since the copy
 * `input.baseUpdatedAt` names was read is refused (nextVersion).
 */
export async function saveRelease(
  ctx: AppContext,
  actor: Actor,
  input: ReleaseInput,
  releaseId: string | null,
  now: Date = new Date(),
): Promise<SaveResult> {
  // The release_submissions flag pauses submitting only: a draft still saves.
  if (input.status === "submitted") await requireFeature(ctx.database.db, "release_submissions");
  // A draft needs nothing the database cannot hold (issue 16): a malformed ISRC or email is
  // kept as typed, and refused only by a submission's step rules, naming track and collaborator.
  if (input.status === "submitted") {
    const errors = releaseErrors(input, now);
    const steps = Object.entries(errors);
    if (steps.length > 0) {
      const fields = Object.fromEntries(
        steps.map(([step, list]) => [`step${step}`, (list ?? []).join("\n")]),
      );
      throw badRequest((steps[0]?.[1] ?? [])[0] ?? ReleaseMessages.createFailed, fields);
    }
    const splitError = finalSplitError(input.tracks);
    if (splitError) throw badRequest(splitError);
  }

  let result: SaveResult;
  try {
    result = await ctx.database.db.transaction(async (tx) => {
      let savedAt = now;
      if (releaseId) {
        const [existing] = await tx
          .select({
            userId: releases.userId,
            status: releases.status,
            updatedAt: releases.updatedAt,
          })
          .from(releases)
          .where(eq(releases.id, releaseId))
          .for("update");
        authorize(actor, "release.edit", existing ?? null);
        if (existing) savedAt = nextVersion(existing.updatedAt, input.baseUpdatedAt, now);
      }
      const release =
        input.status === "draft"
          ? withDraftDefaults(input, await firstAlias(tx, actor.id), now)
          : { ...input, tracks: input.tracks.map(normaliseTrack) };
      // A release carries an artist name of its owner's account, in the account's spelling
      // (issue 16); only a draft left blank may keep the spec's "Unknown Artist".
      if (input.artistName)
        release.artistName = await ownArtistName(tx, actor.id, input.artistName);
      const durations = await attachedUploads(tx, actor, release);
      refuseLatePreviews(release, durations);
      // The artist's own codes (issue 15): unique in the catalogue, refused naming the field.
      const upc = normaliseUpc(release.upc ?? "");
      await refuseTakenCodes(tx, releaseId, upc, release.tracks);
      const values = {
        title: release.title,
        artistName: release.artistName,
        releaseType: release.releaseType,
        genre: release.genre || null,
        subgenre: release.subgenre || null,
        releaseDate: release.releaseDate || null,
        description: release.description || null,
        artworkUploadId: release.artworkUploadId,
        upc: upc || null,
        totalTracks: release.tracks.length,
        status: release.status,
        metadata: {
          created_from: "web_platform" as const,
          selected_platforms: release.platforms,
          tracks_with_audio: release.tracks.filter((t) => t.audioUploadId).length,
          upload_timestamp: now.toISOString(),
        },
        updatedAt: savedAt,
      };
      let id: string;
      if (releaseId) {
        await tx.update(releases).set(values).where(eq(releases.id, releaseId));
        id = releaseId;
      } else {
        const [row] = await tx
          .insert(releases)
          .values({ ...values, userId: actor.id })
          .returning({ id: releases.id });
        if (!row) throw new Error("release not inserted");
        id = row.id;
      }
      await writeTracks(tx, id, release, durations, now);
      // Every submission is checked for copyright matches in the background (issue #7); the
      // job is queued in this transaction, so no submission is saved without its check.
      if (input.status === "submitted")
        await queueCopyrightCheck(ctx, tx, id, null, { reset: true });
      return { id, created: releaseId === null };
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const race = codeRaceRefusal(error);
    if (race) throw race;
    const failure = upsertFailed();
    failure.cause = error;
    throw failure;
  }

  if (input.status === "submitted" || !result.created) {
    const title = result.created
      ? "Release submitted"
      : input.status === "submitted"
        ? "Release edited and submitted"
        : "Release edited (draft)";
    const [saved] = await ctx.database.db
      .select({ title: releases.title, artistName: releases.artistName })
      .from(releases)
      .where(eq(releases.id, result.id));
    const what = saved ? `"${saved.title}" by ${saved.artistName}` : "A release";
    const message =
      title === "Release submitted"
        ? `${what} was submitted for review.`
        : title === "Release edited and submitted"
          ? `${what} was edited and submitted for review.`
          : `${what} was edited and saved as a draft.`;
    await notifyAdmins(ctx, title, message);
  }
  return result;
}

/**
 * The draft's version is its `updated_at` (as the server writes it, to the millisecond). A save
 * based on another version is refused: another tab or device saved the draft since, and writing
 * this copy would silently drop that save's work. Checked under the row lock taken above, so two
 * saves of one version cannot both pass. The new version is later than the one it replaces even
 * when the clock has not moved on (two saves in one millisecond, a clock set back), so every
 * save gets a version of its own.
 */
function nextVersion(current: Date, base: string | undefined, now: Date): Date {
  if (base !== undefined && Date.parse(base) !== current.getTime())
    throw new AppError(409, DRAFT_CHANGED_CODE, ReleaseMessages.draftChanged);
  return new Date(Math.max(now.getTime(), current.getTime() + 1));
}

async function firstAlias(tx: Tx, userId: string): Promise<string | null> {
  const [row] = await tx
    .select({ name: artistProfiles.name })
    .from(artistProfiles)
    .where(eq(artistProfiles.userId, userId))
    .orderBy(asc(artistProfiles.name))
    .limit(1);
  return row?.name ?? null;
}

/** Every upload the release points at, checked and locked (attachUploads.ts); audio durations. */
async function attachedUploads(
  tx: Tx,
  actor: Actor,
  release: ReleaseInput,
): Promise<Map<string, number>> {
  const wanted = new Map<string, "audio" | "artwork">();
  if (release.artworkUploadId) wanted.set(release.artworkUploadId, "artwork");
  for (const track of release.tracks) {
    if (!track.audioUploadId) continue;
    if (wanted.get(track.audioUploadId) === "artwork")
      throw notFound(ReleaseMessages.uploadNotFound);
    wanted.set(track.audioUploadId, "audio");
  }
  return lockAttachableUploads(tx, actor, wanted);
}

/**
 * A preview start must leave 30 seconds of the track's audio (issue 17). Checked on drafts too:
 * the clip could not be cut, and the builder shows the same message beside the field.
 */
function refuseLatePreviews(release: ReleaseInput, durations: Map<string, number>): void {
  for (const [index, track] of release.tracks.entries()) {
    const duration = track.audioUploadId ? durations.get(track.audioUploadId) : undefined;
    const error = previewStartError(track.previewStartTime, duration, index, track.title);
    if (error) throw badRequest(error, { step2: error });
  }
}

async function writeTracks(
  tx: Tx,
  releaseId: string,
  release: ReleaseInput,
  durations: Map<string, number>,
  now: Date,
): Promise<void> {
  const current = await tx
    .select({ id: tracks.id })
    .from(tracks)
    .where(eq(tracks.releaseId, releaseId));
  const currentIds = new Set(current.map((t) => t.id));
  const keptIds = release.tracks.flatMap((t) => (t.id ? [t.id] : []));
  for (const id of keptIds) {
    if (!currentIds.has(id)) throw notFound("Track not found. Reload the release and try again.");
  }
  if (new Set(keptIds).size !== keptIds.length) throw badRequest("A track appears twice.");

  // Tracks removed in the builder go, with their splits (cascade).
  await tx
    .delete(tracks)
    .where(
      keptIds.length > 0
        ? and(eq(tracks.releaseId, releaseId), notInArray(tracks.id, keptIds))
        : eq(tracks.releaseId, releaseId),
    );
  if (keptIds.length > 0) {
    await tx.delete(royaltySplits).where(inArray(royaltySplits.trackId, keptIds));
    // ISRCs are unique (issue 15): cleared first, so two tracks swapping theirs do not collide
    // halfway through the updates below.
    await tx.update(tracks).set({ isrc: null }).where(inArray(tracks.id, keptIds));
  }

  const fields = (track: ReleaseInput["tracks"][number], index: number) => ({
    trackNumber: index + 1,
    title: track.title,
    duration: track.audioUploadId ? (durations.get(track.audioUploadId) ?? 0) : 0,
    audioUploadId: track.audioUploadId,
    explicit: track.explicit,
    lyrics: track.lyrics.trim() || null,
    isrc: track.isrc || null,
    previewStartTime: track.previewStartTime ?? null,
    credits: track.credits,
    updatedAt: now,
  });

  const trackIds: string[] = [];
  const fresh: { index: number; values: ReturnType<typeof fields> }[] = [];
  for (const [index, track] of release.tracks.entries()) {
    if (track.id) {
      await tx.update(tracks).set(fields(track, index)).where(eq(tracks.id, track.id));
      trackIds[index] = track.id;
    } else {
      fresh.push({ index, values: fields(track, index) });
    }
  }
  if (fresh.length > 0) {
    const inserted = await tx
      .insert(tracks)
      .values(fresh.map((f) => ({ ...f.values, releaseId })))
      .returning({ id: tracks.id, trackNumber: tracks.trackNumber });
    for (const row of inserted) trackIds[row.trackNumber - 1] = row.id;
  }

  const splits = release.tracks.flatMap((track, index) =>
    track.splits.map((split, position) => ({
      trackId: trackIds[index] as string,
      collaboratorName: split.collaboratorName,
      collaboratorEmail: split.collaboratorEmail || null,
      role: split.role,
      percentage: split.percentage,
      position,
    })),
  );
  if (splits.length > 0) await tx.insert(royaltySplits).values(splits);
}
