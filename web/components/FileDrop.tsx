import {
  ARTWORK_ACCEPT,
  ARTWORK_MAX_BYTES,
  AUDIO_ACCEPT,
  AUDIO_MAX_BYTES,
  isJunkFile,
  type UploadKind,
  UploadMessages,
} from "@common/uploads.ts";
import { cn } from "@web/lib/cn.ts";
import { CircleAlert, Upload } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import {
  type Accept,
  ErrorCode,
  type FileError,
  type FileRejection,
  useDropzone,
} from "react-dropzone";

const DEFAULTS: Record<UploadKind, { accept: Accept; maxSize: number }> = {
  audio: { accept: AUDIO_ACCEPT, maxSize: AUDIO_MAX_BYTES },
  artwork: { accept: ARTWORK_ACCEPT, maxSize: ARTWORK_MAX_BYTES },
};

/** Spec §8 "File drop": each rejection code as the user reads it. */
function rejectionMessage(kind: UploadKind, error: FileError): string {
  switch (error.code) {
    case ErrorCode.FileInvalidType:
      return UploadMessages.fileInvalidType(kind);
    case ErrorCode.FileTooLarge:
      return UploadMessages.fileTooLarge(kind);
    case ErrorCode.FileTooSmall:
      return UploadMessages.fileTooSmall;
    case ErrorCode.TooManyFiles:
      return UploadMessages.tooManyFiles;
    default:
      return error.message;
  }
}

/** react-dropzone's own style for its input (no size, transparent), taken out of the flow. */
const HIDDEN_INPUT = {
  position: "absolute",
  border: 0,
  height: 0,
  width: 0,
  margin: 0,
  padding: 0,
  opacity: 0,
  overflow: "hidden",
} as const;

const onlyTooMany = (rejection: FileRejection) =>
  rejection.errors.every((e) => e.code === ErrorCode.TooManyFiles);

interface FileDropProps {
  /** Decides the accepted types, the size limit and the wording of refusals. */
  kind: UploadKind;
  /** The file input's accessible name ("Track 1 audio"), so it can be found and filled. */
  label: string;
  onFile: (file: File) => void;
  /** What the zone says; a button-sized zone for "Replace" when `compact`. */
  children: ReactNode;
  hint?: ReactNode;
  compact?: boolean;
  disabled?: boolean;
  accept?: Accept;
  maxSize?: number;
}

/**
 * One file by drop or by picker (react-dropzone). Operating-system litter (.DS_Store,
 * Thumbs.db) is ignored, as if it had not been dropped; a wrong type, an empty or too large
 * file, or more than one real file is refused with a message under the zone. The server checks
 * every file again by content: these checks only spare the user a pointless upload.
 */
export function FileDrop({
  kind,
  label,
  onFile,
  children,
  hint,
  compact = false,
  disabled = false,
  accept = DEFAULTS[kind].accept,
  maxSize = DEFAULTS[kind].maxSize,
}: FileDropProps) {
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const hintId = useId();

  const onDrop = (accepted: File[], rejections: FileRejection[]) => {
    const refused = rejections.filter((r) => !isJunkFile(r.file.name));
    // react-dropzone refuses the files past maxFiles as "too many" even when a junk file took
    // the one place, so count the real files again without the junk.
    const fine = [
      ...accepted.filter((file) => !isJunkFile(file.name)),
      ...refused.filter(onlyTooMany).map((r) => r.file),
    ];
    const failed = refused.filter((r) => !onlyTooMany(r));
    if (fine.length + failed.length === 0) return;
    if (fine.length + failed.length > 1) {
      setError(UploadMessages.tooManyFiles);
      return;
    }
    const [file] = fine;
    if (file) {
      setError(null);
      onFile(file);
      return;
    }
    const [firstError] = failed[0]?.errors ?? [];
    setError(firstError ? rejectionMessage(kind, firstError) : UploadMessages.uploadFailed);
  };

  const { getRootProps, getInputProps, isDragActive, isDragReject } = useDropzone({
    accept,
    maxSize,
    minSize: 1,
    // Several files may arrive (a folder's contents with its .DS_Store); the junk is dropped and
    // more than one real file gets the "one file at a time" message instead of a silent pick.
    multiple: true,
    maxFiles: 1,
    disabled,
    onDrop,
  });

  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={cn("space-y-2", compact && "inline-block space-y-0")}>
      {/* Beside the zone, not inside it: a control inside a button is one screen readers reach
          twice (axe "nested-interactive"). The zone opens it through its ref; out of the flow,
          the empty input takes no part in the spacing around the zone. */}
      <input {...getInputProps({ "aria-label": label, style: HIDDEN_INPUT })} />
      <div
        {...getRootProps({
          role: "button",
          "aria-describedby": describedBy,
          className: cn(
            "cursor-pointer transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-accent",
            compact
              ? "inline-flex h-8 items-center gap-1.5 rounded-lg bg-ink-800 px-3 text-sm font-semibold text-ink-50 ring-1 ring-ink-600 ring-inset hover:bg-ink-700"
              : "flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-6 py-8 text-center",
            !compact &&
              (isDragReject
                ? "border-danger/70 bg-danger/5"
                : isDragActive
                  ? "border-accent bg-accent/5"
                  : "border-ink-600 bg-ink-950/60 hover:border-ink-400"),
            disabled && "cursor-not-allowed opacity-50",
          ),
        })}
      >
        {compact ? null : <Upload aria-hidden className="size-6 text-ink-300" />}
        <span className={cn(!compact && "text-sm font-medium text-ink-100")}>{children}</span>
      </div>
      {hint && !compact && (
        <p id={hintId} className="text-xs text-ink-400">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          role="alert"
          className={cn(
            "flex items-center gap-1.5 text-sm font-medium text-danger",
            compact && "mt-2",
          )}
        >
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}
