import { DistributionMessages } from "@common/distribution.ts";
import type { ReleaseDetail } from "@common/releases.ts";
import { useRedeliverRelease } from "@web/api/deliveries.ts";
import { Button } from "@web/components/Button.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { toastActionFailure } from "../deliveries/actionToasts.ts";

/**
 * Redeliver (issue 15, distributed releases): after correcting the metadata, a full new DDEX
 * message goes to every selected store that is enabled, tracked per store as the first one was.
 */
export function RedeliverButton({
  release,
  disabled,
}: {
  release: Pick<ReleaseDetail, "id" | "title">;
  disabled: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const redeliver = useRedeliverRelease();
  const run = () =>
    redeliver.mutate(release.id, {
      onSuccess: () => {
        toast.success(DistributionMessages.redelivered);
        setConfirming(false);
      },
      onError: (error) => {
        toastActionFailure(DistributionMessages.redeliverFailed, error);
        setConfirming(false);
      },
    });
  return (
    <>
      <Button
        variant="secondary"
        disabled={disabled}
        busy={redeliver.isPending}
        onClick={() => setConfirming(true)}
      >
        <RefreshCw aria-hidden className="size-4" />
        Redeliver
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !redeliver.isPending && setConfirming(false)}
        title="Redeliver to the stores?"
        description={`Every store that has "${release.title}" is sent a full new message with its current metadata, files and artwork.`}
        confirmLabel="Redeliver"
        confirmVariant="primary"
        busy={redeliver.isPending}
        onConfirm={run}
      />
    </>
  );
}
