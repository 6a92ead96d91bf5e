import { DistributionMessages } from "@common/distribution.ts";
import type { AdminReleaseCard as Card, ReviewTrack } from "@common/review.ts";
import { trackCountText } from "@common/review.ts";
import { ArtworkImage } from "@web/components/ArtworkImage.tsx";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { StatusBadge } from "@web/components/StatusBadge.tsx";
import { formatDuration } from "@web/lib/formatDuration.ts";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { CalendarDays, Clock, Download, Eye, Mail, Send, Store } from "lucide-react";
import { releaseLinks } from "../../releases/releaseLinks.ts";
import { CopyrightStatusBadge } from "./CopyrightStatusBadge.tsx";
import type { PlayableTrack } from "./nowPlaying.ts";
import { TrackPlayButton } from "./TrackPlayButton.tsx";

/** Tracks shown on a card; the review dialog lists them all. */
const CARD_TRACKS = 3;

export const playableTrack = (
  release: Pick<Card, "title" | "artistName" | "artworkThumbUrl">,
  track: Pick<ReviewTrack, "id" | "title" | "trackNumber" | "duration" | "audioUrl">,
): PlayableTrack => ({
  id: track.id,
  title: track.title,
  trackNumber: track.trackNumber,
  duration: track.duration,
  audioUrl: track.audioUrl,
  releaseTitle: release.title,
  artistName: release.artistName,
  artworkUrl: release.artworkThumbUrl,
});

/**
 * One release on /admin/releases (spec §2 "Release cards"): artwork, title, artist, status,
 * owner, dates, its first tracks with play buttons for the now-playing bar, then Review (the
 * Release Review dialog), Download Metadata, and Mark as Distributed on approved releases not
 * yet being delivered; once they are, how many stores have the release live.
 */
export function AdminReleaseCard({
  release,
  onReview,
  onDistribute,
  distributing,
}: {
  release: Card;
  onReview: (release: Card) => void;
  onDistribute: (release: Card) => void;
  distributing: boolean;
}) {
  const headingId = `admin-release-${release.id}-title`;
  const more = release.tracks.length - CARD_TRACKS;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="admin-release-card"
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-ink-900 ring-1 ring-ink-700 transition-shadow hover:ring-ink-600"
    >
      <div className="flex gap-4 p-4 pb-3">
        <button
          type="button"
          onClick={() => onReview(release)}
          tabIndex={-1}
          aria-hidden
          className="shrink-0"
        >
          <ArtworkImage
            src={release.artworkThumbUrl}
            title={release.title}
            decorative
            className="w-20"
          />
        </button>
        <div className="min-w-0 flex-1">
          <h2
            id={headingId}
            className="line-clamp-2 text-base leading-snug font-bold tracking-tight break-words"
          >
            {release.title}
          </h2>
          <p className="truncate text-sm text-ink-300">{release.artistName}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <StatusBadge status={release.status} />
            {/* A draft has not been checked yet: "pending" there says nothing. */}
            {release.status !== "draft" && (
              <CopyrightStatusBadge status={release.copyrightStatus} withLabel />
            )}
          </div>
        </div>
      </div>
      <dl className="space-y-1 px-4 pb-4 text-xs text-ink-400">
        <div className="flex items-center gap-1.5">
          <dt>
            <Mail aria-hidden className="size-3.5" />
            <span className="sr-only">Owner</span>
          </dt>
          <dd className="min-w-0 truncate" title={release.owner.email}>
            {release.owner.email}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <CalendarDays aria-hidden className="size-3.5" />
            <span className="sr-only">Release date</span>
          </dt>
          <dd>
            {formatReleaseDate(release.releaseDate)} · {trackCountText(release.totalTracks)}
          </dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <Clock aria-hidden className="size-3.5" />
            <span className="sr-only">Created</span>
          </dt>
          <dd>Created {formatDateTime(release.createdAt)}</dd>
        </div>
        {release.stores && (
          <div className="flex items-center gap-1.5">
            <dt>
              <Store aria-hidden className="size-3.5" />
              <span className="sr-only">Stores</span>
            </dt>
            <dd data-testid="admin-release-stores">
              {DistributionMessages.liveOn(release.stores.live, release.stores.total)}
            </dd>
          </div>
        )}
      </dl>

      {release.tracks.length > 0 && (
        <ol className="mx-4 divide-y divide-ink-800 rounded-lg bg-ink-950/50 ring-1 ring-ink-800">
          {release.tracks.slice(0, CARD_TRACKS).map((track) => (
            <li key={track.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <TrackPlayButton track={playableTrack(release, track)} />
              <span className="min-w-0 flex-1 truncate">
                <span className="mr-1.5 font-mono text-ink-400 tabular-nums">
                  {track.trackNumber}.
                </span>
                {track.title}
              </span>
              <span className="font-mono text-xs text-ink-400 tabular-nums">
                {formatDuration(track.duration)}
              </span>
            </li>
          ))}
          {more > 0 && (
            <li className="px-3 py-2 text-xs text-ink-400">
              {more} more {more === 1 ? "track" : "tracks"} in the review
            </li>
          )}
        </ol>
      )}

      <div className="mt-auto grid grid-cols-2 gap-2 p-4 [&>*]:whitespace-nowrap">
        <Button
          variant="secondary"
          size="sm"
          className="col-span-2"
          onClick={() => onReview(release)}
        >
          <Eye aria-hidden className="size-4" />
          Review
        </Button>
        {/* Once delivery has started the release stays approved until every store has it. */}
        {release.status === "approved" && !release.stores && (
          <Button
            size="sm"
            className="col-span-2"
            busy={distributing}
            onClick={() => onDistribute(release)}
          >
            <Send aria-hidden className="size-4" />
            Mark as Distributed
          </Button>
        )}
        <a
          href={releaseLinks.metadata(release.id)}
          download
          className={`${buttonClass("ghost", "sm")} col-span-2`}
        >
          <Download aria-hidden className="size-4" />
          Download Metadata
        </a>
      </div>
    </article>
  );
}
