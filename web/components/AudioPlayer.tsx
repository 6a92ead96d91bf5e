import { formatDuration } from "@web/lib/formatDuration.ts";
import { useAudioState } from "@web/lib/useAudioState.ts";
import { Pause, Play } from "lucide-react";
import { useRef, useState } from "react";

/** The one element playing now: starting a track pauses the previous one. */
let playingElement: HTMLAudioElement | null = null;

interface AudioPlayerProps {
  /** A short-lived signed link (decision 9), or null when the track has no audio. */
  src: string | null;
  /** The track's title, for the controls' accessible names. */
  title: string;
  /** Seconds as read on the server, shown before the browser has loaded anything. */
  duration: number;
  /**
   * The link failed (it may have expired while the page stayed open): the page fetches the
   * release again, which brings a fresh link.
   */
  onLinkFailed?: () => void;
}

/**
 * A small player: play/pause, a seek slider and the time. Nothing is downloaded until the user
 * presses play (preload none), so a long track list costs nothing.
 */
export function AudioPlayer({
  src,
  title,
  duration: knownDuration,
  onLinkFailed,
}: AudioPlayerProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const { playing, setPlaying, position, setPosition, loadedDuration, events } = useAudioState();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (!src) return <p className="text-xs text-ink-400">No audio</p>;

  const duration = loadedDuration ?? knownDuration;
  const failed = failedSrc === src;

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (!audio.paused) {
      audio.pause();
      return;
    }
    if (playingElement && playingElement !== audio) playingElement.pause();
    playingElement = audio;
    audio.play().catch(() => {
      // Refused (autoplay rules) or failed: the error event, if any, says which.
    });
  };

  const seek = (seconds: number) => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = seconds;
    setPosition(seconds);
  };

  return (
    <div className="flex min-w-0 items-center gap-3" data-testid="audio-player">
      <audio
        ref={audioRef}
        src={src}
        preload="none"
        {...events}
        onError={() => {
          setPlaying(false);
          setFailedSrc(src);
          onLinkFailed?.();
        }}
      />
      <button
        type="button"
        onClick={toggle}
        aria-label={playing ? `Pause ${title}` : `Play ${title}`}
        className="grid size-9 shrink-0 place-items-center rounded-full bg-accent text-accent-ink transition-colors hover:bg-accent-strong"
      >
        {playing ? (
          <Pause aria-hidden className="size-4" fill="currentColor" />
        ) : (
          <Play aria-hidden className="size-4 translate-x-px" fill="currentColor" />
        )}
      </button>
      <input
        type="range"
        min={0}
        max={Math.max(duration, 1)}
        step={1}
        value={Math.min(position, Math.max(duration, 1))}
        onChange={(event) => seek(Number(event.currentTarget.value))}
        aria-label={`Position in ${title}`}
        aria-valuetext={`${formatDuration(position)} of ${formatDuration(duration)}`}
        className="h-1.5 min-w-16 flex-1 cursor-pointer accent-accent"
      />
      <span className="shrink-0 font-mono text-xs text-ink-300 tabular-nums">
        {formatDuration(position)} / {formatDuration(duration)}
      </span>
      {failed && (
        <span role="status" className="shrink-0 text-xs text-danger">
          Could not play this track.
        </span>
      )}
    </div>
  );
}
