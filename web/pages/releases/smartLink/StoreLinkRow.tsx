import { SmartLinkMessages, type SmartLinkStore, STORE_URL_EXAMPLES } from "@common/smartLinks.ts";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { useRemoveStoreLink, useSetStoreLink } from "@web/api/smartLinks.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { ArrowDown, ArrowUp, Eye, EyeOff } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";

const SOURCE_TEXT = {
  store: "Link from the store",
  artist: "Link entered by the artist",
  staff: "Link entered by Offbeat staff",
} as const;

function statusOf(store: SmartLinkStore) {
  if (store.shown) return <Badge tone="success">On the page</Badge>;
  if (store.takenDown) return <Badge tone="neutral">Taken down</Badge>;
  if (store.hidden) return <Badge tone="neutral">Hidden</Badge>;
  if (!store.live) return <Badge tone="neutral">Not live yet</Badge>;
  return <Badge tone="neutral">Needs a link</Badge>;
}

interface StoreLinkRowProps {
  releaseId: string;
  store: SmartLinkStore;
  first: boolean;
  last: boolean;
  /** An order or visibility change is being saved: the row's buttons wait for it. */
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onToggleHidden: () => void;
}

/** One store of the smart link: its place, whether its button shows, and its web address. */
export function StoreLinkRow({
  releaseId,
  store,
  first,
  last,
  busy,
  onMove,
  onToggleHidden,
}: StoreLinkRowProps) {
  const fieldId = useId();
  const [url, setUrl] = useState(store.url ?? "");
  const [error, setError] = useState<string | null>(null);
  const save = useSetStoreLink(releaseId);
  const remove = useRemoveStoreLink(releaseId);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    save.mutate(
      { storeId: store.storeId, url },
      {
        onSuccess: (view) => {
          // The server keeps the address trimmed: the field shows what was saved.
          setUrl(view.stores.find((s) => s.storeId === store.storeId)?.url ?? url);
          toast.success(SmartLinkMessages.storeLinkSaved);
        },
        onError: (failure) =>
          failure instanceof ApiError && failure.status === 400
            ? setError(failure.fields.url ?? failure.message)
            : toast.error(failureMessage(failure, "Could not save the store link.")),
      },
    );
  };
  const onRemove = () =>
    remove.mutate(store.storeId, {
      onSuccess: () => {
        setUrl("");
        setError(null);
        toast.success(SmartLinkMessages.storeLinkRemoved);
      },
      onError: (failure) => toast.error(failureMessage(failure, "Could not remove the link.")),
    });

  return (
    <li className="py-4" data-testid={`smart-link-store-${store.storeId}`}>
      <div className="flex items-center gap-3">
        {/* The name and its status wrap inside their own box, so on a phone the badge goes under
            the name instead of over it. */}
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-ink-50">{store.label}</span>
          {statusOf(store)}
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move ${store.label} up`}
            disabled={first || busy}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Move ${store.label} down`}
            disabled={last || busy}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${store.hidden ? "Show" : "Hide"} ${store.label}`}
            disabled={busy}
            onClick={onToggleHidden}
          >
            {store.hidden ? (
              <Eye aria-hidden className="size-4" />
            ) : (
              <EyeOff aria-hidden className="size-4" />
            )}
            {store.hidden ? "Show" : "Hide"}
          </Button>
        </div>
      </div>
      <form onSubmit={onSubmit} className="mt-2 space-y-1.5" noValidate>
        <label htmlFor={fieldId} className="sr-only">
          {store.label} web address
        </label>
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <input
            id={fieldId}
            type="url"
            inputMode="url"
            value={url}
            placeholder={STORE_URL_EXAMPLES[store.storeId]}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            className={inputClass}
          />
          <Button type="submit" variant="secondary" busy={save.isPending} disabled={!url.trim()}>
            Save
          </Button>
          {store.url && (
            <Button variant="ghost" busy={remove.isPending} onClick={onRemove}>
              Remove
            </Button>
          )}
        </div>
        {error ? (
          <p id={`${fieldId}-error`} className="text-xs font-medium text-danger">
            {error}
          </p>
        ) : (
          store.source && <p className="text-xs text-ink-400">{SOURCE_TEXT[store.source]}</p>
        )}
      </form>
    </li>
  );
}
