import { type Notification, NotificationMessages } from "@common/notifications.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { notificationsQuery, useMarkAllRead } from "@web/api/notifications.ts";
import { Spinner } from "@web/components/Spinner.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { Bell, BellOff, CheckCheck } from "lucide-react";
import { Popover } from "radix-ui";
import { toast } from "sonner";
import { NotificationCountBadge } from "./NotificationBadges.tsx";
import { NOTICE_STYLES } from "./noticeStyles.ts";

function NotificationItem({ notification }: { notification: Notification }) {
  const style = NOTICE_STYLES[notification.type];
  const Icon = style.icon;
  return (
    <li
      data-testid="notification"
      data-read={notification.isRead}
      className={cn(
        "flex gap-3 rounded-lg px-3 py-2.5",
        // Read ones lose the background, not contrast: faded (opacity) text fell below 4.5:1.
        !notification.isRead && "bg-ink-850 ring-1 ring-ink-700 ring-inset",
      )}
    >
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", style.text)} />
      <div className="min-w-0 flex-1">
        <p className="flex items-start gap-2 text-sm font-semibold text-ink-50">
          <span className="min-w-0 flex-1 break-words">{notification.title}</span>
          {!notification.isRead && (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-accent">
              <span className="sr-only">Unread</span>
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-ink-300">
          {notification.message}
        </p>
        <p className="mt-1 text-xs text-ink-400">
          <time dateTime={notification.createdAt}>{formatDateTime(notification.createdAt)}</time>
        </p>
      </div>
    </li>
  );
}

/**
 * The bell of the top bar (spec §2, §7): my 50 newest notifications (admins: also those for
 * every admin or everyone), the unread count on the bell, and "Mark all read".
 */
export function NotificationBell() {
  const bell = useQuery(notificationsQuery);
  const markAll = useMarkAllRead();
  const items = bell.data?.items ?? [];
  const unread = (bell.data?.unread.user ?? 0) + (bell.data?.unread.admin ?? 0);
  const label = unread > 0 ? `Notifications, ${unread} unread` : "Notifications";

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={label}
        className="relative rounded-full p-2.5 text-ink-200 ring-1 ring-ink-700 transition-colors hover:bg-ink-800 hover:text-ink-50 data-[state=open]:bg-ink-800"
      >
        <Bell aria-hidden className="size-[18px]" />
        <NotificationCountBadge
          count={unread}
          testId="bell-unread"
          className="absolute -top-1.5 -right-1.5 ring-2 ring-ink-950"
        />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={10}
          collisionPadding={16}
          aria-labelledby="notifications-panel-heading"
          data-testid="notifications-popover"
          className="z-40 flex max-h-[min(32rem,calc(100dvh-6rem))] w-96 max-w-[calc(100vw-2rem)] flex-col rounded-xl bg-ink-900 shadow-2xl shadow-black/60 ring-1 ring-ink-700 focus:outline-none"
        >
          <div className="flex items-center justify-between gap-3 border-b border-ink-800 px-4 py-3">
            <h2 id="notifications-panel-heading" className="text-sm font-bold">
              Notifications
            </h2>
            <button
              type="button"
              disabled={unread === 0 || markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onError: (error) =>
                    toast.error(failureMessage(error, NotificationMessages.markAllFailed)),
                })
              }
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-xs font-semibold text-accent transition-colors hover:bg-accent/10 disabled:cursor-not-allowed disabled:text-ink-400 disabled:hover:bg-transparent"
            >
              <CheckCheck aria-hidden className="size-3.5" />
              Mark all read
            </button>
          </div>
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls, and holds nothing else a keyboard could reach
            tabIndex={0}
            className="min-h-0 flex-1 overflow-y-auto p-2 focus-visible:outline-2 focus-visible:outline-accent"
          >
            {bell.isPending ? (
              <div className="grid place-items-center py-8">
                <Spinner />
              </div>
            ) : items.length === 0 ? (
              // Spec §8: a failed shell fetch shows an empty list (the error is only logged).
              <div className="m-2 grid place-items-center gap-2 rounded-lg border border-dashed border-ink-700 px-4 py-8 text-center">
                <BellOff aria-hidden className="size-6 text-ink-400" />
                <p className="text-sm text-ink-300">No notifications yet.</p>
              </div>
            ) : (
              <ul className="space-y-1.5" aria-label="Notifications">
                {items.map((notification) => (
                  <NotificationItem key={notification.id} notification={notification} />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
