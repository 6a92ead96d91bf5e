import { displayName } from "@common/users.ts";
import { useSession } from "@web/api/session.ts";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { Logo } from "@web/components/Logo.tsx";
import { LayoutDashboard } from "lucide-react";
import { Link } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";

/**
 * Log In and Sign up when signed out; a welcome line (artist name or full name) and a Dashboard
 * link when signed in (spec document 2, public header).
 */
export function PublicHeader() {
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();
  return (
    <header className="sticky top-0 z-30 border-b border-ink-800/80 bg-ink-950/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-5 sm:px-8">
        <Link to="/" aria-label="Offbeat home" className="shrink-0 rounded-md">
          <Logo />
        </Link>
        <div className="flex min-w-0 items-center gap-3" data-testid="header-account">
          {session.status === "signedOut" && (
            <>
              <Button variant="ghost" onClick={() => openAuthDialog("signIn")}>
                Log In
              </Button>
              <Button onClick={() => openAuthDialog("signUp")}>Sign up</Button>
            </>
          )}
          {session.status === "signedIn" && (
            <>
              <span
                className="min-w-0 truncate text-sm text-ink-300"
                title={displayName(session.user)}
                data-testid="welcome"
              >
                {/* Narrow screens keep the name and drop the greeting. */}
                <span className="hidden sm:inline">Welcome, </span>
                <span className="font-semibold text-ink-50">{displayName(session.user)}</span>
              </span>
              <Link to="/dashboard" className={buttonClass("primary")}>
                <LayoutDashboard aria-hidden className="hidden size-4 sm:block" />
                Dashboard
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
