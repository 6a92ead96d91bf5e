import { Limits } from "@common/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { Plus } from "lucide-react";
import type { BuilderState, DraftTrack } from "./builderState.ts";
import { StepHeading } from "./fields.tsx";
import { StorageNotice } from "./StorageNotice.tsx";
import { TrackEditor } from "./TrackEditor.tsx";
import type { RunningUpload } from "./useUploads.ts";

export interface TrackActions {
  add: () => void;
  change: (key: string, patch: Partial<DraftTrack>) => void;
  move: (key: string, offset: -1 | 1) => void;
  remove: (key: string) => void;
  audioFile: (key: string, file: File) => void;
  cancelUpload: (key: string) => void;
}

interface TracksStepProps {
  state: BuilderState;
  running: Record<string, RunningUpload>;
  actions: TrackActions;
}

/** Step 2, Tracks: add, remove, reorder and fill in each track. */
export function TracksStep({ state, running, actions }: TracksStepProps) {
  const { tracks } = state;
  return (
    <div>
      <StepHeading
        title="Tracks"
        description="Each track needs a title and its audio. WAV or FLAC masters are best."
      />
      <StorageNotice />
      <div className="space-y-5">
        {tracks.map((track, index) => (
          <TrackEditor
            key={track.key}
            track={track}
            index={index}
            count={tracks.length}
            running={running[track.key]}
            onChange={(patch) => actions.change(track.key, patch)}
            onAudioFile={(file) => actions.audioFile(track.key, file)}
            onCancelUpload={() => actions.cancelUpload(track.key)}
            onMove={(offset) => actions.move(track.key, offset)}
            onRemove={() => actions.remove(track.key)}
          />
        ))}
      </div>
      <Button
        variant="secondary"
        className="mt-5"
        disabled={tracks.length >= Limits.tracks}
        onClick={actions.add}
      >
        <Plus aria-hidden className="size-4" />
        Add Track
      </Button>
    </div>
  );
}
