import type { CurrentUser } from "@common/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { takeSignedOutHere, useSession } from "@web/api/session.ts";
import { ScreenSpinner } from "@web/components/Spinner.tsx";
import { signInFirst } from "@web/pages/auth/returnPath.ts";
import { type ReactNode, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { SuspensionOverlay } from "./SuspensionOverlay.tsx";
import { WarningModal } from "./WarningModal.tsx";

interface RouteGuardProps {
  children: (user: CurrentUser) => ReactNode;
}

/**
 * The route guard of spec §2 for /dashboard/* and /admin/*, in the spec's order: loading
 * spinner; signed out → "Redirecting..." to /; suspended, banned or terms pending → only the
 * suspension overlay; else the content (where an admin route for someone else sends them to
 * /dashboard: areas.tsx), with the warning modal over it while warnings wait to be acknowledged.
 * The server refuses every call the user may not make anyway; this only decides what to show.
 */
export function RouteGuard({ children }: RouteGuardProps) {
  const session = useSession();
  const navigate = useNavigate();
  const signedOut = session.status === "signedOut";
  const queryClient = useQueryClient();
  const standing = session.user?.standing;
  const previousStanding = useRef(standing);

  // Where "Redirecting..." leads: the home page, which opens the sign-in dialog and comes back
  // here after it, saying so when the session ended under the user. Signing out here just
  // leaves.
  const location = useLocation();
  const here = location.pathname + location.search;
  // Who was signed in here, if anyone: their address fills in the sign-in form again.
  const lastEmail = useRef<string | null>(null);
  if (session.status === "signedIn") lastEmail.current = session.user.email;
  // Signed in (again): a sign-out noted earlier, which this guard did not live to see, is
  // forgotten. Only on becoming signed in, so a sign-out under way is not.
  const signedIn = session.status === "signedIn";
  useEffect(() => {
    if (signedIn) takeSignedOutHere();
  }, [signedIn]);
  useEffect(() => {
    if (!signedOut) return;
    if (takeSignedOutHere()) navigate("/", { replace: true });
    else if (lastEmail.current)
      navigate(signInFirst("ended", here, lastEmail.current), { replace: true });
    else navigate(signInFirst("required", here), { replace: true });
  }, [signedOut, navigate, here]);

  // Back to active after a suspension: whatever the page loaded before (or failed to load
  // while refused) is read afresh.
  useEffect(() => {
    const before = previousStanding.current;
    previousStanding.current = standing;
    if (standing === "active" && before && before !== "active")
      void queryClient.invalidateQueries();
  }, [standing, queryClient]);

  if (session.status === "loading") return <ScreenSpinner />;
  if (session.status === "signedOut") {
    return (
      <p className="grid min-h-dvh place-items-center text-ink-300" role="status">
        Redirecting...
      </p>
    );
  }

  // Decision 1: a suspended, banned or terms-pending user sees only the overlay, on any route.
  if (session.user.standing !== "active")
    return <SuspensionOverlay standing={session.user.standing} />;

  return (
    <>
      {children(session.user)}
      {/* Spec §2: shown while warnings wait to be acknowledged (never while suspended). */}
      {session.user.unacknowledgedWarnings > 0 && <WarningModal />}
    </>
  );
}
