import { compare, parseDecimal } from "@common/money/decimal.ts";
import { formatMoney } from "@common/money/format.ts";
import { typedAmount } from "@common/money/typedAmount.ts";
import { PayoutMessages } from "@common/payouts/messages.ts";
import { type PayoutRequest, payoutMethodLabel } from "@common/payouts/payouts.ts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { meQuery } from "@web/api/session.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { formatDate } from "@web/lib/formatTime.ts";
import { useFocusFirstInvalid } from "@web/lib/useFocusFirstInvalid.ts";
import { wrappable } from "@web/lib/wrappable.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { PayoutDetailsForm } from "./PayoutDetailsForm.tsx";
import {
  type MyPayouts,
  myPayoutsQuery,
  olderPayoutsQuery,
  useCancelPayout,
  useRequestPayout,
} from "./payoutQueries.ts";

const statusTone = {
  requested: "accent",
  paid: "success",
  rejected: "neutral",
  cancelled: "neutral",
} as const;
const statusLabel = {
  requested: "Requested",
  paid: "Paid",
  rejected: "Rejected",
  cancelled: "Cancelled",
} as const;

/**
 * /dashboard/withdraw (issue 19 "Withdrawals"): the available balance, the withdrawal form,
 * payout details (masked, "Change" asks for the password again) and my requests.
 */
export function WithdrawPage() {
  const payouts = useQuery(myPayoutsQuery);
  // The heading stands from the start; the figures and forms follow the balance.
  return (
    <div className="space-y-6">
      <PageHeader
        title="Withdraw"
        description="Take out your available balance. Our team pays withdrawals by hand."
      />
      {payouts.isPending ? (
        <Spinner label="Loading your balance" />
      ) : payouts.isError ? (
        <FormAlert tone="error">
          {failureMessage(payouts.error, "Could not load your balance.")}
        </FormAlert>
      ) : (
        <Withdrawals data={payouts.data} />
      )}
    </div>
  );
}

function Withdrawals({ data }: { data: MyPayouts }) {
  const me = useQuery(meQuery);
  const [editing, setEditing] = useState(false);
  // Saved or cancelled, the form gives way to the button again: focus goes back to it.
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const money = (amount: string) => formatMoney(amount, data.summary.currency);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Figure
          label="Available"
          value={money(data.summary.available)}
          testId="available-balance"
        />
        <Figure label="Pending" value={money(data.summary.pending)} />
        <Figure label="Withdrawals in progress" value={money(data.summary.inProgress)} />
      </div>
      {data.paused && <FormAlert tone="error">{PayoutMessages.paused}</FormAlert>}
      <Card className="space-y-4 p-5">
        <h2 className="text-lg font-semibold text-ink-50">Payout details</h2>
        {editing && compare(parseDecimal(data.summary.inProgress), parseDecimal("0")) > 0 && (
          <p className="text-sm text-ink-300" data-testid="details-for-next-requests">
            {PayoutMessages.detailsForNextRequests(money(data.summary.inProgress))}
          </p>
        )}
        {editing ? (
          <PayoutDetailsForm
            initialMethod={data.details?.method ?? "bank_transfer"}
            twoFactor={me.data?.twoFactorEnabled ?? false}
            onDone={() => setEditing(false)}
          />
        ) : (
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm text-ink-200" data-testid="payout-details">
              {data.details
                ? `${payoutMethodLabel[data.details.method]}: ${data.details.masked}`
                : "No payout details yet."}
            </p>
            <Button ref={editButton} variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {data.details ? "Change" : "Add payout details"}
            </Button>
          </div>
        )}
      </Card>
      {!data.paused &&
        // Exact comparison of the two decimal strings: the form only when it can succeed.
        (compare(parseDecimal(data.summary.available), parseDecimal(data.minimum)) >= 0 ? (
          <WithdrawForm
            minimum={money(data.minimum)}
            available={money(data.summary.available)}
            availableAmount={data.summary.available}
            currency={data.summary.currency}
            hasDetails={data.details !== null}
          />
        ) : (
          <Card className="p-5" data-testid="withdraw-not-yet">
            <p className="text-sm text-ink-300">
              {PayoutMessages.notYetWithdrawable(money(data.minimum))}
            </p>
          </Card>
        ))}
      <MyWithdrawals latest={data.items} olderFrom={data.nextCursor} />
    </>
  );
}

/**
 * The latest 50 requests come with the balance; older ones, page by page, on "Load more" (an
 * artist paid monthly for years has more than a page).
 */
function MyWithdrawals({
  latest,
  olderFrom,
}: {
  latest: PayoutRequest[];
  olderFrom: string | null;
}) {
  const [showOlder, setShowOlder] = useState(false);
  const older = useInfiniteQuery({
    ...olderPayoutsQuery(olderFrom ?? ""),
    enabled: showOlder && olderFrom !== null,
  });
  const items = [
    ...latest,
    ...(showOlder ? (older.data?.pages.flatMap((p) => p.items) ?? []) : []),
  ];
  const more = olderFrom !== null && (!showOlder || older.hasNextPage || older.isPending);
  return (
    <Card className="p-5">
      <h2 className="mb-3 text-lg font-semibold text-ink-50">My withdrawals</h2>
      {items.length === 0 ? (
        <p className="text-sm text-ink-400">No withdrawals yet.</p>
      ) : (
        <ul className="divide-y divide-ink-800" data-testid="my-withdrawals">
          {items.map((item) => (
            <RequestRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      {showOlder && older.isError && (
        <FormAlert tone="error">
          {failureMessage(older.error, "Could not load your older withdrawals.")}
        </FormAlert>
      )}
      {more && !older.isError && (
        <Button
          variant="ghost"
          className="mt-3"
          busy={showOlder && (older.isPending || older.isFetchingNextPage)}
          onClick={() => (showOlder ? void older.fetchNextPage() : setShowOlder(true))}
        >
          Load more
        </Button>
      )}
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Card className="p-4">
      <p className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{label}</p>
      <p className="mt-1 text-2xl font-semibold wrap-break-word text-ink-50" data-testid={testId}>
        {wrappable(value)}
      </p>
    </Card>
  );
}

/**
 * One idempotency key per form load, kept across retries, so a resend makes no second payout.
 * Without payout details the request would be refused, so the card says what to do instead.
 */
function WithdrawForm({
  minimum,
  available,
  availableAmount,
  currency,
  hasDetails,
}: {
  minimum: string;
  available: string;
  /** The available balance as a plain decimal ("1445.60"), what "Use whole balance" enters. */
  availableAmount: string;
  currency: string;
  hasDetails: boolean;
}) {
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const request = useRequestPayout({
    onSuccess: (done) => {
      toast.success(done.message);
      setAmount("");
      setKey(crypto.randomUUID());
    },
    onError: (failure) => {
      setError(
        failure instanceof ApiError && failure.fields.amount
          ? failure.fields.amount
          : failureMessage(failure, "Could not send your withdrawal request."),
      );
      focusFirstInvalid();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    setError(null);
    // As the page writes it ("1,445.60") or as a Swedish artist does ("1 445,60").
    request.mutate({ amount: typedAmount(amount, currency), idempotencyKey: key });
  };
  if (!hasDetails)
    return (
      <Card className="p-5" data-testid="withdraw-needs-details">
        <h2 className="text-lg font-semibold text-ink-50">Request a withdrawal</h2>
        <p className="mt-2 text-sm text-ink-300">{PayoutMessages.detailsMissing}</p>
      </Card>
    );
  return (
    <Card className="p-5">
      <form
        ref={container}
        onSubmit={submit}
        noValidate
        className="space-y-4"
        data-testid="withdraw-form"
      >
        <h2 className="text-lg font-semibold text-ink-50">Request a withdrawal</h2>
        <FormField
          label="Amount"
          inputMode="decimal"
          value={amount}
          error={error ?? undefined}
          hint={`At least ${minimum}, at most ${available}.`}
          onChange={(event) => setAmount(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={request.isPending}>
            Withdraw
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              setAmount(availableAmount);
              setError(null);
            }}
          >
            Use whole balance ({available})
          </Button>
        </div>
      </form>
    </Card>
  );
}

function RequestRow({ item }: { item: PayoutRequest }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
      <div>
        <p className="font-medium text-ink-50">{formatMoney(item.amount, item.currency)}</p>
        <p className="text-ink-400">
          {formatDate(item.createdAt)} · {payoutMethodLabel[item.method]} {item.maskedDetails}
        </p>
        {item.status === "paid" && (
          <p className="text-ink-300">
            Paid on {formatReleaseDate(item.paidOn)} · reference {item.reference}
          </p>
        )}
        {item.status === "rejected" && (
          <p className="text-ink-300">Reason: {item.rejectionReason}</p>
        )}
        {item.status === "requested" && !item.cancellable && (
          <p className="text-ink-300">{PayoutMessages.beingPaid}</p>
        )}
        {item.status === "cancelled" && item.processedAt && (
          <p className="text-ink-300">Cancelled on {formatDate(item.processedAt)}</p>
        )}
      </div>
      <div className="flex items-center gap-3">
        {item.cancellable && <CancelRequest item={item} />}
        <Badge tone={statusTone[item.status]}>{statusLabel[item.status]}</Badge>
      </div>
    </li>
  );
}

/**
 * Until staff open a request to pay it, its artist can take it back (the server decides; the
 * button shows while the list says it would work). Refused, the toast says why and the list is
 * fetched again, which shows the request as it now is.
 */
function CancelRequest({ item }: { item: PayoutRequest }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelPayout();
  const amount = formatMoney(item.amount, item.currency);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        // Several may wait at once: each button names its own for a screen reader's list.
        aria-label={`Cancel withdrawal of ${amount} requested ${formatDate(item.createdAt)}`}
        onClick={() => setConfirming(true)}
      >
        Cancel withdrawal
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !cancel.isPending && setConfirming(false)}
        title="Cancel this withdrawal?"
        description={`${amount} goes back to your available balance. You can request a new withdrawal any time.`}
        confirmLabel="Cancel withdrawal"
        cancelLabel="Keep it"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(item.id, { onSettled: () => setConfirming(false) })}
      />
    </>
  );
}
