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
import { SectionHeading } from "../SectionHeading.tsx";
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
      <SectionHeading
        id="termination-heading"
        icon={UserX}
        tone="danger"
        title="Account Termination"
        description={
          <>
            Ask us to delete your account and the data that belongs to it.{" "}
            {AccountMessages.terminationProcessing}
          </>
        }
      >
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
      </SectionHeading>
      <TerminationDialog open={open} onOpenChange={setOpen} onResult={onResult} />
    </Card>
  );
}
