import { type SyntheticEvent, useState } from "react";

type AudioEvent = SyntheticEvent<HTMLAudioElement>;

/**
 * What a player shows of its <audio> element (playing, position, the duration the browser read)
 * and the element's event handlers that keep it current: spread `events` onto the element.
 */
export function useAudioState() {
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [loadedDuration, setLoadedDuration] = useState<number | null>(null);
  const events = {
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => {
      setPlaying(false);
      setPosition(0);
    },
    onTimeUpdate: (event: AudioEvent) => setPosition(event.currentTarget.currentTime),
    onLoadedMetadata: (event: AudioEvent) => {
      const seconds = event.currentTarget.duration;
      if (Number.isFinite(seconds)) setLoadedDuration(seconds);
    },
  };
  return { playing, setPlaying, position, setPosition, loadedDuration, setLoadedDuration, events };
}
