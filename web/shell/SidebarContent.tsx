import { canUseAdminArea, canUseStaffArea } from "@common/permissions.ts";
import type { CurrentUser } from "@common/users.ts";
import { Logo } from "@web/components/Logo.tsx";
import { cn } from "@web/lib/cn.ts";
import { usePendingPath } from "@web/lib/PendingRouter.tsx";
import {
  Banknote,
  Disc3,
  LayoutDashboard,
  ListChecks,
  LoaderCircle,
  type LucideIcon,
  MessagesSquare,
  PlusCircle,
  ReceiptText,
  Settings,
  ShieldCheck,
  Truck,
  Users,
  Wallet,
  Wrench,
} from "lucide-react";
import type { ComponentType } from "react";
import { Link, NavLink } from "react-router";
import { DeliveriesNavBadge } from "./DeliveriesNavBadge.tsx";
import { MessagesNavBadge } from "./MessagesNavBadge.tsx";
import { AdminNavBadge, ReleasesNavBadge } from "./NotificationBadges.tsx";
import { PayoutsNavBadge } from "./PayoutsNavBadge.tsx";
import { RoyaltiesNavBadge } from "./RoyaltiesNavBadge.tsx";
import { preloadScreen } from "./sidebarScreens.ts";
import { UserCard } from "./UserCard.tsx";

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Drawn at the end of the link (the Messages link's unread count). */
  badge?: ComponentType;
  /** Also active on the addresses below it (My Releases for /dashboard/releases/{id}). */
  prefix?: boolean;
}

// Spec §2's order and badges (unread notifications: mine on My Releases, the admins' on Admin
// Panel and All Releases).
const artistLinks: NavItem[] = [
  { to: "/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/dashboard/release/new", label: "New Release", icon: PlusCircle },
  {
    to: "/dashboard/releases",
    label: "My Releases",
    icon: Disc3,
    prefix: true,
    badge: ReleasesNavBadge,
  },
  // Issue 19: the artist's money (withdrawals are reached from it).
  { to: "/dashboard/earnings", label: "Earnings", icon: Wallet, prefix: true },
  { to: "/dashboard/messages", label: "Messages", icon: MessagesSquare, badge: MessagesNavBadge },
  { to: "/dashboard/settings", label: "Settings", icon: Settings },
];
const allReleases: NavItem = {
  to: "/admin/releases",
  label: "All Releases",
  icon: ListChecks,
  prefix: true,
};
// Issue 15: every delivery to the stores and the takedown requests (staff and admins).
const deliveries: NavItem = {
  to: "/admin/deliveries",
  label: "Deliveries",
  icon: Truck,
  badge: DeliveriesNavBadge,
};
// Issue 19: store reports in, the ledger, and withdrawals out (staff and admins).
const royalties: NavItem = {
  to: "/admin/royalties",
  label: "Royalties",
  icon: ReceiptText,
  badge: RoyaltiesNavBadge,
};
const payouts: NavItem = {
  to: "/admin/payouts",
  label: "Payouts",
  icon: Banknote,
  badge: PayoutsNavBadge,
};
// The spec's three admin links, then Admin Tools (/admin/tools), which the spec reaches from the
// Admin Panel only: one click from anywhere is worth a fourth line.
const adminLinks: NavItem[] = [
  { to: "/admin", label: "Admin Panel", icon: ShieldCheck, badge: AdminNavBadge },
  { to: "/admin/users", label: "All Users", icon: Users },
  { ...allReleases, badge: AdminNavBadge },
  deliveries,
  royalties,
  payouts,
  { to: "/admin/tools", label: "Tools", icon: Wrench },
];
// Decision 2: staff review releases at /admin/releases (and follow /admin/deliveries); the rest
// of /admin is the admins'.
const staffLinks: NavItem[] = [allReleases, deliveries, royalties, payouts];

interface SidebarContentProps {
  user: CurrentUser;
  /** Called when a link is followed: the mobile drawer closes. */
  onNavigate?: () => void;
}

export function SidebarContent({ user, onNavigate }: SidebarContentProps) {
  return (
    <div className="flex h-full flex-col">
      <div className="px-6 pt-6 pb-8">
        <Link to="/dashboard" onClick={onNavigate} aria-label="Offbeat dashboard">
          <Logo />
        </Link>
        <p className="mt-2 pl-[2.875rem] text-[11px] font-semibold tracking-[0.22em] text-ink-400 uppercase">
          Make Music Work
        </p>
      </div>
      <nav aria-label="Main" className="flex-1 space-y-8 overflow-y-auto px-3">
        <NavSection items={artistLinks} onNavigate={onNavigate} />
        {canUseAdminArea(user) ? (
          <NavSection title="Admin Tools" items={adminLinks} onNavigate={onNavigate} />
        ) : (
          canUseStaffArea(user) && (
            <NavSection title="Staff Tools" items={staffLinks} onNavigate={onNavigate} />
          )
        )}
      </nav>
      <UserCard user={user} />
    </div>
  );
}

function NavSection({
  title,
  items,
  onNavigate,
}: {
  title?: string;
  items: NavItem[];
  onNavigate?: () => void;
}) {
  const pendingPath = usePendingPath();
  return (
    <div>
      {title && (
        <h2 className="mb-2 px-3 text-[11px] font-semibold tracking-[0.18em] text-ink-400 uppercase">
          {title}
        </h2>
      )}
      <ul className="space-y-1">
        {items.map(({ to, label, icon: Icon, badge: Badge, prefix = false }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={!prefix}
              onClick={onNavigate}
              onPointerEnter={() => void preloadScreen(to)}
              onFocus={() => void preloadScreen(to)}
              className={({ isActive }) =>
                cn(
                  "group flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors",
                  isActive
                    ? "bg-accent/10 text-accent ring-1 ring-accent/25 ring-inset"
                    : "text-ink-300 hover:bg-ink-800 hover:text-ink-50",
                )
              }
            >
              <span className="relative grid place-items-center">
                <Icon aria-hidden className="size-[18px]" />
                {pendingPath === to && (
                  // The page asked for is still loading (its code, on a slow connection or
                  // offline): a spinner over the link's icon, as well as the bar at the top.
                  <span
                    className="animate-pending absolute inset-0 grid place-items-center bg-ink-900 group-hover:bg-ink-800"
                    data-testid="nav-pending"
                  >
                    <LoaderCircle aria-hidden className="size-[18px] animate-spin text-accent" />
                  </span>
                )}
              </span>
              {label}
              {Badge && <Badge />}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
