import { Bell, BellOff } from "lucide-react";
import { Popover } from "radix-ui";

/**
 * The bell of the top bar. Notifications arrive with a later issue; until then it says, truthfully,
 * that there are none.
 */
export function NotificationBell() {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Notifications"
        className="relative rounded-full p-2.5 text-ink-200 ring-1 ring-ink-700 transition-colors hover:bg-ink-800 hover:text-ink-50 data-[state=open]:bg-ink-800"
      >
        <Bell aria-hidden className="size-[18px]" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          data-testid="notifications-popover"
          className="z-40 w-80 max-w-[calc(100vw-2rem)] rounded-xl bg-ink-900 p-4 shadow-2xl shadow-black/60 ring-1 ring-ink-700 focus:outline-none"
        >
          <h2 className="text-sm font-bold">Notifications</h2>
          <div className="mt-4 grid place-items-center gap-2 rounded-lg border border-dashed border-ink-700 px-4 py-8 text-center">
            <BellOff aria-hidden className="size-6 text-ink-400" />
            <p className="text-sm text-ink-300">No notifications yet.</p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
