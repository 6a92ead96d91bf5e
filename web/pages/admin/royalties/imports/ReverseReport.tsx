import { ReversalMessages } from "@common/royalties/reversal.ts";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { formatDate } from "@web/lib/formatTime.ts";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { useReverseReport } from "./reportImportsApi.ts";

/**
 * A posted report's "Reverse posting" (admins): asks for the reason the artists will read, then
 * takes the report's money back out of the ledger. The server refuses, with its reason, when
 * someone has less left than the report gave them.
 */
export function ReverseReport({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const reverse = useReverseReport({
    onSuccess: (done) => toast.success(done.message),
    onError: (problem) => {
      const field = problem instanceof ApiError ? problem.fields.reason : undefined;
      if (field) setError(field);
      else setFailure(failureMessage(problem, "Could not reverse the report."));
    },
  });
  if (!open)
    return (
      <Button variant="danger" onClick={() => setOpen(true)}>
        Reverse posting
      </Button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFailure(null);
    reverse.mutate({ id, reason });
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="w-full space-y-3 rounded-xl bg-ink-950 p-4 ring-1 ring-danger/40"
      data-testid="reverse-report-form"
    >
      <p className="text-sm text-ink-200">
        Reversing books the mirror of everything this report booked: the artists lose what it gave
        them and are told why. The file can then be imported again.
      </p>
      <FormField
        label="Reason (the artists read it)"
        value={reason}
        error={error ?? undefined}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" busy={reverse.isPending}>
          Reverse report
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={reverse.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** What a reversed report says instead of its figures: when, and the reason given. */
export function ReversedNote({ at, reason }: { at: string | null; reason: string | null }) {
  return (
    <div
      className="rounded-lg bg-warning/10 px-3.5 py-3 text-sm text-ink-100 ring-1 ring-warning/35 ring-inset"
      data-testid="report-reversed-note"
    >
      <p className="font-semibold">
        Reversed{at ? ` on ${formatDate(at)}` : ""}. Reason: {reason ?? "—"}
      </p>
      <p className="mt-1 text-xs text-ink-300">{ReversalMessages.reversed}</p>
    </div>
  );
}
