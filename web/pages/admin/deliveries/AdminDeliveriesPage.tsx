import {
  type AdminDelivery,
  DELIVERY_STATES,
  type DeliveryState,
  DistributionMessages,
  deliveryStateLabel,
} from "@common/distribution.ts";
import { PLATFORM_IDS, PLATFORM_LABELS, type PlatformId } from "@common/releases.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import {
  deliveriesInfiniteQuery,
  useMarkDeliveryLive,
  useRetryDelivery,
} from "@web/api/deliveries.ts";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { cn } from "@web/lib/cn.ts";
import { useAddressParams } from "@web/lib/useAddressParams.ts";
import { useDeliveryEvents } from "@web/pages/releases/useDeliveryEvents.ts";
import { PackageOpen } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { toastActionFailure } from "./actionToasts.ts";
import { DeliveriesTable } from "./DeliveriesTable.tsx";
import { StoreCounts } from "./StoreCounts.tsx";
import { TakedownQueue } from "./TakedownQueue.tsx";

const isStore = (value: string | null): value is PlatformId =>
  (PLATFORM_IDS as readonly (string | null)[]).includes(value);
const isState = (value: string | null): value is DeliveryState =>
  (DELIVERY_STATES as readonly (string | null)[]).includes(value);

/**
 * /admin/deliveries (issue 15, staff and admins): takedown requests to decide, then every
 * delivery to a store, failures first, with counts per store, filters by store and state
 * (kept in the address, ?store=&state=), Retry on failures and Mark live for stores that send
 * no acknowledgement.
 */
export function AdminDeliveriesPage() {
  useDeliveryEvents();
  const [searchParams, setParam] = useAddressParams();
  const storeParam = searchParams.get("store");
  const stateParam = searchParams.get("state");
  const store = isStore(storeParam) ? storeParam : undefined;
  const state = isState(stateParam) ? stateParam : undefined;

  const deliveries = useInfiniteQuery({
    ...deliveriesInfiniteQuery({ store, state }),
    placeholderData: keepPreviousData,
  });
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = deliveries.data?.pages[0]?.counts ?? [];

  const retry = useRetryDelivery();
  const markLive = useMarkDeliveryLive();
  const [confirming, setConfirming] = useState<AdminDelivery | null>(null);
  const busyId = retry.isPending
    ? (retry.variables ?? null)
    : markLive.isPending
      ? (markLive.variables ?? null)
      : null;

  const onRetry = (delivery: AdminDelivery) =>
    retry.mutate(delivery.id, {
      onSuccess: () => toast.success(DistributionMessages.retried),
      onError: (error) => toastActionFailure(DistributionMessages.retryFailed, error),
    });
  const onMarkLive = () => {
    if (!confirming) return;
    markLive.mutate(confirming.id, {
      onSuccess: () => {
        toast.success(DistributionMessages.markedLive);
        setConfirming(null);
      },
      onError: (error) => {
        toastActionFailure(DistributionMessages.markLiveFailed, error);
        setConfirming(null);
      },
    });
  };

  return (
    <div>
      <PageHeader
        title="Deliveries"
        description="Every release's delivery to each store, failures first. Retry what failed, and mark a release live on stores that send no acknowledgement."
      />

      <TakedownQueue />

      <StoreCounts counts={counts} selected={store} onSelect={(id) => setParam("store", id)} />

      <search className="mb-6 flex flex-col gap-3 sm:flex-row">
        <label className="sr-only" htmlFor="delivery-store">
          Store
        </label>
        <select
          id="delivery-store"
          value={store ?? ""}
          onChange={(event) => setParam("store", event.target.value || undefined)}
          className={cn(inputClass, "h-10 text-sm sm:w-56")}
        >
          <option value="">All stores</option>
          {PLATFORM_IDS.map((id) => (
            <option key={id} value={id}>
              {counts.find((c) => c.storeId === id)?.storeName ?? PLATFORM_LABELS[id]}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="delivery-state">
          State
        </label>
        <select
          id="delivery-state"
          value={state ?? ""}
          onChange={(event) => setParam("state", event.target.value || undefined)}
          className={cn(inputClass, "h-10 text-sm sm:w-56")}
        >
          <option value="">All states</option>
          {DELIVERY_STATES.map((value) => (
            <option key={value} value={value}>
              {deliveryStateLabel("release", value)}
            </option>
          ))}
        </select>
      </search>

      {deliveries.error && !deliveries.data && (
        <FormAlert tone="error" className="mb-6">
          {DistributionMessages.loadFailed}
        </FormAlert>
      )}

      {deliveries.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner className="size-8" label="Loading deliveries" />
        </div>
      ) : items.length === 0 ? (
        !deliveries.error && (
          <div
            data-testid="deliveries-empty"
            className="rounded-2xl border border-dashed border-ink-700 px-6 py-14 text-center"
          >
            <PackageOpen aria-hidden className="mx-auto size-10 text-ink-600" />
            <p className="mt-4 text-lg font-black tracking-tight">
              {DistributionMessages.noDeliveries}
            </p>
          </div>
        )
      ) : (
        <div
          aria-busy={deliveries.isPlaceholderData || undefined}
          className={cn("transition-opacity", deliveries.isPlaceholderData && "opacity-60")}
        >
          <DeliveriesTable
            deliveries={items}
            busyId={busyId}
            onRetry={onRetry}
            onMarkLive={setConfirming}
          />
          <LoadMoreButton list={deliveries} placement="page" />
        </div>
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !markLive.isPending && setConfirming(null)}
        title="Mark as live?"
        description={
          confirming && (
            <>
              Only for stores that send no acknowledgement: confirm that "{confirming.releaseTitle}"
              by {confirming.artistName} is live on {confirming.storeName}. The artist is told it is
              live.
            </>
          )
        }
        confirmLabel="Mark live"
        confirmVariant="primary"
        busy={markLive.isPending}
        onConfirm={onMarkLive}
      />
    </div>
  );
}
