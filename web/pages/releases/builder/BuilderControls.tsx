import { Button } from "@web/components/Button.tsx";
import { ArrowLeft, ArrowRight, Save, Send } from "lucide-react";

interface BuilderControlsProps {
  step: number;
  canGoNext: boolean;
  canSubmit: boolean;
  /** A save is running, or a file is still uploading. */
  saving: "draft" | "submitted" | null;
  uploading: boolean;
  errorsId: string | undefined;
  onPrevious: () => void;
  onNext: () => void;
  onSaveDraft: () => void;
  onSubmit: () => void;
}

/** Spec §2: Previous (from step 2), Save Draft, Next, and "Submit for Review" on the last step. */
export function BuilderControls({
  step,
  canGoNext,
  canSubmit,
  saving,
  uploading,
  errorsId,
  onPrevious,
  onNext,
  onSaveDraft,
  onSubmit,
}: BuilderControlsProps) {
  const blocked = saving !== null || uploading;
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-ink-800 pt-6">
      {step > 1 && (
        <Button variant="secondary" onClick={onPrevious} disabled={saving !== null}>
          <ArrowLeft aria-hidden className="size-4" />
          Previous
        </Button>
      )}
      <div className="ml-auto flex flex-wrap items-center gap-3">
        {uploading && <p className="text-sm text-ink-300">Waiting for uploads to finish…</p>}
        <Button
          variant="secondary"
          onClick={onSaveDraft}
          disabled={blocked}
          busy={saving === "draft"}
        >
          {saving !== "draft" && <Save aria-hidden className="size-4" />}
          Save Draft
        </Button>
        {step < 6 ? (
          <Button key="next" onClick={onNext} disabled={!canGoNext} aria-describedby={errorsId}>
            Next
            <ArrowRight aria-hidden className="size-4" />
          </Button>
        ) : (
          <Button
            key="submit"
            // Submit takes Next's place: the second click of a double click on Next lands here
            // (its click count is 2) and must not submit. A keyboard press counts 0.
            onClick={(event) => {
              if (event.detail <= 1) onSubmit();
            }}
            disabled={!canSubmit || blocked}
            busy={saving === "submitted"}
            aria-describedby={errorsId}
          >
            {saving !== "submitted" && <Send aria-hidden className="size-4" />}
            {saving === "submitted" ? "Submitting..." : "Submit for Review"}
          </Button>
        )}
      </div>
    </div>
  );
}
