import {
  ApproveTakedownInputSchema,
  RejectTakedownInputSchema,
  TakedownMessages,
  type TakedownRequest,
} from "@common/distribution.ts";
import { useApproveTakedown, useRejectTakedown } from "@web/api/deliveries.ts";
import { Button } from "@web/components/Button.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { cn } from "@web/lib/cn.ts";
import { Check, X } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { toastActionFailure } from "./actionToasts.ts";

const NOTE_MAX = 2000;

const textareaClass = cn(
  "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
  "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
  "aria-[invalid=true]:ring-danger/70",
);

export type TakedownDecision = { request: TakedownRequest; action: "approve" | "reject" };

/**
 * Approve Takedown (an optional note the artist reads in their notification) and Reject
 * Takedown (a reason is required, marked *): both checked with the server's own schemas.
 */
export function TakedownDecisionModal({
  decision,
  onClose,
}: {
  decision: TakedownDecision | null;
  onClose: () => void;
}) {
  const approving = decision?.action === "approve";
  return (
    <Modal
      open={decision !== null}
      onOpenChange={(open) => !open && onClose()}
      title={approving ? "Approve Takedown" : "Reject Takedown"}
      description={
        decision
          ? approving
            ? `Every store that has "${decision.request.releaseTitle}" by ${decision.request.artistName} is sent a takedown.`
            : `Tell ${decision.request.artistName} why "${decision.request.releaseTitle}" stays in the stores.`
          : undefined
      }
      testId={approving ? "approve-takedown-modal" : "reject-takedown-modal"}
    >
      {decision && (
        <DecisionForm
          key={`${decision.request.id}-${decision.action}`}
          decision={decision}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function DecisionForm({ decision, onClose }: { decision: TakedownDecision; onClose: () => void }) {
  const approving = decision.action === "approve";
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const approve = useApproveTakedown();
  const reject = useRejectTakedown();
  const busy = approve.isPending || reject.isPending;
  const id = decision.request.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (approving) {
      const parsed = ApproveTakedownInputSchema.safeParse({ note: text });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? TakedownMessages.noteTooLong);
        return;
      }
      setError(null);
      approve.mutate(
        { id, body: { note: parsed.data.note } },
        {
          onSuccess: () => {
            toast.success(TakedownMessages.approved);
            onClose();
          },
          onError: (failure) => toastActionFailure(TakedownMessages.approveFailed, failure),
        },
      );
      return;
    }
    const parsed = RejectTakedownInputSchema.safeParse({ reason: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? TakedownMessages.rejectReasonRequired);
      return;
    }
    setError(null);
    reject.mutate(
      { id, body: { reason: parsed.data.reason } },
      {
        onSuccess: () => {
          toast.success(TakedownMessages.rejected);
          onClose();
        },
        onError: (failure) => toastActionFailure(TakedownMessages.rejectFailed, failure),
      },
    );
  };

  const fieldId = approving ? "takedown-note" : "takedown-reject-reason";
  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div className="rounded-lg bg-ink-800/60 p-3 text-sm">
        <p className="text-xs font-semibold tracking-wide text-ink-400 uppercase">
          The artist&apos;s reason
        </p>
        <p className="mt-1 whitespace-pre-line text-ink-200">{decision.request.reason}</p>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={fieldId} className="block text-sm font-medium text-ink-200">
          {approving ? (
            <>
              Note <span className="text-ink-400">(optional)</span>
            </>
          ) : (
            <>
              Reason for rejection{" "}
              <span aria-hidden className="text-danger">
                *
              </span>
            </>
          )}
        </label>
        <textarea
          id={fieldId}
          rows={4}
          required={!approving}
          value={text}
          maxLength={NOTE_MAX}
          placeholder={
            approving
              ? "Anything the artist should know (sent with their notification)."
              : "Why is this takedown refused?"
          }
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={textareaClass}
        />
        {error && (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        {approving ? (
          <Button type="submit" busy={busy}>
            <Check aria-hidden className="size-4" />
            Approve Takedown
          </Button>
        ) : (
          <Button type="submit" variant="danger" busy={busy}>
            <X aria-hidden className="size-4" />
            Reject Takedown
          </Button>
        )}
      </div>
    </form>
  );
}
