import { formatMoney } from "@common/money/format.ts";
import { canUseAdminArea } from "@common/permissions.ts";
import { type ReportPreview as Preview, ReportImportMessages } from "@common/royalties/imports.ts";
import { SAME_PERIOD_CODE } from "@common/royalties/posting.ts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { useSession } from "@web/api/session.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { TableScroller, Th } from "@web/components/TableParts.tsx";
import { useState } from "react";
import { toast } from "sonner";
import { linesText } from "../linesText.ts";
import { ReportStatusBadge } from "./ReportStatusBadge.tsx";
import { ReversedNote, ReverseReport } from "./ReverseReport.tsx";
import {
  reportPreviewQuery,
  useDeleteReport,
  usePostReport,
  useRefreshWhenChecked,
} from "./reportImportsApi.ts";

/**
 * One report's preview (issue 19): its problems by line, or the matched and unmatched lines
 * with their totals, revenue by release and by currency, the first unmatched lines; then Post
 * to ledger. When the store's month already has a report the server asks first (409
 * SAME_PERIOD): its message is shown with "Post anyway", which sends the confirmation. Admins
 * may reverse a posted report; a reversed one says when and why.
 */
/**
 * The rate as its source wrote it: staff enter one unit of the report's currency in the ledger's;
 * a DSR states one unit of its base (the ledger's currency) in the report's (DDEX).
 */
function rateText(currency: string, rate: string, source: string | null, ledger: string) {
  return source === "staff"
    ? `1 ${currency} = ${rate} ${ledger} (entered at upload)`
    : `1 ${ledger} = ${rate} ${currency} (from the report)`;
}

export function ReportPreview({ id, onClose }: { id: string; onClose: () => void }) {
  const preview = useQuery(reportPreviewQuery(id));
  const { user } = useSession();
  const post = usePostReport();
  const remove = useDeleteReport();
  const [samePeriod, setSamePeriod] = useState<string | null>(null);
  useRefreshWhenChecked(id, preview.data?.report.status);

  if (preview.isPending) return <Spinner label="Loading the report" />;
  if (preview.isError)
    return (
      <FormAlert tone="error">
        {failureMessage(preview.error, "Failed to load the report")}
      </FormAlert>
    );
  const data = preview.data;
  const { report } = data;

  const onPost = (confirmSamePeriod: boolean) =>
    post.mutate(
      { id, confirmSamePeriod },
      {
        onSuccess: () => {
          setSamePeriod(null);
          toast.success(ReportImportMessages.posted);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && error.code === SAME_PERIOD_CODE)
            setSamePeriod(error.message);
        },
      },
    );
  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: () => {
        toast.success(ReportImportMessages.deleted);
        onClose();
      },
    });
  const postError = post.isError && !samePeriod ? post.error : null;

  return (
    <article
      className="space-y-5 rounded-2xl bg-ink-900 p-5 ring-1 ring-ink-700"
      data-testid="report-preview"
      data-status={report.status}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold break-all text-ink-50">{report.fileName}</h3>
          <p className="text-sm text-ink-400">
            {report.storeName} · {report.format.toUpperCase()} · {report.period ?? "month unknown"}
            {report.currency && ` · ${report.currency}`}
            {report.currency &&
              report.exchangeRate &&
              ` · ${rateText(report.currency, report.exchangeRate, report.rateSource, data.ledgerCurrency)}`}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <ReportStatusBadge status={report.status} />
          <Button variant="ghost" size="sm" onClick={onClose}>
            Close
          </Button>
        </div>
      </header>

      {report.status === "processing" && <Spinner label="Checking the report's lines" />}
      {report.problems.length > 0 && <Problems problems={report.problems} />}
      {(report.status === "ready" || report.status === "posted") && <Figures data={data} />}
      {report.status === "reversed" && (
        <ReversedNote at={report.reversedAt} reason={report.reversalReason} />
      )}

      {samePeriod && (
        <FormAlert tone="error">
          <p>{samePeriod}</p>
          <ul className="list-disc pl-5 text-xs">
            {data.samePeriodReports.map((other) => (
              <li key={other.id}>{other.fileName}</li>
            ))}
          </ul>
          <Button size="sm" busy={post.isPending} onClick={() => onPost(true)}>
            {ReportImportMessages.postAnyway}
          </Button>
        </FormAlert>
      )}
      {postError && (
        <FormAlert tone="error">{failureMessage(postError, "Failed to post the report")}</FormAlert>
      )}
      {remove.isError && (
        <FormAlert tone="error">
          {failureMessage(remove.error, "Failed to delete the report")}
        </FormAlert>
      )}

      <footer className="flex flex-wrap gap-3">
        {report.status === "ready" && !samePeriod && (
          <Button busy={post.isPending} onClick={() => onPost(false)}>
            {ReportImportMessages.postToLedger}
          </Button>
        )}
        {report.status === "posted" && user && canUseAdminArea(user) && <ReverseReport id={id} />}
        {(report.status === "ready" || report.status === "failed") && (
          <Button variant="danger" busy={remove.isPending} onClick={onDelete}>
            Delete report
          </Button>
        )}
      </footer>
    </article>
  );
}

function Problems({ problems }: { problems: Preview["report"]["problems"] }) {
  return (
    <FormAlert tone="error">
      <p className="font-semibold">Nothing can be booked until these are fixed:</p>
      <ul className="list-disc space-y-1 pl-5" data-testid="report-problems">
        {problems.map((problem, index) => (
          // Problems have no id; their order is the file's and never changes.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            {problem.line === null ? problem.message : `Line ${problem.line}: ${problem.message}`}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

function Tile({ label, lines, amount }: { label: string; lines: number; amount: string }) {
  return (
    <div className="rounded-xl bg-ink-950 p-4 ring-1 ring-ink-800">
      <p className="text-xs font-semibold tracking-wide text-ink-400 uppercase">{label}</p>
      <p className="mt-1 text-lg font-semibold text-ink-50 tabular-nums">{amount}</p>
      <p className="text-xs text-ink-400">{linesText(lines)}</p>
    </div>
  );
}

function Figures({ data }: { data: Preview }) {
  const money = (amount: string, currency = data.ledgerCurrency) => formatMoney(amount, currency);
  return (
    <div className="space-y-5">
      <div
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        data-testid="report-tallies"
      >
        <Tile label="Matched" lines={data.matched.lines} amount={money(data.matched.amount)} />
        <Tile
          label="Unmatched"
          lines={data.unmatched.lines}
          amount={money(data.unmatched.amount)}
        />
        <Tile
          label="Dismissed"
          lines={data.dismissed.lines}
          amount={money(data.dismissed.amount)}
        />
        <Tile label="Posted" lines={data.posted.lines} amount={money(data.posted.amount)} />
      </div>

      <Table
        caption="Revenue by release"
        headings={["Release", "Lines", "Amount", `In ${data.ledgerCurrency}`]}
        rows={data.byRelease.map((r) => [
          `${r.title} — ${r.artist}`,
          r.lines.toLocaleString("en"),
          money(r.amount, r.currency),
          money(r.ledgerAmount),
        ])}
      />
      <Table
        caption="Revenue by currency"
        headings={["Currency", "Lines", "Amount", `In ${data.ledgerCurrency}`]}
        rows={data.byCurrency.map((c) => [
          c.currency,
          c.lines.toLocaleString("en"),
          money(c.amount, c.currency),
          money(c.ledgerAmount),
        ])}
      />
      {data.unmatchedLines.length > 0 && (
        <Table
          caption="Unmatched lines (staff assign them to a track or dismiss them in the queue)"
          headings={["Line", "ISRC", "UPC", "Title · Artist", "Amount"]}
          rows={data.unmatchedLines.map((l) => [
            String(l.line),
            l.isrc ?? "—",
            l.upc ?? "—",
            [l.title, l.artist].filter(Boolean).join(" · ") || "—",
            money(l.amount, l.currency),
          ])}
        />
      )}
    </div>
  );
}

function Table({
  caption,
  headings,
  rows,
}: {
  caption: string;
  headings: string[];
  rows: string[][];
}) {
  return (
    <TableScroller label={caption} className="rounded-xl ring-1 ring-ink-800">
      <table className="w-full text-sm">
        <caption className="px-4 pt-3 text-left text-sm font-semibold text-ink-100">
          {caption}
        </caption>
        <thead className="border-b border-ink-800">
          <tr>
            {headings.map((heading) => (
              <Th key={heading} dense>
                {heading}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.length === 0 && (
            <tr>
              <td colSpan={headings.length} className="px-3 py-3 text-ink-400">
                None
              </td>
            </tr>
          )}
          {rows.map((cells, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed server order
            <tr key={index}>
              {cells.map((cell, column) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed
                <td key={column} className="px-3 py-2 text-ink-200 tabular-nums">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
