import { type CsvMapping, ReportImportMessages } from "@common/royalties/imports.ts";
import { useQuery } from "@tanstack/react-query";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
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
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {FIELDS.map(({ field, label, required }) => (
          <label key={field} className="block text-sm text-ink-200">
            {label}
            {required && <span className="text-ink-400"> (required)</span>}
            <input
              name={field}
              required={required}
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
