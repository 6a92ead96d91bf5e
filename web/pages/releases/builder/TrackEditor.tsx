import { trackIsrcError } from "@common/releaseRules.ts";
import { Limits } from "@common/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useState } from "react";
import { AudioSlot } from "./AudioSlot.tsx";
import type { DraftTrack } from "./builderState.ts";
import { CreditsEditor } from "./CreditsEditor.tsx";
import { CheckboxField, TextAreaField } from "./fields.tsx";
import { PreviewStartField } from "./PreviewStartField.tsx";
import type { RunningUpload } from "./useUploads.ts";

interface TrackEditorProps {
  track: DraftTrack;
  index: number;
  count: number;
  running: RunningUpload | undefined;
  onChange: (patch: Partial<DraftTrack>) => void;
  onAudioFile: (file: File) => void;
  onCancelUpload: () => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}

/** One track of step 2: title, audio, explicit, preview start, lyrics, ISRC and credits. */
export function TrackEditor({
  track,
  index,
  count,
  running,
  onChange,
  onAudioFile,
  onCancelUpload,
  onMove,
  onRemove,
}: TrackEditorProps) {
  const label = `Track ${index + 1}`;
  // Shown once the field is left (or at once for a reopened draft's ISRC), not while typing;
  // the step's list names it meanwhile and Next waits (issue 16).
  const [isrcTouched, setIsrcTouched] = useState(track.isrc.trim() !== "");
  const isrcError = isrcTouched ? trackIsrcError(track, index) : undefined;

  return (
    <section
      aria-label={label}
      className="rounded-2xl bg-ink-900 p-5 ring-1 ring-ink-700 sm:p-6"
      data-testid="track-editor"
    >
      <div className="mb-5 flex items-center gap-2">
        <h3 className="flex-1 text-lg font-bold tracking-tight">
          <span className="text-accent">{String(index + 1).padStart(2, "0")}</span>{" "}
          {track.title.trim() || label}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move ${label} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp aria-hidden className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Move ${label} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown aria-hidden className="size-4" />
        </Button>
        <Button variant="danger" size="sm" aria-label={`Remove ${label}`} onClick={onRemove}>
          <Trash2 aria-hidden className="size-4" />
          <span className="hidden sm:inline">Remove</span>
        </Button>
      </div>

      <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
        <FormField
          label="Title"
          aria-label={`${label} title`}
          value={track.title}
          maxLength={Limits.trackTitle}
          onChange={(event) => onChange({ title: event.target.value })}
        />
        <FormField
          label="ISRC"
          aria-label={`${label} ISRC`}
          value={track.isrc}
          maxLength={20}
          placeholder="CC-XXX-YY-NNNNN"
          hint="Optional: leave empty if you do not have one."
          error={isrcError}
          onBlur={() => setIsrcTouched(true)}
          onChange={(event) => onChange({ isrc: event.target.value })}
        />
        <div className="space-y-1.5 md:col-span-2">
          <p className="text-sm font-medium text-ink-200">Audio</p>
          <AudioSlot
            trackLabel={label}
            audio={track.audio}
            running={running}
            onFile={onAudioFile}
            onCancel={onCancelUpload}
          />
        </div>
        <CheckboxField
          label="Explicit content"
          aria-label={`${label} explicit`}
          checked={track.explicit}
          onChange={(event) => onChange({ explicit: event.target.checked })}
        />
        <PreviewStartField
          track={track}
          index={index}
          onChange={(previewStartText) => onChange({ previewStartText })}
        />
        <TextAreaField
          label="Lyrics"
          aria-label={`${label} lyrics`}
          className="md:col-span-2"
          rows={4}
          maxLength={Limits.lyrics}
          value={track.lyrics}
          onChange={(event) => onChange({ lyrics: event.target.value })}
        />
        <div className="md:col-span-2">
          <CreditsEditor
            trackLabel={label}
            credits={track.credits}
            onChange={(credits) => onChange({ credits })}
          />
        </div>
      </div>
    </section>
  );
}
