import type { BuilderState, DraftSplit } from "./builderState.ts";
import { StepHeading } from "./fields.tsx";
import { SplitEditor } from "./SplitEditor.tsx";

interface SplitsStepProps {
  state: BuilderState;
  onChange: (trackKey: string, splits: DraftSplit[]) => void;
}

/** Step 5, Splits: who earns what share of each track; every track totals 100%. */
export function SplitsStep({ state, onChange }: SplitsStepProps) {
  return (
    <div>
      <StepHeading
        title="Splits"
        description="Share each track's royalties between its collaborators. Each track must total 100%. Collaborators without an email are paid through your account."
      />
      {state.tracks.length === 0 ? (
        <p className="text-sm text-ink-300">Add a track first.</p>
      ) : (
        <div className="space-y-5">
          {state.tracks.map((track, index) => (
            <SplitEditor
              key={track.key}
              track={track}
              index={index}
              onChange={(splits) => onChange(track.key, splits)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
