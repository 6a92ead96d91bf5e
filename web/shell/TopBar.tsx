import type { CurrentUser } from "@common/users.ts";
import { Logo } from "@web/components/Logo.tsx";
import { Menu } from "lucide-react";
import type { RefObject } from "react";
import { Announcements } from "./Announcements.tsx";
import { MenuDot } from "./MenuDot.tsx";
import { NotificationBell } from "./NotificationBell.tsx";

/** Sticky top bar (spec §2): announcements on the left, the notification bell on the right. */
export function TopBar({
  user,
  menuButton,
  onOpenMenu,
}: {
  user: CurrentUser;
  /** The menu button's element: the drawer gives focus back to it when it closes. */
  menuButton: RefObject<HTMLButtonElement | null>;
  onOpenMenu: () => void;
}) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-ink-800 bg-ink-950/85 px-4 backdrop-blur-md sm:px-8 lg:px-10">
      <button
        ref={menuButton}
        type="button"
        onClick={onOpenMenu}
        aria-label="Open menu"
        className="relative -ml-1 rounded-md p-2 text-ink-200 hover:bg-ink-800 hover:text-ink-50 lg:hidden"
      >
        <Menu aria-hidden className="size-5" />
        <MenuDot user={user} />
      </button>
      <span className="lg:hidden">
        <Logo className="[&_svg]:size-7 [&>span]:text-lg max-sm:[&>span]:sr-only" />
      </span>
      <div className="flex min-w-0 flex-1" data-testid="announcements">
        <Announcements />
      </div>
      <NotificationBell />
    </header>
  );
}
