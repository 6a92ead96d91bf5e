import {
  type AdminDeletionRequest,
  DELETION_STATUS_LABELS,
  DELETION_STATUSES,
  type DeletionStatus,
} from "@common/account.ts";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { deletionRequestsQuery, useUpdateDeletionRequest } from "@web/api/admin.ts";
import { failureMessage } from "@web/api/client.ts";
import { Card } from "@web/components/Card.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { useRealtimeEvent } from "@web/realtime/useRealtimeEvent.ts";
import { UserX } from "lucide-react";
import { useState } from "react";

/** Who asked, as the row and the confirmation name them. */
function whoOf(request: AdminDeletionRequest): string {
  if (!request.user) return "Unknown account";
  if (request.user.deleted) return "Deleted account";
  return `${request.user.artistName ?? request.user.fullName} (${request.user.email})`;
}

function RequestRow({
  request,
  onChange,
  busy,
}: {
  request: AdminDeletionRequest;
  onChange: (status: DeletionStatus) => void;
  busy: boolean;
}) {
  const who = whoOf(request);
  const selectId = `deletion-status-${request.id}`;
  return (
    <li
      className="flex flex-wrap items-start justify-between gap-4 py-4"
      data-testid="deletion-request"
    >
      <div className="min-w-0">
        <p className="font-semibold text-ink-50">{who}</p>
        <p className="text-xs text-ink-400">Requested {formatDateTime(request.createdAt)}</p>
        {request.reason && (
          <p className="mt-1 max-w-prose text-sm whitespace-pre-line text-ink-300">
            {request.reason}
          </p>
        )}
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          Status of the request from {who}
        </label>
        {busy && <Spinner className="size-4" />}
        <select
          id={selectId}
          value={request.status}
          disabled={busy}
          onChange={(event) => onChange(event.target.value as DeletionStatus)}
          className="h-9 rounded-lg bg-ink-950 px-2.5 text-sm text-ink-50 ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none"
        >
          {DELETION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {DELETION_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}

/**
 * Account deletion requests, newest first (spec §2 Admin Tools "Deletion Requests"). Completed
 * deletes the account for good (a job on the server), so it asks first.
 */
export function DeletionRequestsCard() {
  const requests = useInfiniteQuery(deletionRequestsQuery);
  const queryClient = useQueryClient();
  // The deletion runs in a job after "Completed" is saved: the list follows it live.
  useRealtimeEvent("admins", (event) => {
    if (event.event === "deletion-requests.changed")
      void queryClient.invalidateQueries({ queryKey: deletionRequestsQuery.queryKey });
  });
  const update = useUpdateDeletionRequest();
  const items = requests.data?.pages.flatMap((page) => page.items) ?? [];

  // Completed deletes the account for good: it waits for the app's confirmation dialog (the
  // select stays on the old status meanwhile, since it shows the request's saved status).
  const [confirming, setConfirming] = useState<AdminDeletionRequest | null>(null);

  const change = (request: AdminDeletionRequest, status: DeletionStatus) => {
    if (status === "completed") setConfirming(request);
    else update.mutate({ id: request.id, status });
  };
  const confirmCompleted = () => {
    if (!confirming) return;
    update.mutate(
      { id: confirming.id, status: "completed" },
      { onSettled: () => setConfirming(null) },
    );
  };

  return (
    <Card aria-labelledby="deletion-requests-heading" data-testid="deletion-requests-card">
      <h2
        id="deletion-requests-heading"
        className="flex items-center gap-2 text-lg font-bold tracking-tight"
      >
        <UserX aria-hidden className="size-5 text-accent" />
        Deletion Requests
      </h2>
      <p className="mt-1 text-sm text-ink-300">
        Completed deletes the account: personal data, files, sessions and message texts. Approved
        and distributed releases and their royalty records are kept, anonymised.
      </p>
      {update.isError && (
        <FormAlert tone="error" className="mt-4">
          {failureMessage(update.error, "Failed to update the deletion request")}
        </FormAlert>
      )}
      {requests.error && (
        <FormAlert tone="error" className="mt-4">
          {requests.error.message}
        </FormAlert>
      )}
      {requests.isPending ? (
        <Spinner className="mt-4" />
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-ink-400">No deletion requests.</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-800">
          {items.map((request) => (
            <RequestRow
              key={request.id}
              request={request}
              busy={update.isPending && update.variables?.id === request.id}
              onChange={(status) => change(request, status)}
            />
          ))}
        </ul>
      )}
      <LoadMoreButton list={requests} />
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && !update.isPending) setConfirming(null);
        }}
        title="Complete deletion request?"
        description={
          <>
            Completing the request from {confirming ? whoOf(confirming) : ""} deletes the account
            and its personal data for good. This cannot be undone.
          </>
        }
        confirmLabel="Delete account"
        busy={update.isPending}
        onConfirm={confirmCompleted}
      />
    </Card>
  );
}
