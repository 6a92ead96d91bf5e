import { displayName } from "@common/users.ts";
import { useQuery } from "@tanstack/react-query";
import { dashboardQuery } from "@web/api/releases.ts";
import { useSession } from "@web/api/session.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { StatTile } from "@web/pages/admin/StatTile.tsx";
import { releaseLinks } from "@web/pages/releases/releaseLinks.ts";
import { Disc3, Hourglass, Plus, Radio } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { AccountCard } from "./AccountCard.tsx";
import { EarningsCard } from "./EarningsCard.tsx";
import { RecentReleases } from "./RecentReleases.tsx";

const NO_STATS = { totalReleases: 0, distributed: 0, pendingReviews: 0 };

/**
 * /dashboard (spec §2 "Dashboard home"): the hero, three counts and the five latest releases
 * from GET /api/dashboard (the counts are one query on the server), the money (issue 19) and the
 * account at a glance.
 */
export function DashboardHomePage() {
  const { user } = useSession();
  const dashboard = useQuery(dashboardQuery);
  usePageTitle("Dashboard");

  useEffect(() => {
    // Spec §8: a failed dashboard fetch is only logged; the page shows zeros and no releases.
    if (dashboard.error) console.error("Could not load the dashboard", dashboard.error);
  }, [dashboard.error]);

  if (!user) return null;
  const stats = dashboard.data?.stats ?? NO_STATS;
  const recent = dashboard.data?.recent ?? [];

  return (
    <div className="space-y-8">
      <section className="stage-glow relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-10 ring-1 ring-ink-700 sm:px-10 sm:py-14">
        <p className="text-sm font-semibold tracking-[0.2em] text-ink-300 uppercase">
          Your dashboard
        </p>
        <h1 className="text-display mt-3 text-[clamp(2.5rem,8vw,5.5rem)]">
          MAKE MUSIC <span className="text-accent">WORK</span>
        </h1>
        <p className="mt-5 text-xl font-semibold text-ink-50 sm:text-2xl" data-testid="hero-artist">
          {displayName(user)}
        </p>
        <Link to={releaseLinks.builder} className={`${buttonClass("primary", "lg")} mt-8`}>
          <Plus aria-hidden className="size-5" />
          NEW RELEASE
        </Link>
      </section>

      {dashboard.isPending ? (
        <div className="grid place-items-center py-16" data-testid="dashboard-loading">
          <Spinner className="size-8" label="Loading your releases" />
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="dashboard-stats">
            <StatTile label="Total Releases" value={stats.totalReleases} icon={Disc3} highlight />
            <StatTile label="Distributed" value={stats.distributed} icon={Radio} />
            <StatTile label="Pending Reviews" value={stats.pendingReviews} icon={Hourglass} />
          </dl>
          <RecentReleases releases={recent} />
        </>
      )}

      <EarningsCard />

      <AccountCard user={user} />
    </div>
  );
}
