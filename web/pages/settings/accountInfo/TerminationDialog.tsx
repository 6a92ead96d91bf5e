import {
  AccountMessages,
  TERMINATION_PROCESSING_DAYS,
  TERMINATION_REASON_MAX_LENGTH,
} from "@common/account.ts";
import { useRequestTermination } from "@web/api/account.ts";
import { ApiError } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { cn } from "@web/lib/cn.ts";
import { useSiteConfig } from "@web/pages/public/useSiteConfig.ts";
import { useState } from "react";
import type { Banner } from "../useBanner.ts";

/**
 * The termination confirmation (spec §2: Account Info opens a confirmation dialog; §5 the reason
 * is optional; §4 processing takes up to 30 days). The result shows in the settings banner.
 */
export function TerminationDialog({
  open,
  onOpenChange,
  onResult,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onResult: (banner: Banner) => void;
}) {
  const [reason, setReason] = useState("");
  const request = useRequestTermination();
  const { supportEmail } = useSiteConfig();

  const submit = () =>
    request.mutate(
      { reason: reason.trim() || undefined },
      {
        onSuccess: () => {
          setReason("");
          onOpenChange(false);
          onResult({ tone: "success", text: AccountMessages.terminationSubmitted });
        },
        onError: (error) => {
          onOpenChange(false);
          // A request already open is worth saying as it is; anything else is the spec's text.
          const text =
            error instanceof ApiError && error.status === 409
              ? error.message
              : AccountMessages.terminationFailed(supportEmail);
          onResult({ tone: "error", text });
        },
      },
    );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !request.isPending && onOpenChange(next)}
      title="Terminate Account"
      description={`Your account, profile, files and messages will be deleted. Releases already approved or in stores, and their royalty records, are kept by the label without your name. Processing takes up to ${TERMINATION_PROCESSING_DAYS} days.`}
      testId="termination-dialog"
    >
      <div className="space-y-1.5">
        <label htmlFor="termination-reason" className="block text-sm font-medium text-ink-200">
          Reason (optional)
        </label>
        <textarea
          id="termination-reason"
          rows={4}
          maxLength={TERMINATION_REASON_MAX_LENGTH}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          className={cn(
            "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
            "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
          )}
          placeholder="Tell us why you are leaving"
        />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={request.isPending}>
          Cancel
        </Button>
        <Button variant="danger" onClick={submit} busy={request.isPending}>
          Submit Termination Request
        </Button>
      </div>
    </Modal>
  );
}
