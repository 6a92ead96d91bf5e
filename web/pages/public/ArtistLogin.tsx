import { displayName } from "@common/displayName.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { cn } from "@web/lib/cn.ts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { ArtistLoginForm } from "./ArtistLoginForm.tsx";
import { usePublicSession } from "./publicSession.ts";

/**
 * The artist login card: the form when signed out, the way to the dashboard when signed in.
 * `headingLevel` fits it into the page's outline (an h2 in a page, the h1 on /portal).
 */
export function ArtistLogin({
  headingLevel = 2,
  className,
}: {
  headingLevel?: 1 | 2;
  className?: string;
}) {
  const session = usePublicSession();
  const { openAuthDialog } = useAuthDialog();
  const Heading = headingLevel === 1 ? "h1" : "h2";

  return (
    <section
      aria-labelledby="artist-login-heading"
      className={cn("rounded-3xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:p-8", className)}
      data-testid="artist-login"
    >
      <Heading id="artist-login-heading" className="text-2xl font-black tracking-tight">
        Artist Login
      </Heading>
      {session.status === "signedIn" ? (
        <div className="mt-4 space-y-5">
          <p className="text-ink-200">
            You are signed in as{" "}
            <span className="font-semibold text-ink-50">{displayName(session.user)}</span>.
          </p>
          <Link to="/dashboard" className={cn(buttonClass("primary", "lg"), "w-full")}>
            Go to Dashboard
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      ) : (
        // Shown while the session loads too: most visitors are signed out.
        <div className="mt-6">
          <ArtistLoginForm />
          <p className="mt-6 border-t border-ink-700 pt-5 text-center text-sm text-ink-300">
            New here?{" "}
            <button
              type="button"
              onClick={() => openAuthDialog("signUp")}
              className="rounded-sm font-semibold text-accent underline-offset-4 hover:underline"
            >
              Create an account
            </button>
          </p>
        </div>
      )}
    </section>
  );
}
