import type { Announcement } from "@common/notifications.ts";
import { useQuery } from "@tanstack/react-query";
import { announcementsQuery } from "@web/api/notifications.ts";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { X } from "lucide-react";
import { Popover } from "radix-ui";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { dismissAnnouncement, useDismissedAnnouncements } from "./dismissals.ts";
import { NOTICE_STYLES } from "./noticeStyles.ts";

function DismissButton({
  announcement,
  onDismiss,
}: {
  announcement: Announcement;
  onDismiss: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onDismiss}
      aria-label={`Dismiss announcement: ${announcement.title}`}
      className="shrink-0 rounded-md p-1 text-ink-300 transition-colors hover:bg-ink-800 hover:text-ink-50"
    >
      <X aria-hidden className="size-4" />
    </button>
  );
}

function AnnouncementDetails({
  announcement,
  onDismiss,
}: {
  announcement: Announcement;
  onDismiss: () => void;
}) {
  const style = NOTICE_STYLES[announcement.type];
  const Icon = style.icon;
  return (
    <li className={cn("flex gap-3 rounded-lg px-3 py-2.5 ring-1 ring-inset", style.surface)}>
      <Icon aria-hidden className={cn("mt-0.5 size-4 shrink-0", style.text)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-ink-50">{announcement.title}</p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line text-ink-200">
          {announcement.message}
        </p>
        <p className="mt-1 text-xs text-ink-400">
          {style.label} · {formatDateTime(announcement.createdAt)}
          {announcement.expiresAt && <> · until {formatDateTime(announcement.expiresAt)}</>}
        </p>
      </div>
      <DismissButton announcement={announcement} onDismiss={onDismiss} />
    </li>
  );
}

/**
 * The top bar's announcements (spec §2, §7): active and unexpired, newest first, minus those
 * this browser dismissed. The newest shows in the bar; all of them open in a panel with their
 * full text. Refetched on every route change and live on `announcements.changed`.
 */
export function Announcements() {
  const announcements = useQuery(announcementsQuery);
  const dismissed = useDismissedAnnouncements();
  const { pathname } = useLocation();
  const { refetch } = announcements;
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = pathname;
    void refetch();
  }, [pathname, refetch]);

  const active = announcements.data ?? [];
  const visible = active.filter((a) => !dismissed.has(a.id));
  const newest = visible[0];
  if (!newest) return null;
  const dismiss = (id: string) =>
    dismissAnnouncement(
      id,
      active.map((a) => a.id),
    );
  const style = NOTICE_STYLES[newest.type];
  const Icon = style.icon;

  return (
    // Not "Announcements": Admin Tools has a card of that name, and landmarks need names apart.
    <section aria-label="Current announcements" className="flex min-w-0 items-center gap-1">
      <Popover.Root>
        <Popover.Trigger
          data-testid="announcement"
          className={cn(
            "flex min-w-0 items-center gap-2 rounded-lg px-3 py-1.5 text-left text-sm ring-1 ring-inset transition-colors hover:brightness-125",
            style.surface,
          )}
        >
          <Icon aria-hidden className={cn("size-4 shrink-0", style.text)} />
          <span className="min-w-12 truncate font-semibold text-ink-50">{newest.title}</span>
          <span className="hidden min-w-0 flex-1 truncate text-ink-200 sm:inline">
            {newest.message}
          </span>
          {visible.length > 1 && (
            <span className="shrink-0 rounded-full bg-ink-800 px-2 py-0.5 text-xs font-semibold text-ink-200">
              +{visible.length - 1}
            </span>
          )}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={10}
            collisionPadding={16}
            aria-labelledby="announcements-panel-heading"
            data-testid="announcements-panel"
            className="z-40 max-h-[min(32rem,calc(100dvh-6rem))] w-[28rem] max-w-[calc(100vw-2rem)] overflow-y-auto rounded-xl bg-ink-900 p-3 shadow-2xl shadow-black/60 ring-1 ring-ink-700 focus:outline-none"
          >
            <h2 id="announcements-panel-heading" className="px-1 pb-2 text-sm font-bold">
              Announcements
            </h2>
            <ul className="space-y-2">
              {visible.map((announcement) => (
                <AnnouncementDetails
                  key={announcement.id}
                  announcement={announcement}
                  onDismiss={() => dismiss(announcement.id)}
                />
              ))}
            </ul>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <DismissButton announcement={newest} onDismiss={() => dismiss(newest.id)} />
    </section>
  );
}
