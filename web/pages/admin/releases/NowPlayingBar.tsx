import { PlayerDefaults } from "@common/review.ts";
import { ArtworkImage } from "@web/components/ArtworkImage.tsx";
import { formatDuration } from "@web/lib/formatDuration.ts";
import { Pause, Play, RotateCcw, RotateCw, Volume1, Volume2, VolumeX, X } from "lucide-react";
import type { PlayableTrack } from "./nowPlaying.ts";

interface NowPlayingBarProps {
  track: PlayableTrack;
  playing: boolean;
  position: number;
  duration: number;
  volume: number;
  toggle: () => void;
  skip: (seconds: number) => void;
  seek: (seconds: number) => void;
  setVolume: (volume: number) => void;
  close: () => void;
}

const iconButton =
  "grid size-9 shrink-0 place-items-center rounded-full text-ink-200 transition-colors hover:bg-ink-800 hover:text-ink-50";

/**
 * The now-playing bar (spec §2): artwork, track and release, play/pause, back and forward
 * 10 seconds, a seek slider, and volume (0.7 to start, steps of 0.1). Fixed to the bottom of
 * the page area, beside the sidebar on wide screens.
 */
export function NowPlayingBar({
  track,
  playing,
  position,
  duration,
  volume,
  toggle,
  skip,
  seek,
  setVolume,
  close,
}: NowPlayingBarProps) {
  const { skipSeconds, volumeStep } = PlayerDefaults;
  const VolumeIcon = volume === 0 ? VolumeX : volume < 0.5 ? Volume1 : Volume2;
  const length = Math.max(duration, 1);
  return (
    <section
      aria-label="Now playing"
      data-testid="now-playing-bar"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-ink-700 bg-ink-900/95 px-4 py-3 shadow-[0_-12px_32px_-12px_rgb(0_0_0/0.6)] backdrop-blur lg:left-72"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-1 items-center gap-3 sm:flex-none sm:basis-64">
          <ArtworkImage
            src={track.artworkUrl}
            title={track.releaseTitle}
            decorative
            className="w-11"
          />
          <div className="min-w-0">
            <p className="truncate text-sm font-bold" data-testid="now-playing-title">
              {track.trackNumber}. {track.title}
            </p>
            <p className="truncate text-xs text-ink-400">
              {track.releaseTitle} · {track.artistName}
            </p>
          </div>
        </div>

        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => skip(-skipSeconds)}
            aria-label={`Back ${skipSeconds} seconds`}
            className={iconButton}
          >
            <RotateCcw aria-hidden className="size-4" />
          </button>
          <button
            type="button"
            onClick={toggle}
            aria-label={playing ? "Pause" : "Play"}
            className="grid size-10 place-items-center rounded-full bg-accent text-accent-ink transition-colors hover:bg-accent-strong"
          >
            {playing ? (
              <Pause aria-hidden className="size-4" fill="currentColor" />
            ) : (
              <Play aria-hidden className="size-4 translate-x-px" fill="currentColor" />
            )}
          </button>
          <button
            type="button"
            onClick={() => skip(skipSeconds)}
            aria-label={`Forward ${skipSeconds} seconds`}
            className={iconButton}
          >
            <RotateCw aria-hidden className="size-4" />
          </button>
        </div>

        <div className="flex min-w-48 flex-1 items-center gap-3">
          <span className="font-mono text-xs text-ink-300 tabular-nums">
            {formatDuration(position)}
          </span>
          <input
            type="range"
            min={0}
            max={length}
            step={1}
            value={Math.min(position, length)}
            onChange={(event) => seek(Number(event.currentTarget.value))}
            aria-label="Position"
            aria-valuetext={`${formatDuration(position)} of ${formatDuration(duration)}`}
            className="h-1.5 min-w-16 flex-1 cursor-pointer accent-accent"
          />
          <span className="font-mono text-xs text-ink-300 tabular-nums">
            {formatDuration(duration)}
          </span>
        </div>

        <div className="flex items-center gap-2">
          <VolumeIcon aria-hidden className="size-4 text-ink-300" />
          <input
            type="range"
            min={0}
            max={1}
            step={volumeStep}
            value={volume}
            onChange={(event) => setVolume(Number(event.currentTarget.value))}
            aria-label="Volume"
            aria-valuetext={`${Math.round(volume * 100)}%`}
            data-testid="now-playing-volume"
            className="h-1.5 w-24 cursor-pointer accent-accent"
          />
          <button type="button" onClick={close} aria-label="Close player" className={iconButton}>
            <X aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </section>
  );
}
