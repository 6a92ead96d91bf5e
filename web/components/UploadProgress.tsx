import { formatBytes } from "@common/uploads.ts";
import { FileUp } from "lucide-react";
import { Button } from "./Button.tsx";

interface UploadProgressProps {
  fileName: string;
  loaded: number;
  total: number;
  onCancel: () => void;
}

/** One file on its way up: name, a progress bar, bytes sent, and Cancel. */
export function UploadProgress({ fileName, loaded, total, onCancel }: UploadProgressProps) {
  const percent = total > 0 ? Math.min(100, Math.round((loaded / total) * 100)) : 0;
  return (
    <div className="rounded-xl bg-ink-950/60 p-4 ring-1 ring-ink-700" data-testid="upload-progress">
      <div className="flex items-center gap-3">
        <FileUp aria-hidden className="size-5 shrink-0 text-ink-300" />
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-ink-50">{fileName}</p>
          <p className="text-xs text-ink-400">
            {percent < 100
              ? `Uploading… ${formatBytes(loaded)} of ${formatBytes(total)}`
              : "Checking the file…"}
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={onCancel}
          aria-label={`Cancel upload of ${fileName}`}
        >
          Cancel
        </Button>
      </div>
      <div
        role="progressbar"
        aria-label={`Uploading ${fileName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-ink-800"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-200"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
