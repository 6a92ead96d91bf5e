import { displayName } from "@common/users.ts";
import { useSession } from "@web/api/session.ts";
import { AccountCard } from "./AccountCard.tsx";

/** /dashboard: the hero of spec §2 "Dashboard home" and the account at a glance. */
export function DashboardHomePage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="space-y-8">
      <section className="stage-glow relative overflow-hidden rounded-3xl bg-ink-900 px-6 py-10 ring-1 ring-ink-700 sm:px-10 sm:py-14">
        <p className="text-sm font-semibold tracking-[0.2em] text-ink-300 uppercase">
          Your dashboard
        </p>
        <h1 className="text-display mt-3 text-[clamp(2.5rem,8vw,5.5rem)]">
          Make Music <span className="text-accent">Work</span>
        </h1>
        <p className="mt-5 text-xl font-semibold text-ink-50 sm:text-2xl" data-testid="hero-artist">
          {displayName(user)}
        </p>
      </section>
      <AccountCard user={user} />
    </div>
  );
}
