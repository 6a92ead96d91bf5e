import { RejectInputSchema, ReviewLimits, ReviewMessages } from "@common/review.ts";
import { Button } from "@web/components/Button.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { cn } from "@web/lib/cn.ts";
import { type FormEvent, useState } from "react";
import type { ReviewTarget } from "./ReleaseReviewModal.tsx";
import { useReviewActions } from "./useReviewActions.ts";

/**
 * The Reject Release dialog (spec §2, §5): a reason is required (marked *), checked here with
 * the server's own schema and again by the server. The reason becomes the admin notes the
 * artist reads and is part of their notification.
 */
export function RejectReleaseModal({
  release,
  onClose,
  onRejected,
}: {
  release: ReviewTarget | null;
  onClose: () => void;
  onRejected: () => void;
}) {
  return (
    <Modal
      open={release !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Reject Release"
      description={
        release ? `Tell ${release.artistName} why "${release.title}" was rejected.` : undefined
      }
      testId="reject-release-modal"
    >
      {release && <RejectForm release={release} onClose={onClose} onRejected={onRejected} />}
    </Modal>
  );
}

function RejectForm({
  release,
  onClose,
  onRejected,
}: {
  release: ReviewTarget;
  onClose: () => void;
  onRejected: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const actions = useReviewActions();
  const busy = actions.busyId === release.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RejectInputSchema.safeParse({ notes: reason });
    if (!parsed.success || !parsed.data.notes) {
      setError(parsed.error?.issues[0]?.message ?? ReviewMessages.rejectReasonRequired);
      return;
    }
    setError(null);
    actions.run({ id: release.id, action: "reject", notes: parsed.data.notes }, onRejected);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="space-y-1.5">
        <label htmlFor="reject-reason" className="block text-sm font-medium text-ink-200">
          Reason for rejection{" "}
          <span aria-hidden className="text-danger">
            *
          </span>
        </label>
        <textarea
          id="reject-reason"
          rows={5}
          required
          value={reason}
          maxLength={ReviewLimits.notes}
          placeholder="What must change before this release can be approved?"
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "reject-reason-error" : undefined}
          className={cn(
            "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
            "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
            "aria-[invalid=true]:ring-danger/70",
          )}
        />
        {error && (
          <p id="reject-reason-error" role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" busy={busy}>
          Reject Release
        </Button>
      </div>
    </form>
  );
}
