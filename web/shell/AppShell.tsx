import type { CurrentUser } from "@common/users.ts";
import { useState } from "react";
import { Outlet } from "react-router";
import { BroadcastBanner } from "./BroadcastBanner.tsx";
import { MessagingEvents } from "./MessagingEvents.tsx";
import { MobileSidebar } from "./MobileSidebar.tsx";
import { NotificationEvents } from "./NotificationEvents.tsx";
import { SidebarContent } from "./SidebarContent.tsx";
import { StatusStrip } from "./StatusStrip.tsx";
import { TopBar } from "./TopBar.tsx";
import { useMarkReadOnVisit } from "./useMarkReadOnVisit.ts";

/**
 * The signed-in shell of spec §2, shared by /dashboard and /admin: sidebar (a drawer behind the
 * menu button on narrow screens), sticky top bar (announcements, bell), status strip, the latest
 * broadcast, then the routed page.
 */
export function AppShell({ user }: { user: CurrentUser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  useMarkReadOnVisit(user);
  return (
    <div className="min-h-dvh lg:pl-72">
      <MessagingEvents userId={user.id} />
      <NotificationEvents user={user} />
      <aside className="fixed inset-y-0 left-0 hidden w-72 border-r border-ink-800 bg-ink-900 lg:block">
        <SidebarContent user={user} />
      </aside>
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen}>
        <SidebarContent user={user} onNavigate={() => setMenuOpen(false)} />
      </MobileSidebar>
      <div className="flex min-h-dvh flex-col">
        <TopBar onOpenMenu={() => setMenuOpen(true)} />
        <StatusStrip />
        <BroadcastBanner />
        <main className="flex-1 px-5 py-8 sm:px-8 lg:px-10 lg:py-10">
          <div className="mx-auto max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
