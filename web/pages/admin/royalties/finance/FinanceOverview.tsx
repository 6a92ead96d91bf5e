import { formatMoney } from "@common/money/format.ts";
import { MONTH_PATTERN } from "@common/royalties/earnings.ts";
import { FinanceMessages, type FinanceQuery } from "@common/royalties/finance.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { cn } from "@web/lib/cn.ts";
import { wrappable } from "@web/lib/wrappable.ts";
import { Download, Landmark } from "lucide-react";
import { type ChangeEvent, useState } from "react";
import { FinanceMonthTable } from "./FinanceMonthTable.tsx";
import { financeCsvUrl, financeOverviewQuery, paidPayoutsCsvUrl } from "./financeQuery.ts";

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="rounded-xl bg-ink-950 p-4 ring-1 ring-ink-700">
      <dt className="text-sm font-semibold text-ink-300">{label}</dt>
      <dd className="mt-2 text-2xl font-black tracking-tight tabular-nums wrap-break-word">
        {wrappable(value)}
      </dd>
      {note && <dd className="mt-1 text-xs text-ink-400">{note}</dd>}
    </div>
  );
}

/**
 * /admin/royalties' finance section (issue 19, staff and admins): revenue per month and store,
 * the label share, what is owed to artists and held for invited collaborators, payouts pending
 * and paid, and the check figure that the store receivable equals all of those together.
 */
export function FinanceOverview() {
  const [range, setRange] = useState<FinanceQuery>({});
  // Firefox and desktop Safari draw a month input as a text box: what is being typed ("2026-1")
  // stays in the box and is asked for only once it is a whole month (or cleared).
  const [typed, setTyped] = useState<FinanceQuery>({});
  const overview = useQuery(financeOverviewQuery(range));
  const data = overview.data;
  const money = (amount: string) => (data ? formatMoney(amount, data.currency) : "");
  const onMonth = (name: "from" | "to") => (event: ChangeEvent<HTMLInputElement>) => {
    const text = event.target.value.trim();
    setTyped((current) => ({ ...current, [name]: event.target.value }));
    if (text === "" || MONTH_PATTERN.test(text))
      setRange((current) => ({ ...current, [name]: text || undefined }));
  };
  const monthField = (name: "from" | "to", label: string) => {
    const value = typed[name] ?? range[name] ?? data?.[name] ?? "";
    const unfinished = value.trim() !== "" && !MONTH_PATTERN.test(value.trim());
    return (
      <label className="text-sm text-ink-300">
        {label}
        <input
          type="month"
          placeholder="YYYY-MM"
          className={cn(inputClass, "mt-1 w-40")}
          value={value}
          aria-invalid={unfinished || undefined}
          onChange={onMonth(name)}
        />
      </label>
    );
  };

  return (
    <Card aria-labelledby="finance-heading" data-testid="finance-overview">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2
            id="finance-heading"
            className="flex items-center gap-2 text-lg font-bold tracking-tight"
          >
            <Landmark aria-hidden className="size-5 text-accent" />
            Finance
          </h2>
          <p className="mt-1 text-sm text-ink-300">
            Revenue per period and store, label share, total owed to artists, payouts pending and
            paid.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          {monthField("from", "From")}
          {monthField("to", "To")}
        </div>
      </div>

      {overview.error && (
        <FormAlert tone="error" className="mt-4">
          {failureMessage(overview.error, FinanceMessages.loadFailed)}
        </FormAlert>
      )}
      {!data ? (
        overview.isPending && <Spinner className="mt-4" />
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
            <Tile label="Revenue" value={money(data.range.revenue)} note="In these months" />
            <Tile label="Label share" value={money(data.range.labelShare)} note="In these months" />
            <Tile label="Owed to artists" value={money(data.totals.owedToArtists)} note="Now" />
            <Tile
              label="Held for invites"
              value={money(data.totals.heldForInvites)}
              note="Collaborators who have not signed up"
            />
            <Tile
              label="Payouts pending"
              value={money(data.totals.payoutsInProgress)}
              note={`${data.totals.payoutsRequested} requested`}
            />
            <Tile label="Paid out" value={money(data.range.paidOut)} note="In these months" />
          </dl>
          <p
            data-testid="finance-check"
            className={cn(
              "mt-4 rounded-lg px-4 py-3 text-sm ring-1",
              data.check.balanced
                ? "bg-success/10 text-success ring-success/30"
                : "bg-danger/10 text-danger ring-danger/30",
            )}
          >
            Store receivable {money(data.totals.storeReceivable)} = label share{" "}
            {money(data.totals.labelShare)} + owed {money(data.totals.owedToArtists)} + held{" "}
            {money(data.totals.heldForInvites)} + in progress {money(data.totals.payoutsInProgress)}{" "}
            + paid out {money(data.totals.paidOut)}: <strong>{data.check.message}</strong>
          </p>
          {data.stores.length === 0 && (
            <p className="mt-4 text-sm text-ink-400">{FinanceMessages.noRevenue}</p>
          )}
          <FinanceMonthTable data={data} />
          <div className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            <a
              href={financeCsvUrl(data.from, data.to)}
              download
              className="inline-flex items-center gap-1 text-sm text-accent hover:underline"
            >
              <Download aria-hidden className="size-4 shrink-0" />
              Download these months as CSV
            </a>
            <a
              href={paidPayoutsCsvUrl(data.from, data.to)}
              download
              className="inline-flex items-center gap-1 text-sm text-accent hover:underline"
            >
              <Download aria-hidden className="size-4 shrink-0" />
              Download the payouts paid in these months as CSV
            </a>
          </div>
        </>
      )}
    </Card>
  );
}
