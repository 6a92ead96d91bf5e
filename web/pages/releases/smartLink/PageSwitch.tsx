import { SmartLinkMessages, type SmartLinkView } from "@common/smartLinks.ts";
import { failureMessage } from "@web/api/client.ts";
import { useUpdateSmartLink } from "@web/api/smartLinks.ts";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { Info } from "lucide-react";
import { Switch } from "radix-ui";
import { type ReactNode, useId } from "react";
import { toast } from "sonner";

function Notice({ children, testId }: { children: ReactNode; testId: string }) {
  return (
    <p
      role="status"
      data-testid={testId}
      className="flex items-start gap-3 rounded-xl bg-sky-400/10 p-3.5 text-sm text-sky-100 ring-1 ring-sky-400/30 ring-inset"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-300" />
      <span>{children}</span>
    </p>
  );
}

/**
 * The page's on/off switch, and why the page may not be public whatever it says: turned off,
 * the release taken down, a private profile, or a release date still ahead (then it is a
 * pre-release page).
 */
export function PageSwitch({ view }: { view: SmartLinkView }) {
  const id = useId();
  const update = useUpdateSmartLink(view.releaseId);
  const toggle = (enabled: boolean) =>
    update.mutate(
      { enabled },
      {
        onSuccess: () => toast.success(SmartLinkMessages.settingsSaved),
        onError: (error) => toast.error(failureMessage(error, "Could not save the smart link.")),
      },
    );
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <label htmlFor={id} className="text-sm font-semibold text-ink-50">
          Public page
          <span className="block text-xs font-normal text-ink-400">
            {!view.enabled
              ? "Off"
              : view.takenDown || view.profilePrivate
                ? "On, but the page is hidden (see below)."
                : "On: anyone with the link can open it."}
          </span>
        </label>
        <Switch.Root
          id={id}
          checked={view.enabled}
          disabled={update.isPending}
          onCheckedChange={toggle}
          className="relative h-6 w-11 shrink-0 rounded-full bg-ink-700 ring-1 ring-ink-600 transition-colors focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:opacity-60 data-[state=checked]:bg-accent"
        >
          <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-ink-50 shadow transition-transform data-[state=checked]:translate-x-[22px] data-[state=checked]:bg-accent-ink" />
        </Switch.Root>
      </div>
      {!view.enabled && <Notice testId="smart-link-off">{SmartLinkMessages.pageOff}</Notice>}
      {view.takenDown && (
        <Notice testId="smart-link-taken-down">{SmartLinkMessages.releaseTakenDown}</Notice>
      )}
      {view.profilePrivate && (
        <Notice testId="smart-link-private">{SmartLinkMessages.profilePrivate}</Notice>
      )}
      {view.preRelease && (
        <Notice testId="smart-link-pre-release">
          Until {formatReleaseDate(view.releaseDate)} the page counts down to the release and lets
          fans ask to be told when it is out.
        </Notice>
      )}
    </div>
  );
}
