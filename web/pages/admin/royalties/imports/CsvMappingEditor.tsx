import { csvHeaderNames } from "@common/royalties/csvHeader.ts";
import { type CsvMapping, ReportImportMessages } from "@common/royalties/imports.ts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { type ChangeEvent, type FormEvent, useState } from "react";
import { toast } from "sonner";
import { guessCsvMapping } from "./guessCsvMapping.ts";
import { readSampleHead } from "./readSampleHead.ts";
import { reportStoresQuery, storeMappingQuery, useSaveMapping } from "./reportImportsApi.ts";

type Field = keyof CsvMapping;

/** The fields of a store's CSV report (issue 19's list), required ones marked. */
const FIELDS: { field: Field; label: string; required?: boolean }[] = [
  { field: "isrc", label: "ISRC" },
  { field: "upc", label: "UPC" },
  { field: "country", label: "Country", required: true },
  { field: "quantity", label: "Quantity (streams, downloads)", required: true },
  { field: "currency", label: "Currency", required: true },
  { field: "netAmount", label: "Net amount", required: true },
  { field: "period", label: "Period (month)" },
  { field: "useType", label: "Use type" },
  { field: "store", label: "Store" },
  { field: "title", label: "Track title" },
  { field: "artist", label: "Artist" },
];

const EMPTY: Record<Field, string> = {
  store: "",
  period: "",
  isrc: "",
  upc: "",
  country: "",
  useType: "",
  quantity: "",
  currency: "",
  netAmount: "",
  title: "",
  artist: "",
};

/**
 * A store's CSV column mapping: for each field, the header of the column that holds it, saved
 * per store and used for its next CSV reports.
 */
export function CsvMappingEditor() {
  const stores = useQuery(reportStoresQuery());
  const [storeId, setStoreId] = useState("");
  return (
    <details className="rounded-2xl bg-ink-900 p-5 ring-1 ring-ink-700" data-testid="csv-mapping">
      <summary className="cursor-pointer text-sm font-semibold text-ink-50">
        CSV column mapping per store
      </summary>
      <label className="mt-4 block max-w-sm text-sm text-ink-200">
        Store
        <select
          value={storeId}
          onChange={(event) => setStoreId(event.target.value)}
          className={cn(inputClass, "mt-1.5")}
        >
          <option value="">Choose a store</option>
          {stores.data?.stores.map((store) => (
            <option key={store.id} value={store.id}>
              {store.displayName}
            </option>
          ))}
        </select>
      </label>
      {storeId && <MappingForm key={storeId} storeId={storeId} />}
    </details>
  );
}

function MappingForm({ storeId }: { storeId: string }) {
  const saved = useQuery(storeMappingQuery(storeId));
  const save = useSaveMapping();
  const [edited, setEdited] = useState<Partial<Record<Field, string>>>({});
  const initial = saved.data?.mapping ?? null;
  const value = (field: Field) => edited[field] ?? initial?.[field] ?? EMPTY[field];
  const fieldErrors = save.error instanceof ApiError ? save.error.fields : {};
  const [sample, setSample] = useState<{ name: string; headers: string[] } | null>(null);
  const [sampleError, setSampleError] = useState<string | null>(null);
  const headersId = `csv-headers-${storeId}`;

  // A sample report's first line: its column names are offered in every field, and the empty
  // fields take the column whose name stores usually give them. Nothing is sent anywhere.
  const onSample = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const sampled = await readSampleHead(file);
    if ("error" in sampled) {
      setSample(null);
      setSampleError(sampled.error);
      return;
    }
    const headers = csvHeaderNames(sampled.text);
    if (headers.length < 2) {
      setSample(null);
      setSampleError(`No column names in the first line of ${file.name}.`);
      return;
    }
    setSampleError(null);
    setSample({ name: file.name, headers });
    const guess = guessCsvMapping(headers);
    setEdited((current) => {
      const next = { ...current };
      for (const { field } of FIELDS) {
        const suggested = guess[field];
        if (suggested && !value(field).trim()) next[field] = suggested;
      }
      return next;
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const column = (field: Field) => value(field).trim() || null;
    save.mutate(
      {
        storeId,
        mapping: {
          store: column("store"),
          period: column("period"),
          isrc: column("isrc"),
          upc: column("upc"),
          country: column("country"),
          useType: column("useType"),
          quantity: value("quantity").trim(),
          currency: column("currency"),
          netAmount: value("netAmount").trim(),
          title: column("title"),
          artist: column("artist"),
        },
      },
      { onSuccess: () => toast.success(ReportImportMessages.mappingSaved) },
    );
  };

  return (
    <form onSubmit={onSubmit} className="mt-4 space-y-4">
      <p className="text-xs text-ink-400">
        Type each column's header as the store's CSV writes it. Map ISRC, UPC or both.
      </p>
      <label className="block max-w-sm text-sm text-ink-200">
        Read the headers from a sample report (optional)
        <input
          type="file"
          accept=".csv,.tsv,.txt,.gz,text/csv,text/tab-separated-values,application/gzip"
          onChange={onSample}
          className={cn(inputClass, "mt-1.5")}
        />
      </label>
      {sampleError && <FormAlert tone="error">{sampleError}</FormAlert>}
      {sample && (
        <p className="text-xs text-ink-300" data-testid="csv-sample-headers">
          {sample.headers.length} columns in {sample.name}: {sample.headers.join(", ")}. Empty
          fields took the column whose name fits; check them before saving.
        </p>
      )}
      {sample && (
        <datalist id={headersId}>
          {[...new Set(sample.headers)].map((header) => (
            <option key={header} value={header} />
          ))}
        </datalist>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FIELDS.map(({ field, label, required }) => (
          <label key={field} className="block text-sm text-ink-200">
            {label}
            {required && <span className="text-ink-400"> (required)</span>}
            <input
              name={field}
              required={required}
              list={sample ? headersId : undefined}
              value={value(field)}
              aria-invalid={Boolean(fieldErrors[field]) || undefined}
              onChange={(event) =>
                setEdited((current) => ({ ...current, [field]: event.target.value }))
              }
              className={cn(inputClass, "mt-1.5")}
            />
            {fieldErrors[field] && (
              <span className="mt-1 block text-xs text-red-200">{fieldErrors[field]}</span>
            )}
            {sample && value(field).trim() && !sample.headers.includes(value(field).trim()) && (
              <span className="mt-1 block text-xs text-amber-200">
                Not a column of {sample.name}.
              </span>
            )}
          </label>
        ))}
      </div>
      {save.isError && (
        <FormAlert tone="error">
          {failureMessage(save.error, "Failed to save the mapping")}
        </FormAlert>
      )}
      <Button type="submit" busy={save.isPending}>
        Save mapping
      </Button>
    </form>
  );
}
