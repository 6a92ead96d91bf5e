import {
  type CheckStatus,
  COPYRIGHT_SOURCES,
  CopyrightMessages,
  type FingerprintState,
  type FlaggedContent,
  type SourceState,
} from "@common/copyright.ts";
import { assess, releaseStatusFrom } from "@common/copyrightScoring.ts";
import { asc, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { ensureFingerprint } from "../../copyright/fingerprints.ts";
import { ownCatalogueCandidates } from "../../copyright/ownCatalogue.ts";
import { copyrightChecks, releases, tracks, uploads } from "../../db/schema/index.ts";

interface TrackToCheck {
  id: string;
  title: string;
  uploadId: string;
  storageKey: string;
  sha256: string;
  durationSeconds: number | null;
}

interface TrackResult {
  trackId: string;
  status: CheckStatus;
  confidence: number;
  content: FlaggedContent;
}

const allOff = () =>
  Object.fromEntries(COPYRIGHT_SOURCES.map((s) => [s, "off" as SourceState])) as Record<
    string,
    SourceState
  >;

/**
 * A failed check (spec §8): status clear, confidence 0, the error in its metadata. Also what a
 * track without a title or artist gets ("Missing title or artist").
 */
function failedResult(
  track: TrackToCheck,
  artist: string,
  error: string,
  fingerprint: FingerprintState,
  now: Date,
): TrackResult {
  return {
    trackId: track.id,
    status: "clear",
    confidence: 0,
    content: {
      matches: [],
      metadata: {
        title: track.title,
        artist,
        durationSeconds: track.durationSeconds,
        fingerprint,
        sources: allOff(),
        failedSources: [],
        error,
      },
      analysis: { candidates: 0, kept: 0, reason: error },
      external_apis_used: [],
      analysis_timestamp: now.toISOString(),
    },
  };
}

async function checkTrack(
  ctx: AppContext,
  release: { id: string; userId: string; artistName: string },
  track: TrackToCheck,
): Promise<TrackResult> {
  const { copyright, database, storage } = ctx;
  const artist = release.artistName.trim();
  const title = track.title.trim();
  if (!title || !artist)
    return failedResult(
      track,
      artist,
      CopyrightMessages.missingTitleOrArtist,
      "failed",
      new Date(),
    );
  let fingerprintState: FingerprintState = "failed";
  try {
    const fingerprint = await ensureFingerprint(database.db, storage, copyright.fpcalcPath, {
      uploadId: track.uploadId,
      storageKey: track.storageKey,
    });
    fingerprintState = fingerprint.state === "computed" ? "computed" : fingerprint.state;
    const computed = fingerprint.state === "computed" ? fingerprint : null;
    // The real duration (the spec's 240 s was a guess): fpcalc's measure, else the upload's.
    const durationSeconds = computed?.durationSeconds ?? track.durationSeconds ?? 0;
    const [own, outside] = await Promise.all([
      ownCatalogueCandidates(database.db, storage, copyright.fpcalcPath, {
        ownerId: release.userId,
        releaseId: release.id,
        uploadId: track.uploadId,
        sha256: track.sha256,
        title,
        artist,
        durationSeconds: track.durationSeconds ?? computed?.durationSeconds ?? null,
        raw: computed?.raw ?? null,
      }),
      copyright.runLookups({
        title,
        artist,
        durationSeconds,
        fingerprint: computed?.compressed ?? null,
      }),
    ]);
    const result = assess({ title, artist }, [...own, ...outside.candidates]);
    return {
      trackId: track.id,
      status: result.status,
      confidence: result.confidence,
      content: {
        matches: result.matches,
        metadata: {
          title,
          artist,
          durationSeconds: track.durationSeconds,
          fingerprint: fingerprintState,
          sources: { offbeat: "ok", ...outside.states },
          failedSources: outside.failures,
          error: null,
        },
        analysis: { candidates: result.candidates, kept: result.kept, reason: result.reason },
        external_apis_used: outside.used,
        analysis_timestamp: new Date().toISOString(),
      },
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return failedResult(track, artist, reason, fingerprintState, new Date());
  }
}

/**
 * Runs the copyright check of a release (the `copyright-check` job: on submission, and when a
 * reviewer asks): each track with audio is fingerprinted, looked up in Offbeat's own catalogue
 * and the configured outside sources, and scored (common/copyright.ts). The rows for every track
 * and the release's status are written in one transaction, then reviewers hear of it live.
 * A track that cannot be checked gets status clear, confidence 0 and the error (spec §8).
 */
export async function checkReleaseCopyright(
  ctx: AppContext,
  releaseId: string,
  checkedBy: string | null,
): Promise<void> {
  const db = ctx.database.db;
  // A request made while this check runs must not be marked done by it (see the update below).
  const startedAt = new Date();
  const [release] = await db
    .select({ id: releases.id, userId: releases.userId, artistName: releases.artistName })
    .from(releases)
    .where(eq(releases.id, releaseId));
  if (!release) return;
  const rows = await db
    .select({
      id: tracks.id,
      title: tracks.title,
      uploadId: uploads.id,
      storageKey: uploads.storageKey,
      sha256: uploads.sha256,
      durationSeconds: uploads.durationSeconds,
    })
    .from(tracks)
    .innerJoin(uploads, eq(uploads.id, tracks.audioUploadId))
    .where(eq(tracks.releaseId, releaseId))
    .orderBy(asc(tracks.trackNumber));

  // One track at a time: the outside services' rate limits are per client, not per track.
  const results: TrackResult[] = [];
  for (const track of rows) results.push(await checkTrack(ctx, release, track));

  await db.transaction(async (tx) => {
    if (results.length > 0)
      await tx.insert(copyrightChecks).values(
        results.map((r) => ({
          releaseId,
          trackId: r.trackId,
          checkType: "audio",
          status: r.status,
          confidenceScore: r.confidence,
          checkedBy,
          flaggedContent: r.content,
        })),
      );
    const [updated] = await tx
      .update(releases)
      .set({
        ...(results.length > 0
          ? { copyrightStatus: releaseStatusFrom(results.map((r) => r.status)) }
          : {}),
        // Cleared only if no newer request came in meanwhile: that one's job is still to run.
        copyrightCheckQueuedAt: sql`case when ${releases.copyrightCheckQueuedAt} > ${startedAt.toISOString()}::timestamptz then ${releases.copyrightCheckQueuedAt} end`,
      })
      .where(eq(releases.id, releaseId))
      .returning({ copyrightStatus: releases.copyrightStatus });
    if (updated)
      await ctx.hub.publish(
        "staff",
        "release.copyright-checked",
        { releaseId, copyrightStatus: updated.copyrightStatus },
        { tx },
      );
  });
}
