import { createContext, useContext } from "react";

/** A track handed to the now-playing bar, with the release it belongs to. */
export interface PlayableTrack {
  id: string;
  title: string;
  trackNumber: number;
  /** Seconds as read on the server, shown until the browser knows better. */
  duration: number;
  /** A short-lived signed link, or null when the track has no audio. */
  audioUrl: string | null;
  releaseTitle: string;
  artistName: string;
  artworkUrl: string | null;
}

export interface NowPlaying {
  current: PlayableTrack | null;
  playing: boolean;
  /** Plays `track` in the bar; the track already playing is paused or resumed instead. */
  play: (track: PlayableTrack) => void;
}

export const NowPlayingContext = createContext<NowPlaying | null>(null);

/** The page's one player (NowPlayingProvider): cards and the review dialog play through it. */
export function useNowPlaying(): NowPlaying {
  const value = useContext(NowPlayingContext);
  if (!value) throw new Error("useNowPlaying outside NowPlayingProvider");
  return value;
}
