import {
  type AdminDelivery,
  type DeliveryKind,
  type DeliveryState,
  deliveryStateLabel,
  type ReleaseDelivery,
  type TakedownRequest,
} from "@common/distribution.ts";
import type { PlatformId } from "@common/releases.ts";
import { deliveryPermissions } from "../policies/delivery.ts";
import type { Actor } from "../policies/user.ts";
import type { AdminDeliveryRow } from "../queries/distribution/deliveries.ts";
import type { TakedownRow } from "../queries/distribution/takedowns.ts";
import type { DeliveryRow } from "../queries/releases/detail.ts";

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

interface DeliveryFacts {
  storeId: string;
  storeName: string;
  kind: DeliveryKind;
  state: DeliveryState;
  reason: string | null;
  updatedAt: Date | string;
  deliveredAt: Date | string | null;
  liveAt: Date | string | null;
}

/** One store's copy of a release as its owner (and staff) read it: no batch or message ids. */
function presentReleaseDelivery(row: DeliveryFacts): ReleaseDelivery {
  return {
    storeId: row.storeId as PlatformId,
    storeName: row.storeName,
    kind: row.kind,
    state: row.state,
    label: deliveryStateLabel(row.kind, row.state),
    reason: row.reason,
    updatedAt: new Date(row.updatedAt).toISOString(),
    deliveredAt: iso(row.deliveredAt),
    liveAt: iso(row.liveAt),
  };
}

export const presentReleaseDeliveries = (rows: readonly DeliveryRow[]) =>
  rows.map(presentReleaseDelivery);

/** A row of /admin/deliveries, with the buttons staff may press on it. */
export function presentAdminDelivery(row: AdminDeliveryRow, actor: Actor): AdminDelivery {
  return {
    ...presentReleaseDelivery(row),
    id: row.id,
    releaseId: row.releaseId,
    releaseTitle: row.releaseTitle,
    artistName: row.artistName,
    upc: row.upc,
    attempts: row.attempts,
    batchId: row.batchId,
    permissions: deliveryPermissions(actor, row),
  };
}

export function presentTakedownRequest(row: TakedownRow): TakedownRequest {
  return {
    id: row.id,
    releaseId: row.releaseId,
    releaseTitle: row.releaseTitle,
    artistName: row.artistName,
    requestedBy: row.requestedBy,
    reason: row.reason,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    stores: { live: row.storesDone, total: row.storesTotal },
  };
}
