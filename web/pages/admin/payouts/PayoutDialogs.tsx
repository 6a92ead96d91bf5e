import { formatMoney } from "@common/money/format.ts";
import { formatIban, formatSwishPhone } from "@common/payouts/accountNumbers.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { type AdminPayout, payoutMethodLabel } from "@common/payouts/payouts.ts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useFocusFirstInvalid } from "@web/lib/useFocusFirstInvalid.ts";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { adminPayoutDetailQuery, useMarkPaid, useRejectPayout } from "./adminPayoutQueries.ts";

export type PayoutDialog = { payout: AdminPayout; kind: "details" | "paid" | "reject" };

const titles = { details: "Payout details", paid: "Mark paid", reject: "Reject withdrawal" };

/** Show details (opened for the one paying; audited), Mark paid and Reject. */
export function PayoutDialogs({
  dialog,
  onClose,
}: {
  dialog: PayoutDialog | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={dialog !== null}
      onOpenChange={(open) => !open && onClose()}
      title={dialog ? titles[dialog.kind] : ""}
      description={
        dialog
          ? `${dialog.payout.artistName}: ${formatMoney(dialog.payout.amount, dialog.payout.currency)} by ${payoutMethodLabel[dialog.payout.method]}`
          : undefined
      }
      testId="payout-dialog"
    >
      {dialog?.kind === "details" && <OpenedDetails id={dialog.payout.id} />}
      {dialog && dialog.kind !== "details" && (
        <DecisionForm key={dialog.payout.id + dialog.kind} dialog={dialog} onClose={onClose} />
      )}
    </Modal>
  );
}

function OpenedDetails({ id }: { id: string }) {
  const detail = useQuery(adminPayoutDetailQuery(id));
  if (detail.isPending) return <Spinner />;
  if (detail.isError)
    return (
      <FormAlert tone="error">
        {failureMessage(detail.error, "Could not open the details.")}
      </FormAlert>
    );
  const { details, payout } = detail.data;
  // Removed with the artist's account: what the books keep, and why there is nothing more.
  if (details === null)
    return (
      <div className="space-y-4">
        <p className="text-sm text-ink-200" data-testid="details-removed">
          {PayoutMessages.detailsRemovedWithAccount}
        </p>
        <dl className="space-y-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-ink-400">{payoutMethodLabel[payout.method]}</dt>
            <dd className="font-mono text-ink-50">{payout.maskedDetails}</dd>
          </div>
        </dl>
      </div>
    );
  const rows: [string, string][] =
    details.method === "bank_transfer"
      ? [
          ["IBAN", formatIban(details.iban)],
          ["BIC", details.bic],
          ["Account holder", details.accountHolder],
        ]
      : details.method === "paypal"
        ? [["PayPal email", details.email]]
        : [["Swish number", formatSwishPhone(details.phone)]];
  return (
    <div className="space-y-4">
      {/* The list may be older than the request: one its artist took back is not to be paid. */}
      {payout.status === "cancelled" && (
        <FormAlert tone="error">{PayoutMessages.cancelledBeforeOpened}</FormAlert>
      )}
      <dl className="space-y-2 text-sm" data-testid="opened-details">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-ink-400">{label}</dt>
            <dd className="font-mono text-ink-50 select-all">{value}</dd>
          </div>
        ))}
      </dl>
      {payout.status === "requested" && (
        <p className="text-xs text-ink-400">{PayoutMessages.openedStopsCancel}</p>
      )}
    </div>
  );
}

const today = () => new Date().toISOString().slice(0, 10);

function DecisionForm({ dialog, onClose }: { dialog: PayoutDialog; onClose: () => void }) {
  const paying = dialog.kind === "paid";
  const [reference, setReference] = useState("");
  const [paidOn, setPaidOn] = useState(today);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const markPaid = useMarkPaid();
  const reject = useRejectPayout();
  const busy = markPaid.isPending || reject.isPending;
  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const handlers = {
    onSuccess: (done: { message: string }) => {
      toast.success(done.message);
      onClose();
    },
    onError: (error: Error) => {
      const fields = error instanceof ApiError ? error.fields : {};
      setErrors(fields);
      focusFirstInvalid();
      setFailure(
        Object.keys(fields).length ? null : failureMessage(error, "Could not save the decision."),
      );
    },
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = dialog.payout.id;
    if (paying) markPaid.mutate({ id, body: { reference, paidOn } }, handlers);
    else reject.mutate({ id, body: { reason } }, handlers);
  };
  return (
    <form ref={container} onSubmit={submit} noValidate className="space-y-4">
      {paying ? (
        <>
          <FormField
            label="Payment reference"
            value={reference}
            error={errors.reference}
            maxLength={100}
            onChange={(e) => setReference(e.target.value)}
          />
          <FormField
            label="Paid on"
            type="date"
            value={paidOn}
            // From the (UTC) day it was requested to today; the server says so in words.
            min={dialog.payout.createdAt.slice(0, 10)}
            max={today()}
            error={errors.paidOn}
            onChange={(e) => setPaidOn(e.target.value)}
          />
        </>
      ) : (
        <FormField
          label="Reason (the artist reads it)"
          value={reason}
          error={errors.reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      )}
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant={paying ? "primary" : "danger"} busy={busy}>
          {paying ? "Mark paid" : "Reject"}
        </Button>
      </div>
    </form>
  );
}
