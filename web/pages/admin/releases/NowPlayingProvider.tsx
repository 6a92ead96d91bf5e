import { AudioMessages, PlayerDefaults } from "@common/review.ts";
import { useAudioState } from "@web/lib/useAudioState.ts";
import { type ReactNode, useCallback, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { NowPlayingBar } from "./NowPlayingBar.tsx";
import { type NowPlaying, NowPlayingContext, type PlayableTrack } from "./nowPlaying.ts";

/** A play() refused because another load replaced it is no failure: the new track plays. */
const isInterrupted = (error: unknown) =>
  error instanceof DOMException && error.name === "AbortError";

/**
 * The review pages' one player (spec §2 "now-playing audio bar"): one <audio> element for the
 * page, a bar fixed to the bottom while a track is loaded. Any play button on the page (cards,
 * the review dialog) plays through it, so two tracks never play over each other.
 */
export function NowPlayingProvider({
  children,
  onLinkFailed,
}: {
  children: ReactNode;
  /** The track's link failed (it may have expired): the page refetches for fresh links. */
  onLinkFailed: () => void;
}) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState<PlayableTrack | null>(null);
  const { playing, setPlaying, position, setPosition, loadedDuration, setLoadedDuration, events } =
    useAudioState();
  const [volume, setVolumeState] = useState<number>(PlayerDefaults.volume);

  const start = useCallback((audio: HTMLAudioElement, message: string) => {
    audio.play().catch((error: unknown) => {
      if (!isInterrupted(error)) toast.error(message);
    });
  }, []);

  const play = useCallback(
    (track: PlayableTrack) => {
      const audio = audioRef.current;
      if (!audio) return;
      if (!track.audioUrl) {
        toast.error(AudioMessages.noAudio);
        return;
      }
      if (current?.id === track.id && audio.src) {
        if (audio.paused) start(audio, AudioMessages.unableToPlay);
        else audio.pause();
        return;
      }
      setCurrent(track);
      setPosition(0);
      setLoadedDuration(null);
      audio.src = track.audioUrl;
      audio.volume = volume;
      start(audio, AudioMessages.failedToPlay);
    },
    [current, start, volume, setPosition, setLoadedDuration],
  );

  const value = useMemo<NowPlaying>(() => ({ current, playing, play }), [current, playing, play]);

  const audio = () => audioRef.current;
  const controls = {
    toggle: () => {
      const element = audio();
      if (!element || !current) return;
      if (element.paused) start(element, AudioMessages.unableToPlay);
      else element.pause();
    },
    skip: (seconds: number) => {
      const element = audio();
      if (!element) return;
      const end = Number.isFinite(element.duration) ? element.duration : Number.POSITIVE_INFINITY;
      element.currentTime = Math.min(Math.max(0, element.currentTime + seconds), end);
      setPosition(element.currentTime);
    },
    seek: (seconds: number) => {
      const element = audio();
      if (!element) return;
      element.currentTime = seconds;
      setPosition(seconds);
    },
    setVolume: (next: number) => {
      // Tenths, so 0.7 - 0.1 is 0.6 and not 0.6000000000000001.
      const rounded = Math.round(Math.min(1, Math.max(0, next)) * 10) / 10;
      setVolumeState(rounded);
      const element = audio();
      if (element) element.volume = rounded;
    },
    close: () => {
      const element = audio();
      if (element) {
        element.pause();
        element.removeAttribute("src");
        element.load();
      }
      setCurrent(null);
      setPlaying(false);
      setPosition(0);
    },
  };

  return (
    <NowPlayingContext.Provider value={value}>
      {children}
      <audio
        ref={audioRef}
        preload="none"
        {...events}
        onError={(event) => {
          // An element without a source (after close) reports an error too: not the user's.
          if (!event.currentTarget.getAttribute("src")) return;
          setPlaying(false);
          toast.error(AudioMessages.loadError);
          onLinkFailed();
        }}
      />
      {/* Room below the page, so the fixed bar never covers its last row. */}
      {current && <div aria-hidden className="h-28" />}
      {current && (
        <NowPlayingBar
          track={current}
          playing={playing}
          position={position}
          duration={loadedDuration ?? current.duration}
          volume={volume}
          {...controls}
        />
      )}
    </NowPlayingContext.Provider>
  );
}
