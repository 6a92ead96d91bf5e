import { formatMoney } from "@common/money/format.ts";
import { typedAmount } from "@common/money/typedAmount.ts";
import { amountMistake } from "@common/payouts/amountMistake.ts";
import {
  CorrectionMessages,
  type CorrectionPartyInput,
  type CreateCorrectionInput,
  CreateCorrectionSchema,
} from "@common/royalties/corrections.ts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField, inputClass } from "@web/components/FormField.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { TableScroller, Th } from "@web/components/TableParts.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { useFocusFirstInvalid } from "@web/lib/useFocusFirstInvalid.ts";
import { Scale } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { CardHeading } from "../../tools/CardHeading.tsx";
import { financeOverviewQuery } from "../finance/financeQuery.ts";
import { correctionsQuery, usePostCorrection } from "./correctionsApi.ts";

type Side = "from" | "to";
interface SideState {
  kind: "label" | "artist";
  email: string;
}

const party = (side: SideState): CorrectionPartyInput =>
  side.kind === "label" ? { kind: "label" } : { kind: "artist", email: side.email };

const describe = (side: SideState) =>
  side.kind === "label" ? CorrectionMessages.labelShare.toLowerCase() : side.email || "an artist";

const sideLabel: Record<Side, string> = { from: "Take from", to: "Add to" };

function SideFields({
  side,
  value,
  errors,
  onChange,
}: {
  side: Side;
  value: SideState;
  errors: Record<string, string>;
  onChange: (next: SideState) => void;
}) {
  const selectId = `correction-${side}`;
  return (
    <fieldset className="space-y-3">
      <div className="space-y-1.5">
        <label htmlFor={selectId} className="block text-sm font-medium text-ink-200">
          {sideLabel[side]}
        </label>
        <select
          id={selectId}
          value={value.kind}
          onChange={(event) =>
            onChange({ ...value, kind: event.target.value as SideState["kind"] })
          }
          className={cn(inputClass, "text-sm")}
        >
          <option value="label">{CorrectionMessages.labelShare}</option>
          <option value="artist">An artist's balance</option>
        </select>
        {errors[side] && <p className="text-sm text-danger">{errors[side]}</p>}
      </div>
      {value.kind === "artist" && (
        <FormField
          label={side === "from" ? "Artist to take from (email)" : "Artist to add to (email)"}
          type="email"
          autoComplete="off"
          value={value.email}
          error={errors[`${side}.email`]}
          onChange={(event) => onChange({ ...value, email: event.target.value })}
        />
      )}
    </fieldset>
  );
}

function CorrectionForm({ currency }: { currency: string | undefined }) {
  const [from, setFrom] = useState<SideState>({ kind: "label", email: "" });
  const [to, setTo] = useState<SideState>({ kind: "artist", email: "" });
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  // One key per correction typed in: a double click or a retry posts it once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const post = usePostCorrection();
  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  const body = (): CreateCorrectionInput => ({
    from: party(from),
    to: party(to),
    // As the page writes amounts ("1,445.60") or as Swedish staff do ("1 445,60").
    amount: currency ? typedAmount(amount, currency) : amount.trim(),
    reason,
    idempotencyKey: key,
  });
  const send = () =>
    post.mutate(body(), {
      onSuccess: (done) => {
        toast.success(done.message);
        setAmount("");
        setReason("");
        setErrors({});
        setFailure(null);
        setKey(crypto.randomUUID());
        setConfirming(false);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? error.fields : {};
        setErrors(fields);
        focusFirstInvalid();
        setFailure(
          Object.keys(fields).length
            ? null
            : failureMessage(error, "Could not post the correction."),
        );
        setConfirming(false);
      },
    });
  // The form's own mistakes show under their fields before the dialog asks to confirm an
  // amount it could not have written ("SEK NaN").
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateCorrectionSchema.safeParse(body());
    const mistake = currency && parsed.success ? amountMistake(parsed.data.amount, currency) : null;
    if (!parsed.success || mistake) {
      const fields: Record<string, string> = mistake ? { amount: mistake } : {};
      for (const issue of parsed.error?.issues ?? [])
        fields[issue.path.join(".")] ??= issue.message;
      setErrors(fields);
      setFailure(null);
      focusFirstInvalid();
      return;
    }
    setErrors({});
    setConfirming(true);
  };
  // Shown only once the amount has passed amountMistake.
  const typed = body().amount;
  const money = currency && !amountMistake(typed, currency) ? formatMoney(typed, currency) : typed;

  return (
    <form
      ref={container}
      onSubmit={submit}
      noValidate
      className="mt-4 space-y-4"
      data-testid="correction-form"
    >
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <SideFields side="from" value={from} errors={errors} onChange={setFrom} />
        <SideFields side="to" value={to} errors={errors} onChange={setTo} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[12rem_1fr]">
        <FormField
          label={currency ? `Amount (${currency})` : "Amount"}
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onChange={(event) => setAmount(event.target.value)}
        />
        <FormField
          label="Reason (the artists read it on their statements)"
          value={reason}
          maxLength={500}
          error={errors.reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="flex justify-end">
        <Button type="submit" busy={post.isPending}>
          Post correction
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !post.isPending && setConfirming(false)}
        title="Post this correction?"
        description={`${money} from ${describe(from)} to ${describe(to)}. A posted correction is never edited or deleted; a mistake is fixed with another correction.`}
        confirmLabel="Post correction"
        confirmVariant="primary"
        busy={post.isPending}
        onConfirm={send}
      />
    </form>
  );
}

/**
 * /admin/royalties' Corrections (issue 19 "corrections as new entries", admins only): move money
 * between the label's share and artists' balances with a reason, and the list of those posted.
 */
export function LedgerCorrections() {
  // The ledger's currency, from the finance overview this page already loads (the same query).
  const finance = useQuery(financeOverviewQuery({}));
  const list = useInfiniteQuery(correctionsQuery);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card aria-labelledby="corrections-heading" data-testid="ledger-corrections">
      <CardHeading id="corrections-heading" icon={Scale}>
        Corrections
      </CardHeading>
      <p className="mt-1 text-sm text-ink-300">
        Move money between the label's share and an artist's balance, or between two artists, when
        something was booked wrongly. Each correction is a new journal entry; the artists are
        notified in the app and by email, and see it on their statement with your reason.
      </p>
      <CorrectionForm currency={finance.data?.currency} />
      {list.error && (
        <FormAlert tone="error" className="mt-4">
          {failureMessage(list.error, "Could not load the corrections.")}
        </FormAlert>
      )}
      {list.isPending ? (
        <Spinner className="mt-4" />
      ) : items.length === 0 ? (
        <p className="mt-6 text-sm text-ink-400">No corrections have been posted.</p>
      ) : (
        <TableScroller label="Ledger corrections" className="mt-6">
          <table className="w-full min-w-[44rem] text-sm" data-testid="corrections-table">
            <thead className="border-b border-ink-800">
              <tr>
                <Th dense>Posted</Th>
                <Th dense>From</Th>
                <Th dense>To</Th>
                <Th dense className="text-right">
                  Amount
                </Th>
                <Th dense>Reason</Th>
                <Th dense>By</Th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800 align-top">
              {items.map((item) => (
                <tr key={item.id} data-testid="correction-row">
                  <td className="px-3 py-2.5 whitespace-nowrap text-ink-300">
                    <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                  </td>
                  <td className="px-3 py-2.5 text-ink-200">{item.from.name}</td>
                  <td className="px-3 py-2.5 text-ink-200">{item.to.name}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">
                    {formatMoney(item.amount, item.currency)}
                  </td>
                  <td className="px-3 py-2.5 text-ink-200">{item.reason}</td>
                  <td className="px-3 py-2.5 text-ink-300">{item.postedBy?.name ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      <LoadMoreButton list={list} />
    </Card>
  );
}
