import { formatIsrc } from "@common/releaseRules.ts";
import type { ReleaseDetail } from "@common/releases.ts";
import { AudioMessages } from "@common/review.ts";
import { formatDuration } from "@web/lib/formatDuration.ts";
import { Download } from "lucide-react";
import { toast } from "sonner";
import { playableTrack } from "./AdminReleaseCard.tsx";
import { TrackPlayButton } from "./TrackPlayButton.tsx";

const downloadClass =
  "grid size-8 shrink-0 place-items-center rounded-full text-ink-300 transition-colors hover:bg-ink-800 hover:text-ink-50";

/**
 * The review dialog's tracks: number, title, explicit, ISRC, duration, a play button for the
 * page's now-playing bar and the audio file's download (spec §8's messages when there is none).
 */
export function ReviewTrackList({ release }: { release: ReleaseDetail }) {
  if (release.tracks.length === 0) return <p className="text-sm text-ink-400">No tracks yet.</p>;
  return (
    <ol
      className="divide-y divide-ink-800 rounded-lg ring-1 ring-ink-800"
      data-testid="review-tracks"
    >
      {release.tracks.map((track) => {
        const playable = playableTrack(release, track);
        return (
          <li key={track.id} className="flex items-center gap-3 px-3 py-2.5 text-sm">
            <TrackPlayButton track={playable} />
            <span className="w-5 shrink-0 text-right font-mono text-ink-400 tabular-nums">
              {track.trackNumber}
            </span>
            <span className="min-w-0 flex-1">
              <span className="flex items-center gap-2">
                <span className="truncate font-medium">{track.title}</span>
                {track.explicit && (
                  <span className="rounded bg-ink-200 px-1.5 py-px text-[10px] font-black tracking-wider text-ink-950 uppercase">
                    Explicit
                  </span>
                )}
              </span>
              <span className="block text-xs text-ink-400">
                ISRC:{" "}
                <span className="font-mono">
                  {track.isrc ? formatIsrc(track.isrc) : "Not assigned"}
                </span>
                {track.audio && (
                  <>
                    {" · "}
                    {track.audio.originalName}
                  </>
                )}
              </span>
            </span>
            <span className="shrink-0 font-mono text-xs text-ink-300 tabular-nums">
              {formatDuration(track.duration)}
            </span>
            {track.audioUrl ? (
              <a
                href={track.audioUrl}
                download={track.audio?.originalName ?? track.title}
                aria-label={`Download ${track.title}`}
                className={downloadClass}
              >
                <Download aria-hidden className="size-4" />
              </a>
            ) : (
              <button
                type="button"
                aria-label={`Download ${track.title}`}
                onClick={() => toast.error(AudioMessages.noDownload)}
                className={downloadClass}
              >
                <Download aria-hidden className="size-4" />
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
