import {
  AccountMessages,
  DELETION_STATUS_LABELS,
  type DeletionRequest,
  OPEN_DELETION_STATUSES,
} from "@common/account.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { UserX } from "lucide-react";
import { useState } from "react";
import type { Banner } from "../useBanner.ts";
import { TerminationDialog } from "./TerminationDialog.tsx";

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "long" });

/** Spec §2 Account Info "Account Termination", with the request's status once there is one. */
export function TerminationSection({
  request,
  onResult,
}: {
  request: DeletionRequest | null | undefined;
  onResult: (banner: Banner) => void;
}) {
  const [open, setOpen] = useState(false);
  const pending =
    request != null && (OPEN_DELETION_STATUSES as readonly string[]).includes(request.status);
  return (
    <Card aria-labelledby="termination-heading" data-testid="termination-section">
      <div className="flex gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-danger/10 text-danger ring-1 ring-danger/30">
          <UserX aria-hidden className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="termination-heading" className="text-lg font-bold tracking-tight">
            Account Termination
          </h2>
          <p className="mt-1 max-w-prose text-sm text-ink-300">
            Ask us to delete your account and the data that belongs to it.{" "}
            {AccountMessages.terminationProcessing}
          </p>
          {request && (
            <p
              className="mt-4 flex flex-wrap items-center gap-2 text-sm"
              data-testid="termination-status"
            >
              <span className="text-ink-400">
                Requested {dateFormat.format(new Date(request.createdAt))}
              </span>
              <Badge tone={request.status === "rejected" ? "neutral" : "accent"}>
                {DELETION_STATUS_LABELS[request.status]}
              </Badge>
            </p>
          )}
          <Button
            variant="danger"
            className="mt-5"
            disabled={pending || request === undefined}
            onClick={() => setOpen(true)}
          >
            Terminate Account
          </Button>
        </div>
      </div>
      <TerminationDialog open={open} onOpenChange={setOpen} onResult={onResult} />
    </Card>
  );
}
