import type { CurrentUser } from "@common/users.ts";
import { useSession } from "@web/api/session.ts";
import { ScreenSpinner } from "@web/components/Spinner.tsx";
import { type ReactNode, useEffect } from "react";
import { Navigate, useNavigate } from "react-router";

interface RouteGuardProps {
  /** /admin routes: anyone but an admin goes to /dashboard (spec §2, decision 2). */
  adminOnly?: boolean;
  children: (user: CurrentUser) => ReactNode;
}

/**
 * The route guard of spec §2 for /dashboard/* and /admin/*. The server refuses every call the
 * user may not make anyway; this only decides what to show.
 */
export function RouteGuard({ adminOnly = false, children }: RouteGuardProps) {
  const session = useSession();
  const navigate = useNavigate();
  const signedOut = session.status === "signedOut";

  useEffect(() => {
    if (signedOut) navigate("/", { replace: true });
  }, [signedOut, navigate]);

  if (session.status === "loading") return <ScreenSpinner />;
  if (session.status === "signedOut") {
    return (
      <p className="grid min-h-dvh place-items-center text-ink-300" role="status">
        Redirecting...
      </p>
    );
  }

  /*
   * MODERATION (later issue): between "signed in" and "the content", in this order:
   *   1. suspended, banned or terms-pending user: render only the suspension screen
   *      (spec §2 "Suspension overlay"), whatever the route;
   *   2. otherwise, with unacknowledged warnings: render the warnings dialog over the content
   *      (spec §2 "Warning modal").
   * The session (GET /api/me) will carry the suspension and warning state they need.
   */

  if (adminOnly && session.user.role !== "admin") return <Navigate to="/dashboard" replace />;
  return children(session.user);
}
