import { FormField } from "@web/components/FormField.tsx";
import { useState } from "react";
import type { DraftTrack } from "./builderState.ts";
import { previewFieldError } from "./previewStart.ts";

interface PreviewStartFieldProps {
  track: DraftTrack;
  index: number;
  onChange: (previewStartText: string) => void;
}

/** The field's texts, shared with staff's Edit details form (web/pages/admin/releases/). */
export const previewStartInput = {
  label: "Preview start",
  maxLength: 8,
  placeholder: "0:45",
  autoComplete: "off",
  hint: "Optional: where the 30-second preview on the release page starts (minutes:seconds).",
} as const;

/**
 * Where the track's 30-second preview on its public page starts, as m:ss; empty: no preview.
 * The message shows once the field is left (or at once for a reopened draft), as the ISRC's.
 */
export function PreviewStartField({ track, index, onChange }: PreviewStartFieldProps) {
  const [touched, setTouched] = useState(track.previewStartText.trim() !== "");
  const error = touched ? previewFieldError(track, index) : undefined;
  return (
    <FormField
      {...previewStartInput}
      aria-label={`Track ${index + 1} preview start`}
      value={track.previewStartText}
      error={error}
      onBlur={() => setTouched(true)}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
