import type { AdminReleaseCard, RecentUser } from "@common/review.ts";
import type { AdminReleaseRow } from "../queries/adminReleases/cards.ts";
import type { UrlSigner } from "../storage/signedUrl.ts";
import { AUDIO_LINK_SECONDS } from "./release.ts";
import { stableLink } from "./upload.ts";

/** The UTC text with microseconds the card query returns, as an ISO timestamp. */
const iso = (exact: string) => new Date(exact).toISOString();

/**
 * A release card for reviewers (/admin/releases, the admin dashboard): the release summary, its
 * owner (staff see who submitted it), the admin notes and its tracks with short-lived audio
 * links for the now-playing bar. No storage keys leave the server.
 */
export function presentAdminRelease(row: AdminReleaseRow, signer: UrlSigner): AdminReleaseCard {
  return {
    id: row.id,
    title: row.title,
    artistName: row.artist_name,
    releaseType: row.release_type,
    genre: row.genre,
    subgenre: row.subgenre,
    releaseDate: row.release_date,
    status: row.status,
    totalTracks: row.total_tracks,
    upc: row.upc,
    artworkThumbUrl: row.thumb_key ? stableLink(signer, row.thumb_key) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    stores: row.stores,
    adminNotes: row.admin_notes,
    copyrightStatus: row.copyright_status,
    owner: {
      id: row.user_id,
      email: row.owner_email,
      fullName: row.owner_full_name,
      artistName: row.owner_artist_name,
    },
    tracks: row.tracks.map((track) => ({
      id: track.id,
      trackNumber: track.trackNumber,
      title: track.title,
      duration: track.duration,
      audioUrl: track.audioKey
        ? signer.sign(track.audioKey, { expiresInSeconds: AUDIO_LINK_SECONDS })
        : null,
    })),
  };
}

export function presentRecentUser(row: {
  id: string;
  email: string;
  fullName: string;
  artistName: string | null;
  avatarUrl: string | null;
  createdAt: Date;
}): RecentUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    artistName: row.artistName,
    avatarUrl: row.avatarUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
