import type { StatementView } from "@common/royalties/earnings.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { wrappable } from "@web/lib/wrappable.ts";
import { ArrowLeft, Download, Printer } from "lucide-react";
import { Link, useParams } from "react-router";
import { countryName, money, monthLabel } from "./earningsFormat.ts";
import { statementCsvUrl, statementQuery } from "./earningsQueries.ts";
import { StatementLines } from "./StatementLines.tsx";

/**
 * Printing shows the statement alone, black on white: everything else on the page (the shell's
 * sidebar, top bar, banners, this page's buttons) is hidden by visibility, so the shell needs
 * no print rules of its own. Its own page margins keep a statement saved as PDF off the paper's
 * edge whatever margins the print dialog is set to (light, as the app's dark scheme would paint
 * them); the paper size stays the printer's. An amount never breaks after its currency.
 */
const PRINT_CSS = `@media print {
  @page { margin: 15mm; }
  html { color-scheme: light; }
  html, body { background: #fff !important; }
  body * { visibility: hidden; }
  [data-printable-statement], [data-printable-statement] * {
    visibility: visible; color: #000 !important; background: transparent !important;
    box-shadow: none !important;
  }
  [data-printable-statement] { position: absolute; inset: 0 auto auto 0; width: 100%; padding: 0; }
  [data-no-print] { display: none !important; }
  [data-printable-statement] td.tabular-nums { white-space: nowrap; }
}`;

/**
 * /dashboard/earnings/statements/:period (issue 19): a month's statement, ready to print. On a
 * phone each earnings line is a card with its amount beside the release; from sm (which a printed
 * page is) it is a table.
 */
export function StatementPage() {
  const period = useParams().period ?? "";
  const statement = useQuery(statementQuery(period));
  // "Statement October 2026" is also the name a browser gives the page saved as PDF.
  usePageTitle(
    statement.data ? `Statement ${monthLabel(statement.data.head.period)}` : "Statement",
  );
  return (
    <div className="space-y-6">
      <style>{PRINT_CSS}</style>
      <div className="flex flex-wrap items-center gap-3" data-no-print>
        <Link
          to="/dashboard/earnings"
          className="inline-flex items-center gap-1 text-sm text-ink-300 hover:text-ink-50"
        >
          <ArrowLeft aria-hidden className="size-4" />
          Earnings
        </Link>
        {/* Only a statement that is there can be downloaded or printed. */}
        {statement.data && (
          <div className="ml-auto flex gap-3">
            <a
              href={statementCsvUrl(period)}
              download
              className="inline-flex items-center gap-1 text-sm text-accent hover:underline"
            >
              <Download aria-hidden className="size-4" />
              Download CSV
            </a>
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden className="size-4" />
              Print
            </Button>
          </div>
        )}
      </div>
      {statement.isPending && <Spinner label="Loading the statement" />}
      {statement.isError && (
        <FormAlert tone="error">
          {failureMessage(statement.error, "This statement could not be loaded.")}
        </FormAlert>
      )}
      {statement.data && <Statement view={statement.data} />}
    </div>
  );
}

function Statement({ view }: { view: StatementView }) {
  const { head } = view;
  const m = (amount: string) => money(amount, head.currency);
  const figures = [
    ["Opening balance", head.openingBalance],
    ["Earnings", head.earnings],
    ["Payouts", head.payouts],
    ["Closing balance", head.closingBalance],
  ] as const;
  return (
    <article
      data-printable-statement
      className="space-y-8 rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:p-8"
    >
      <header className="flex flex-wrap items-start justify-between gap-6">
        <div>
          <p className="text-xs font-semibold tracking-wide text-ink-400 uppercase">Statement</p>
          <h1 className="text-3xl font-black tracking-tight">{monthLabel(head.period)}</h1>
        </div>
        <StatementParties parties={view.parties} />
      </header>
      <dl className="grid grid-cols-2 gap-4 xl:grid-cols-4" data-testid="statement-figures">
        {figures.map(([label, amount]) => (
          <div key={label}>
            <dt className="text-xs text-ink-400">{label}</dt>
            <dd className="text-xl font-bold tabular-nums wrap-break-word">
              {wrappable(m(amount))}
            </dd>
          </div>
        ))}
      </dl>

      <section>
        <h2 className="mb-2 text-lg font-bold">Earnings</h2>
        {view.lines.length === 0 ? (
          <p className="text-sm text-ink-400">No earnings were booked this month.</p>
        ) : (
          <StatementLines
            lines={view.lines}
            wholeReleases={view.wholeReleases}
            currency={head.currency}
          />
        )}
      </section>

      {view.byCountry.length > 0 && (
        <section>
          <h2 className="mb-2 text-lg font-bold">By country</h2>
          <table className="w-full max-w-md text-sm">
            <tbody className="divide-y divide-ink-800">
              {view.byCountry.map((c) => (
                <tr key={c.country ?? "other"}>
                  <td className="py-1.5">{countryName(c.country)}</td>
                  <td className="py-1.5 text-right tabular-nums">{m(c.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}

      <section>
        <h2 className="mb-2 text-lg font-bold">Payouts</h2>
        {view.payouts.length === 0 ? (
          <p className="text-sm text-ink-400">No withdrawals this month.</p>
        ) : (
          <table className="w-full max-w-md text-sm">
            <tbody className="divide-y divide-ink-800">
              {view.payouts.map((p) => (
                <tr key={p.id}>
                  <td className="py-1.5">{formatReleaseDate(p.date)}</td>
                  <td className="py-1.5">
                    {p.kind === "requested" ? "Withdrawal requested" : "Returned to balance"}
                  </td>
                  <td className="py-1.5 text-right tabular-nums">{m(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </article>
  );
}

/**
 * Who the statement is from and for, and when it was drawn up: a printed statement handed to an
 * accountant must say so on its face.
 */
function StatementParties({ parties }: { parties: StatementView["parties"] }) {
  const { payee } = parties;
  return (
    <dl
      className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm"
      data-testid="statement-parties"
    >
      <dt className="text-ink-400">From</dt>
      <dd>{parties.issuer}</dd>
      <dt className="text-ink-400">To</dt>
      <dd>
        {payee.artistName && payee.artistName !== payee.name
          ? `${payee.artistName} (${payee.name})`
          : payee.name}
        {/* An address is one long word: it may break anywhere rather than widen the page. */}
        <span className="block wrap-anywhere text-ink-300">{payee.email}</span>
      </dd>
      <dt className="text-ink-400">Issued</dt>
      <dd>{formatReleaseDate(parties.issuedOn)}</dd>
    </dl>
  );
}
