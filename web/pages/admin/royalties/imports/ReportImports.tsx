import { typedRate } from "@common/money/typedAmount.ts";
import { ReportImportMessages, type ReportSummary } from "@common/royalties/imports.ts";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { useAddressParams } from "@web/lib/useAddressParams.ts";
import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { linesText } from "../linesText.ts";
import { CsvMappingEditor } from "./CsvMappingEditor.tsx";
import { ReportPreview } from "./ReportPreview.tsx";
import { ReportStatusBadge } from "./ReportStatusBadge.tsx";
import {
  reportListQuery,
  reportStoresQuery,
  useRecountWhenChecked,
  useUploadReport,
} from "./reportImportsApi.ts";

/**
 * /admin/royalties, importing store reports (issue 19; staff and admins): upload a store's DSR
 * or CSV report, the reports imported so far with their status, and the preview of the one
 * chosen (kept in the address, ?report=<id>), where staff post it to the ledger.
 */
export function ReportImports() {
  const [searchParams, setParam] = useAddressParams();
  const selected = searchParams.get("report");
  const select = (id: string | null) => setParam("report", id);

  return (
    <section aria-labelledby="report-imports-heading" className="space-y-6">
      <h2 id="report-imports-heading" className="text-lg font-semibold text-ink-50">
        Store reports
      </h2>
      <UploadForm onUploaded={(report) => select(report.id)} />
      {/* Beside the upload it serves, above the list: the list arrives after the page and grows
          with every report, and the mapping below it moved as it came (a click meant for it
          could open a report instead). */}
      <CsvMappingEditor />
      {/* Keyed by the report: another report's preview starts afresh, not with the last one's
          "Post anyway?" question or errors. */}
      {selected && <ReportPreview key={selected} id={selected} onClose={() => select(null)} />}
      <ReportList selected={selected} onSelect={select} />
    </section>
  );
}

function UploadForm({ onUploaded }: { onUploaded: (report: ReportSummary) => void }) {
  const stores = useQuery(reportStoresQuery());
  const upload = useUploadReport();
  const [storeId, setStoreId] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [exchangeRate, setExchangeRate] = useState("");
  const [period, setPeriod] = useState("");
  const [formKey, setFormKey] = useState(0);
  const ledgerCurrency = stores.data?.ledgerCurrency ?? "SEK";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    upload.mutate(
      {
        file,
        storeId,
        // "11,4520" as a Swede types it is sent as 11.4520.
        exchangeRate: typedRate(exchangeRate) || undefined,
        period: period || undefined,
      },
      {
        onSuccess: (report) => {
          toast.success(ReportImportMessages.uploaded);
          setFile(null);
          setFormKey((key) => key + 1);
          onUploaded(report);
        },
      },
    );
  };

  return (
    <form
      key={formKey}
      onSubmit={onSubmit}
      className="space-y-4 rounded-2xl bg-ink-900 p-5 ring-1 ring-ink-700"
      data-testid="report-upload-form"
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <label className="block text-sm text-ink-200">
          Store
          <select
            required
            value={storeId}
            onChange={(event) => setStoreId(event.target.value)}
            className={cn(inputClass, "mt-1.5")}
            name="storeId"
          >
            <option value="">Choose a store</option>
            {stores.data?.stores.map((store) => (
              <option key={store.id} value={store.id}>
                {store.displayName}
                {store.hasCsvMapping ? " (CSV mapping saved)" : ""}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm text-ink-200">
          Report file (DSR or CSV)
          <input
            required
            type="file"
            name="file"
            accept=".tsv,.txt,.csv,.dsr,.gz,text/plain,text/csv,text/tab-separated-values,application/gzip"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className={cn(inputClass, "mt-1.5 pt-2.5 text-sm")}
          />
          <span className="mt-1 block text-xs text-ink-400">
            As the store sent it: gzipped files (.tsv.gz) are unpacked.
          </span>
        </label>
        <label className="block text-sm text-ink-200">
          Exchange rate to {ledgerCurrency} (optional)
          <input
            name="exchangeRate"
            inputMode="decimal"
            placeholder="11.4520"
            value={exchangeRate}
            onChange={(event) => setExchangeRate(event.target.value)}
            className={cn(inputClass, "mt-1.5")}
          />
          <span className="mt-1 block text-xs text-ink-400">
            For a report in another currency that states no rate: one unit of its currency in{" "}
            {ledgerCurrency}.
          </span>
        </label>
        <label className="block text-sm text-ink-200">
          Month (optional)
          <input
            type="month"
            name="period"
            // Firefox and desktop Safari draw a month input as a text box.
            placeholder="YYYY-MM"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
            className={cn(inputClass, "mt-1.5")}
          />
          <span className="mt-1 block text-xs text-ink-400">
            For a CSV report without a period column.
          </span>
        </label>
      </div>
      {upload.isError && (
        <FormAlert tone="error">
          {failureMessage(upload.error, "Failed to upload the report")}
        </FormAlert>
      )}
      <Button type="submit" busy={upload.isPending} disabled={!file || !storeId}>
        <Upload aria-hidden className="size-4" />
        Upload report
      </Button>
    </form>
  );
}

function ReportList({
  selected,
  onSelect,
}: {
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const reports = useInfiniteQuery(reportListQuery());
  const items = reports.data?.pages.flatMap((page) => page.items) ?? [];
  useRecountWhenChecked(items.filter((report) => report.status === "processing").length);
  if (reports.isPending) return <Spinner label="Loading reports" />;
  if (reports.isError)
    return (
      <FormAlert tone="error">{failureMessage(reports.error, "Failed to load reports")}</FormAlert>
    );
  if (items.length === 0)
    return <p className="text-sm text-ink-400">No store reports imported yet.</p>;
  return (
    <div className="rounded-2xl bg-ink-900 ring-1 ring-ink-700">
      <ul className="divide-y divide-ink-800" data-testid="report-list">
        {items.map((report) => (
          <li key={report.id}>
            <button
              type="button"
              onClick={() => onSelect(report.id)}
              aria-current={report.id === selected || undefined}
              data-testid="report-row"
              data-status={report.status}
              className={cn(
                "flex w-full flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-left text-sm hover:bg-ink-800",
                report.id === selected && "bg-ink-800",
              )}
            >
              {/* A file name has no spaces to wrap at: it breaks anywhere rather than being cut
                  to a few letters on a phone. */}
              <span className="min-w-0 grow basis-48 font-semibold break-all text-ink-50">
                {report.fileName}
              </span>
              <span className="text-ink-300">{report.storeName}</span>
              <span className="text-ink-300 tabular-nums">{report.period ?? "—"}</span>
              <span className="text-ink-400 tabular-nums">{linesText(report.lineCount)}</span>
              <span className="text-xs text-ink-400">{formatDateTime(report.createdAt)}</span>
              <ReportStatusBadge status={report.status} />
            </button>
          </li>
        ))}
      </ul>
      {reports.hasNextPage && (
        <div className="border-t border-ink-800 p-3 text-center">
          <Button
            variant="ghost"
            size="sm"
            busy={reports.isFetchingNextPage}
            onClick={() => reports.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}
