import { formatIsrc } from "@common/releaseRules.ts";
import type { Track } from "@common/releases.ts";
import { formatPreviewStart } from "@common/trackPreview.ts";
import { AudioPlayer } from "@web/components/AudioPlayer.tsx";
import { formatDuration } from "@web/lib/formatDuration.ts";
import { ChevronRight } from "lucide-react";
import { percentText } from "./releaseText.ts";

/**
 * The detail page's tracks (spec §2): number, title, m:ss, explicit badge, ISRC, a player on a
 * short-lived signed link, lyrics folded away, credits as "name - role" and the royalty splits.
 */
export function TrackList({
  tracks,
  onAudioLinkFailed,
}: {
  tracks: Track[];
  onAudioLinkFailed: () => void;
}) {
  if (tracks.length === 0) return <p className="text-sm text-ink-400">No tracks yet.</p>;
  return (
    <ol className="space-y-4" data-testid="track-list">
      {tracks.map((track) => (
        <li key={track.id}>
          <TrackItem track={track} onAudioLinkFailed={onAudioLinkFailed} />
        </li>
      ))}
    </ol>
  );
}

function TrackItem({ track, onAudioLinkFailed }: { track: Track; onAudioLinkFailed: () => void }) {
  const headingId = `track-${track.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="track"
      className="rounded-xl bg-ink-950/60 p-4 ring-1 ring-ink-800"
    >
      <div className="flex items-start gap-4">
        <span className="mt-0.5 w-7 shrink-0 text-right font-mono text-lg font-bold text-ink-400 tabular-nums">
          {track.trackNumber}
        </span>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={headingId} className="min-w-0 truncate font-bold tracking-tight">
              {track.title}
            </h3>
            {track.explicit && (
              <span
                title="Explicit"
                className="rounded bg-ink-200 px-1.5 py-px text-[10px] font-black tracking-wider text-ink-950 uppercase"
              >
                Explicit
              </span>
            )}
            <span className="ml-auto font-mono text-sm text-ink-300 tabular-nums">
              <span className="sr-only">Duration </span>
              {formatDuration(track.duration)}
            </span>
          </div>
          <p className="mt-0.5 text-xs text-ink-400">
            ISRC:{" "}
            <span className="font-mono text-ink-300">
              {track.isrc ? formatIsrc(track.isrc) : "Not assigned"}
            </span>
            <span aria-hidden> · </span>
            Preview:{" "}
            <span className="font-mono text-ink-300">
              {track.previewStartTime === null
                ? "None"
                : `30 s from ${formatPreviewStart(track.previewStartTime)}`}
            </span>
          </p>

          <div className="mt-3">
            <AudioPlayer
              src={track.audioUrl}
              title={track.title}
              duration={track.duration}
              onLinkFailed={onAudioLinkFailed}
            />
          </div>

          {(track.credits.length > 0 || track.splits.length > 0) && (
            <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2">
              {track.credits.length > 0 && (
                <div>
                  <h4 className="text-xs font-semibold tracking-wider text-ink-400 uppercase">
                    Credits
                  </h4>
                  <ul className="mt-1.5 space-y-0.5 text-sm text-ink-200">
                    {track.credits.map((credit, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: credits have no id; the order is theirs
                      <li key={i}>
                        {credit.name} - {credit.role}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {track.splits.length > 0 && (
                <div>
                  <h4 className="text-xs font-semibold tracking-wider text-ink-400 uppercase">
                    Royalty Splits
                  </h4>
                  <table className="mt-1.5 w-full text-sm">
                    <thead className="sr-only">
                      <tr>
                        <th scope="col">Collaborator</th>
                        <th scope="col">Role</th>
                        <th scope="col">Percentage</th>
                      </tr>
                    </thead>
                    <tbody>
                      {track.splits.map((split) => (
                        <tr key={split.id} className="text-ink-200">
                          <td className="py-0.5 pr-3">{split.collaboratorName}</td>
                          <td className="py-0.5 pr-3 text-ink-400">{split.role}</td>
                          <td className="py-0.5 text-right font-mono tabular-nums">
                            {percentText(split.percentage)}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </div>
          )}

          {track.lyrics && (
            <details className="group mt-4">
              <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-semibold text-accent hover:underline [&::-webkit-details-marker]:hidden">
                <ChevronRight
                  aria-hidden
                  className="size-4 transition-transform group-open:rotate-90"
                />
                Lyrics
              </summary>
              <p className="mt-2 rounded-lg bg-ink-900 p-3 text-sm whitespace-pre-line text-ink-200">
                {track.lyrics}
              </p>
            </details>
          )}
        </div>
      </div>
    </article>
  );
}
