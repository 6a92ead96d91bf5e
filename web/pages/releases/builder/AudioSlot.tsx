import type { Upload } from "@common/uploads.ts";
import { FileDrop } from "@web/components/FileDrop.tsx";
import { UploadProgress } from "@web/components/UploadProgress.tsx";
import { formatDuration } from "@web/lib/formatDuration.ts";
import { FileAudio } from "lucide-react";
import { audioFacts } from "./uploadFacts.ts";
import type { RunningUpload } from "./useUploads.ts";
import { WarningList } from "./WarningList.tsx";

interface AudioSlotProps {
  /** "Track 1": names the file input ("Track 1 audio"). */
  trackLabel: string;
  audio: Upload | null;
  running: RunningUpload | undefined;
  onFile: (file: File) => void;
  onCancel: () => void;
}

/** A track's audio: a drop zone, then the progress of the upload, then the file and Replace. */
export function AudioSlot({ trackLabel, audio, running, onFile, onCancel }: AudioSlotProps) {
  const label = `${trackLabel} audio`;
  if (running) {
    return (
      <UploadProgress
        fileName={running.fileName}
        loaded={running.loaded}
        total={running.total}
        onCancel={onCancel}
      />
    );
  }
  if (!audio) {
    return (
      <FileDrop kind="audio" label={label} onFile={onFile} hint="MP3, WAV or FLAC">
        Drop the audio file here, or click to choose one
      </FileDrop>
    );
  }
  return (
    <div className="rounded-xl bg-ink-950/60 p-4 ring-1 ring-ink-700" data-testid="audio-file">
      <div className="flex flex-wrap items-start gap-3">
        <FileAudio aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink-50">{audio.originalName}</p>
          <p className="text-xs text-ink-300">
            {[formatDuration(audio.durationSeconds ?? 0), audioFacts(audio)].join(" · ")}
          </p>
        </div>
        <FileDrop kind="audio" label={label} onFile={onFile} compact>
          Replace<span className="sr-only"> {label}</span>
        </FileDrop>
      </div>
      <WarningList warnings={audio.warnings} className="mt-3" />
    </div>
  );
}
