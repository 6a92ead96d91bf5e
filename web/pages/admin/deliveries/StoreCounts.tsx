import { type DeliveryState, deliveryStateLabel } from "@common/distribution.ts";
import type { PlatformId } from "@common/releases.ts";
import { cn } from "@web/lib/cn.ts";

/** A store's counts as the API answers them (states without deliveries may be left out). */
interface StoreCount {
  storeId: PlatformId;
  storeName: string;
  counts: Partial<Record<string, number>>;
  total: number;
}

/** The states a tile spells out, worst first: the rest only add to the total. */
const SHOWN: DeliveryState[] = ["failed", "queued", "uploading", "delivered", "live", "taken_down"];
const TONE: Partial<Record<DeliveryState, string>> = {
  failed: "text-danger",
  live: "text-success",
  uploading: "text-warning",
  delivered: "text-sky-300",
  taken_down: "text-violet-300",
};

/**
 * Per store, how many deliveries it has in each state; a tile filters the list to its store
 * (again: the filter goes). Stores without deliveries are left out.
 */
export function StoreCounts({
  counts,
  selected,
  onSelect,
}: {
  counts: StoreCount[];
  selected: PlatformId | undefined;
  onSelect: (store: PlatformId | undefined) => void;
}) {
  const stores = counts.filter((store) => store.total > 0);
  if (stores.length === 0) return null;
  return (
    <ul
      aria-label="Deliveries per store"
      data-testid="store-counts"
      className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-6"
    >
      {stores.map((store) => {
        const active = selected === store.storeId;
        const parts = SHOWN.filter((state) => (store.counts[state] ?? 0) > 0);
        return (
          <li key={store.storeId}>
            <button
              type="button"
              aria-pressed={active}
              data-testid={`store-count-${store.storeId}`}
              onClick={() => onSelect(active ? undefined : store.storeId)}
              className={cn(
                "flex h-full w-full flex-col rounded-xl p-4 text-left ring-1 transition-colors ring-inset",
                active
                  ? "bg-accent/10 ring-accent/50"
                  : "bg-ink-900 ring-ink-700 hover:bg-ink-800 hover:ring-ink-600",
              )}
            >
              <span className="flex items-baseline justify-between gap-2">
                <span className="min-w-0 text-sm font-semibold break-words text-ink-100">
                  {store.storeName}
                </span>
                <span className="text-2xl font-black tracking-tight tabular-nums">
                  {store.total}
                </span>
              </span>
              <span className="mt-1.5 flex flex-wrap gap-x-2.5 gap-y-0.5 text-xs">
                {parts.map((state) => (
                  <span key={state} className={cn("tabular-nums", TONE[state] ?? "text-ink-300")}>
                    {store.counts[state]} {deliveryStateLabel("release", state).toLowerCase()}
                  </span>
                ))}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
