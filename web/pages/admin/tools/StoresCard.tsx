import { StoreMessages, type StoreView } from "@common/stores.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { storesQuery } from "@web/api/stores.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { Store } from "lucide-react";
import { useState } from "react";
import { CardHeading } from "./CardHeading.tsx";
import { StoreDialog } from "./StoreDialog.tsx";

/** Where a store's batches go, as the list says it. */
function destination(store: StoreView): string {
  if (store.transport === "folder") return `Folder ${store.directory}`;
  return store.sftp
    ? `SFTP ${store.sftp.username}@${store.sftp.host}:${store.sftp.port}${store.sftp.remoteDirectory}`
    : "SFTP (not set up)";
}

/**
 * Admin Tools > Stores (issue 15): one entry per platform of the spec, with its DPID, whether
 * releases are delivered to it, and how (a folder here or the store's SFTP server). Admins
 * only; each save is audited (UPDATE_STORE). Secrets are write-only: the dialog says whether
 * one is saved, never what it is.
 */
export function StoresCard() {
  const stores = useQuery(storesQuery);
  const [editing, setEditing] = useState<StoreView["id"] | null>(null);
  const store = stores.data?.find((s) => s.id === editing);
  return (
    <Card aria-labelledby="stores-heading" data-testid="stores-card">
      <CardHeading id="stores-heading" icon={Store}>
        Stores
      </CardHeading>
      <p className="mt-1 mb-5 text-sm text-ink-300">
        Where distributed releases are delivered. A store needs its DPID before it can be enabled.
      </p>
      {stores.isPending && <Spinner className="size-5" />}
      {stores.isError && (
        <FormAlert tone="error">{failureMessage(stores.error, StoreMessages.loadFailed)}</FormAlert>
      )}
      {stores.data && (
        <ul className="divide-y divide-ink-800">
          {stores.data.map((s) => (
            <li
              key={s.id}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
              data-testid={`store-${s.id}`}
            >
              <div className="min-w-0">
                <p className="flex items-center gap-2 font-semibold text-ink-50">
                  {s.displayName}
                  <Badge tone={s.enabled ? "success" : "neutral"}>
                    {s.enabled ? "Enabled" : "Off"}
                  </Badge>
                </p>
                <p className="mt-1 truncate text-xs text-ink-400">
                  {s.dpid ?? "No DPID"} · {destination(s)}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setEditing(s.id)}
                aria-label={`Edit ${s.displayName}`}
              >
                Edit
              </Button>
            </li>
          ))}
        </ul>
      )}
      {store && <StoreDialog store={store} onClose={() => setEditing(null)} />}
    </Card>
  );
}
