import type { CurrentUser } from "@common/users.ts";
import { PageLoadingBar } from "@web/components/PageLoadingBar.tsx";
import { MAIN_ID, SkipLink } from "@web/components/SkipLink.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { RouteErrorBoundary } from "@web/RouteErrorScreen.tsx";
import { Suspense, useRef, useState } from "react";
import { Outlet, useLocation } from "react-router";
import { BroadcastBanner } from "./BroadcastBanner.tsx";
import { MessagingEvents } from "./MessagingEvents.tsx";
import { MobileSidebar } from "./MobileSidebar.tsx";
import { NotificationEvents } from "./NotificationEvents.tsx";
import { SidebarContent } from "./SidebarContent.tsx";
import { StatusStrip } from "./StatusStrip.tsx";
import { TopBar } from "./TopBar.tsx";
import { UnreadInTitle } from "./UnreadInTitle.tsx";
import { useMarkReadOnVisit } from "./useMarkReadOnVisit.ts";

/**
 * The signed-in shell of spec §2, shared by /dashboard and /admin: sidebar (a drawer behind the
 * menu button on narrow screens), sticky top bar (announcements, bell), status strip, the latest
 * broadcast, then the routed page.
 */
export function AppShell({ user }: { user: CurrentUser }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useMarkReadOnVisit(user);
  return (
    <div className="min-h-dvh lg:pl-72">
      <SkipLink />
      <MessagingEvents userId={user.id} />
      <NotificationEvents user={user} />
      <UnreadInTitle />
      <aside className="fixed inset-y-0 left-0 hidden w-72 border-r border-ink-800 bg-ink-900 lg:block">
        <SidebarContent user={user} />
      </aside>
      <MobileSidebar open={menuOpen} onOpenChange={setMenuOpen} opener={menuButton}>
        <SidebarContent user={user} onNavigate={() => setMenuOpen(false)} />
      </MobileSidebar>
      {/* A page marked data-fill-screen (Messages) gets exactly the height the bars above leave
          it below lg, however tall they are (a broadcast banner, a wrapped status strip), so its
          own bottom (the chat composer) stays on screen; other pages grow and scroll as usual. */}
      <div className="flex min-h-dvh flex-col max-lg:has-[[data-fill-screen]]:h-dvh">
        <TopBar user={user} menuButton={menuButton} onOpenMenu={() => setMenuOpen(true)} />
        <StatusStrip />
        <BroadcastBanner />
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="min-h-0 flex-1 px-5 py-8 focus:outline-none sm:px-8 lg:px-10 lg:py-10"
        >
          <PageLoadingBar />
          <div className="mx-auto h-full max-w-6xl">
            {/* A page that throws, or whose code cannot be fetched (offline, or a new release
                replaced the files), fails here: the sidebar and top bar stay. */}
            <RouteErrorBoundary resetKey={pathname} inShell>
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </RouteErrorBoundary>
          </div>
        </main>
      </div>
    </div>
  );
}
