import { Limits, ReleaseMessages, TakedownInputSchema } from "@common/releases.ts";
import { failureMessage } from "@web/api/client.ts";
import { useRequestTakedown } from "@web/api/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { cn } from "@web/lib/cn.ts";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";

/**
 * Request Takedown (spec §2, distributed releases): a reason is required, checked here with the
 * server's own schema and again by the server. The outcome is a toast (decision 5).
 */
export function TakedownDialog({
  releaseId,
  open,
  onOpenChange,
}: {
  releaseId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const takedown = useRequestTakedown(releaseId, {
    onSuccess: ({ message }) => {
      toast.success(message);
      setReason("");
      onOpenChange(false);
    },
    onError: (failure) => {
      console.error("Takedown request failed", failure);
      toast.error(failureMessage(failure, ReleaseMessages.takedownFailed));
    },
  });

  const close = (next: boolean) => {
    if (takedown.isPending) return;
    if (!next) {
      setReason("");
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = TakedownInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ReleaseMessages.takedownReasonRequired);
      return;
    }
    setError(null);
    takedown.mutate(parsed.data.reason);
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Request Takedown"
      description="Tell us why this release should be removed from the stores. Our team reviews every request."
      testId="takedown-dialog"
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="space-y-1.5">
          <label htmlFor="takedown-reason" className="block text-sm font-medium text-ink-200">
            Reason
          </label>
          <textarea
            id="takedown-reason"
            rows={5}
            value={reason}
            maxLength={Limits.takedownReason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "takedown-reason-error" : undefined}
            className={cn(
              "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
              "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
              "aria-[invalid=true]:ring-danger/70",
            )}
          />
          {error && (
            <p id="takedown-reason-error" role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => close(false)} disabled={takedown.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={takedown.isPending}>
            Submit Request
          </Button>
        </div>
      </form>
    </Modal>
  );
}
