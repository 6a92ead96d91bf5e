import { ARTWORK_MAX_BYTES, type Upload } from "@common/uploads.ts";
import { FileDrop } from "@web/components/FileDrop.tsx";
import { UploadProgress } from "@web/components/UploadProgress.tsx";
import { ImageIcon } from "lucide-react";
import { StepHeading } from "./fields.tsx";
import { StorageNotice } from "./StorageNotice.tsx";
import { artworkFacts } from "./uploadFacts.ts";
import type { RunningUpload } from "./useUploads.ts";
import { WarningList } from "./WarningList.tsx";

const ARTWORK_HINT = "3000x3000 px recommended, up to 10MB";
const LABEL = "Artwork file";

interface ArtworkStepProps {
  artwork: Upload | null;
  running: RunningUpload | undefined;
  onFile: (file: File) => void;
  onCancel: () => void;
}

/** A square preview of the artwork's small rendition, or a placeholder. */
export function ArtworkPreview({ artwork, size }: { artwork: Upload | null; size: string }) {
  return artwork?.thumbnailUrl ? (
    <img
      src={artwork.thumbnailUrl}
      alt="Release artwork"
      className={`${size} shrink-0 rounded-xl object-cover ring-1 ring-ink-700`}
      data-testid="artwork-preview"
    />
  ) : (
    <div
      className={`${size} grid shrink-0 place-items-center rounded-xl bg-ink-800 ring-1 ring-ink-700`}
    >
      <ImageIcon aria-hidden className="size-8 text-ink-400" />
    </div>
  );
}

/** Step 4, Artwork: one PNG or JPEG, at most 10 MB (decision 8), checked here and on the server. */
export function ArtworkStep({ artwork, running, onFile, onCancel }: ArtworkStepProps) {
  const drop = (compact: boolean) => (
    <FileDrop
      kind="artwork"
      label={LABEL}
      maxSize={ARTWORK_MAX_BYTES}
      onFile={onFile}
      compact={compact}
      hint={ARTWORK_HINT}
    >
      {compact ? (
        <>
          Replace<span className="sr-only"> artwork</span>
        </>
      ) : (
        "Drop a PNG or JPEG here, or click to choose one"
      )}
    </FileDrop>
  );

  return (
    <div>
      <StepHeading title="Artwork" description={`Cover art for every store: ${ARTWORK_HINT}.`} />
      <StorageNotice />
      {running ? (
        <UploadProgress
          fileName={running.fileName}
          loaded={running.loaded}
          total={running.total}
          onCancel={onCancel}
        />
      ) : artwork ? (
        <div className="flex flex-col gap-5 sm:flex-row">
          <ArtworkPreview artwork={artwork} size="size-56" />
          <div className="min-w-0 flex-1 space-y-3">
            <div>
              <p className="truncate font-medium text-ink-50">{artwork.originalName}</p>
              <p className="text-sm text-ink-300">{artworkFacts(artwork)}</p>
            </div>
            <WarningList warnings={artwork.warnings} />
            {drop(true)}
            <p className="text-xs text-ink-400">{ARTWORK_HINT}</p>
          </div>
        </div>
      ) : (
        drop(false)
      )}
    </div>
  );
}
