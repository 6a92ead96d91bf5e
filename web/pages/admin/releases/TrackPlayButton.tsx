import { cn } from "@web/lib/cn.ts";
import { Pause, Play } from "lucide-react";
import { type PlayableTrack, useNowPlaying } from "./nowPlaying.ts";

/** Play (or pause) one track in the page's now-playing bar. */
export function TrackPlayButton({
  track,
  className,
}: {
  track: PlayableTrack;
  className?: string;
}) {
  const player = useNowPlaying();
  const active = player.current?.id === track.id && player.playing;
  return (
    <button
      type="button"
      onClick={() => player.play(track)}
      aria-label={active ? `Pause ${track.title}` : `Play ${track.title}`}
      aria-pressed={active}
      className={cn(
        "grid size-8 shrink-0 place-items-center rounded-full transition-colors",
        track.audioUrl
          ? "bg-accent/15 text-accent ring-1 ring-accent/30 hover:bg-accent hover:text-accent-ink"
          : "bg-ink-800 text-ink-400 ring-1 ring-ink-700",
        active && "bg-accent text-accent-ink",
        className,
      )}
    >
      {active ? (
        <Pause aria-hidden className="size-3.5" fill="currentColor" />
      ) : (
        <Play aria-hidden className="size-3.5 translate-x-px" fill="currentColor" />
      )}
    </button>
  );
}
