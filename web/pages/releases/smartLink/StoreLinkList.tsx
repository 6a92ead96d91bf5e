import { SmartLinkMessages, type SmartLinkView } from "@common/smartLinks.ts";
import { failureMessage } from "@web/api/client.ts";
import { useUpdateSmartLink } from "@web/api/smartLinks.ts";
import { toast } from "sonner";
import { StoreLinkRow } from "./StoreLinkRow.tsx";

/**
 * The page's store buttons in their order: move a store up or down, hide or show it, and enter
 * where the release is on the store's website. A button shows once the store is live and has
 * a link, unless it is hidden.
 */
export function StoreLinkList({ view }: { view: SmartLinkView }) {
  const update = useUpdateSmartLink(view.releaseId);
  const ids = view.stores.map((s) => s.storeId);
  const save = (body: Parameters<typeof update.mutate>[0]) =>
    update.mutate(body, {
      onSuccess: () => toast.success(SmartLinkMessages.settingsSaved),
      onError: (error) => toast.error(failureMessage(error, "Could not save the smart link.")),
    });

  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    const [moved] = order.splice(index, 1);
    if (!moved) return;
    order.splice(index + by, 0, moved);
    save({ storeOrder: order });
  };
  const toggleHidden = (storeId: (typeof ids)[number]) => {
    const hidden = view.stores.filter((s) => s.hidden).map((s) => s.storeId);
    save({
      hiddenStores: hidden.includes(storeId)
        ? hidden.filter((id) => id !== storeId)
        : [...hidden, storeId],
    });
  };

  return (
    <section aria-labelledby="smart-link-stores-heading">
      <h3 id="smart-link-stores-heading" className="text-sm font-bold tracking-tight">
        Stores
      </h3>
      {view.stores.length === 0 ? (
        <p className="mt-2 text-sm text-ink-400">The release has not been sent to a store yet.</p>
      ) : (
        <ul aria-label="Stores on the page" className="divide-y divide-ink-800">
          {view.stores.map((store, index) => (
            <StoreLinkRow
              key={store.storeId}
              releaseId={view.releaseId}
              store={store}
              first={index === 0}
              last={index === view.stores.length - 1}
              busy={update.isPending}
              onMove={(by) => move(index, by)}
              onToggleHidden={() => toggleHidden(store.storeId)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
