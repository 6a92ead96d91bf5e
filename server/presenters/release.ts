import { isOnSale } from "@common/distribution.ts";
import type { ReleaseDetail, ReleaseSummary } from "@common/releases.ts";
import { distributionPermissions } from "../policies/delivery.ts";
import { releasePermissions } from "../policies/release.ts";
import type { Actor } from "../policies/user.ts";
import type { LoadedRelease } from "../queries/releases/detail.ts";
import type { SummaryRow } from "../queries/releases/list.ts";
import type { UrlSigner } from "../storage/signedUrl.ts";
import { presentReleaseDeliveries } from "./delivery.ts";
import { presentUpload, stableLink, uploadWarnings } from "./upload.ts";

/** Audio links are for the player on screen now: a quarter of an hour (decision 9). */
export const AUDIO_LINK_SECONDS = 15 * 60;

export function presentSummary(row: SummaryRow, signer: UrlSigner): ReleaseSummary {
  return {
    id: row.id,
    title: row.title,
    artistName: row.artistName,
    releaseType: row.releaseType,
    genre: row.genre,
    subgenre: row.subgenre,
    releaseDate: row.releaseDate,
    status: row.status,
    totalTracks: row.totalTracks,
    upc: row.upc,
    artworkThumbUrl: row.thumbKey ? stableLink(signer, row.thumbKey) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    stores: row.stores,
  };
}

/** Pre-QC warnings of the whole release: artwork first, then each track's audio. */
function releaseWarnings(loaded: LoadedRelease): string[] {
  const warnings = loaded.artwork ? uploadWarnings(loaded.artwork) : [];
  for (const { track, audio } of loaded.tracks) {
    if (audio)
      warnings.push(...uploadWarnings(audio).map((w) => `Track ${track.trackNumber}: ${w}`));
  }
  return warnings;
}

export function presentDetail(
  loaded: LoadedRelease,
  actor: Actor,
  signer: UrlSigner,
): ReleaseDetail {
  const { release, artwork } = loaded;
  const medium = artwork?.renditions?.medium;
  // "Live on" counts the stores selling it, so a redelivery under way does not lower it.
  const live = loaded.deliveries.filter(isOnSale);
  const stores = loaded.deliveries.length
    ? { live: live.length, total: loaded.deliveries.length }
    : null;
  const takedownUnderway = loaded.pendingTakedown?.status === "approved";
  return {
    ...presentSummary({ ...release, thumbKey: artwork?.renditions?.thumb ?? null, stores }, signer),
    userId: release.userId,
    description: release.description,
    adminNotes: release.adminNotes,
    platforms: release.metadata.selected_platforms ?? [],
    metadata: { ...release.metadata },
    artwork: artwork ? presentUpload(artwork, signer) : null,
    artworkUrl: medium ? stableLink(signer, medium) : null,
    tracks: loaded.tracks.map(({ track, audio, splits }) => ({
      id: track.id,
      trackNumber: track.trackNumber,
      title: track.title,
      duration: track.duration,
      explicit: track.explicit,
      lyrics: track.lyrics,
      isrc: track.isrc,
      previewStartTime: track.previewStartTime,
      credits: track.credits,
      splits: splits.map((s) => ({
        id: s.id,
        collaboratorName: s.collaboratorName,
        collaboratorEmail: s.collaboratorEmail,
        role: s.role,
        percentage: Number(s.percentage),
      })),
      audio: audio ? presentUpload(audio, signer) : null,
      audioUrl: audio
        ? signer.sign(audio.storageKey, { expiresInSeconds: AUDIO_LINK_SECONDS })
        : null,
    })),
    warnings: releaseWarnings(loaded),
    takedown: loaded.pendingTakedown
      ? {
          status: loaded.pendingTakedown.status,
          createdAt: loaded.pendingTakedown.createdAt.toISOString(),
        }
      : null,
    deliveries: presentReleaseDeliveries(loaded.deliveries),
    permissions: {
      ...releasePermissions(actor, release, loaded.pendingTakedown !== null),
      ...distributionPermissions(actor, release.status, loaded.deliveries, takedownUnderway),
    },
  };
}

/**
 * The Download Metadata file (spec §2): the release, its tracks, credits and splits, in the
 * spec's field names, without storage keys or signed links.
 */
export function metadataFile(loaded: LoadedRelease, now = new Date()) {
  const { release } = loaded;
  return {
    exported_at: now.toISOString(),
    release: {
      id: release.id,
      title: release.title,
      artist_name: release.artistName,
      release_type: release.releaseType,
      genre: release.genre,
      subgenre: release.subgenre,
      release_date: release.releaseDate,
      description: release.description,
      upc: release.upc,
      total_tracks: release.totalTracks,
      status: release.status,
      admin_notes: release.adminNotes,
      created_at: release.createdAt.toISOString(),
      updated_at: release.updatedAt.toISOString(),
      metadata: release.metadata,
      artwork: loaded.artwork
        ? {
            file_name: loaded.artwork.originalName,
            width: loaded.artwork.width,
            height: loaded.artwork.height,
            color_space: loaded.artwork.colorSpace,
          }
        : null,
    },
    tracks: loaded.tracks.map(({ track, audio, splits }) => ({
      track_number: track.trackNumber,
      title: track.title,
      duration: track.duration,
      explicit: track.explicit,
      isrc: track.isrc,
      lyrics: track.lyrics,
      credits: track.credits,
      royalty_splits: splits.map((s) => ({
        collaborator_name: s.collaboratorName,
        collaborator_email: s.collaboratorEmail,
        role: s.role,
        percentage: Number(s.percentage),
      })),
      audio: audio
        ? {
            file_name: audio.originalName,
            codec: audio.codec,
            sample_rate: audio.sampleRate,
            bit_depth: audio.bitDepth,
            channels: audio.channels,
            sha256: audio.sha256,
          }
        : null,
    })),
  };
}
