import { displayName } from "@common/displayName.ts";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { cn } from "@web/lib/cn.ts";
import { LayoutDashboard } from "lucide-react";
import { Link } from "react-router";
import { preloadAuthDialog } from "../auth/AuthDialogProvider.tsx";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { usePublicSession } from "./publicSession.ts";

/**
 * The header's account corner: Log In and Sign up (opening the dialog in that mode) when signed
 * out; a welcome line with the artist name (else full name) and a Dashboard link when signed in.
 * `bar` is the desktop header, `menu` the mobile menu's stacked version.
 */
export function AccountActions({ layout }: { layout: "bar" | "menu" }) {
  const session = usePublicSession();
  const { openAuthDialog } = useAuthDialog();
  const stacked = layout === "menu";

  if (session.status === "signedIn") {
    const name = displayName(session.user);
    return (
      <div
        className={cn("flex min-w-0 gap-3", stacked ? "flex-col" : "items-center")}
        data-session={session.status}
      >
        <p className="min-w-0 truncate text-sm text-ink-300" title={name} data-testid="welcome">
          Welcome, <span className="font-semibold text-ink-50">{name}</span>
        </p>
        <Link
          to="/dashboard"
          className={cn(buttonClass("primary", stacked ? "lg" : "md"), stacked && "w-full")}
        >
          <LayoutDashboard aria-hidden className="size-4" />
          Dashboard
        </Link>
      </div>
    );
  }

  return (
    <div
      className={cn(
        "flex gap-3",
        stacked ? "flex-col-reverse" : "items-center",
        // Kept in place but unseen while the session loads: no flash of the wrong buttons.
        session.status === "loading" && "invisible",
      )}
      data-session={session.status}
    >
      <Button
        variant={stacked ? "secondary" : "ghost"}
        size={stacked ? "lg" : "md"}
        className={cn(stacked && "w-full")}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={() => openAuthDialog("signIn")}
      >
        Log In
      </Button>
      <Button
        size={stacked ? "lg" : "md"}
        className={cn(stacked && "w-full")}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        onClick={() => openAuthDialog("signUp")}
      >
        Sign up
      </Button>
    </div>
  );
}
