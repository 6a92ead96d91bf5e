import { useSession } from "@web/api/session.ts";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { cn } from "@web/lib/cn.ts";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { Equalizer } from "./Equalizer.tsx";
import { RevenueSplit } from "./RevenueSplit.tsx";
import { useEmailConfirmationNotice } from "./useEmailConfirmationNotice.ts";

/** The landing page: until the public site arrives, one honest promise and the way in. */
export function HomePage() {
  useEmailConfirmationNotice();
  const session = useSession();
  const { openAuthDialog } = useAuthDialog();

  return (
    <section className="stage-glow relative overflow-hidden">
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 pt-16 pb-24 sm:px-8 sm:pt-24 lg:grid-cols-[1.25fr_1fr] lg:pb-32">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-ink-850 px-3 py-1 text-xs font-semibold tracking-wide text-ink-200 uppercase ring-1 ring-ink-700">
            <Equalizer className="h-3" />
            Independent music distribution
          </p>
          <h1 className="text-display mt-6 text-[clamp(3.5rem,15vw,7.5rem)]">
            Make
            <br />
            Music <span className="text-accent">Work</span>
          </h1>
          <p className="mt-7 max-w-xl text-lg leading-relaxed text-ink-200 sm:text-xl">
            Offbeat gets your releases onto the streaming stores, and you keep 80% of your earnings.
          </p>
          <div
            className={cn(
              "mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap [&>*]:w-full sm:[&>*]:w-auto",
              // Hidden, not removed, while the session loads: no flash of the wrong buttons.
              session.status === "loading" && "invisible",
            )}
          >
            {session.status === "signedIn" ? (
              <Link to="/dashboard" className={buttonClass("primary", "lg")}>
                Go to your dashboard
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            ) : (
              <>
                <Button size="lg" onClick={() => openAuthDialog("signUp")}>
                  Create your account
                  <ArrowRight aria-hidden className="size-4" />
                </Button>
                <Button size="lg" variant="secondary" onClick={() => openAuthDialog("signIn")}>
                  Log In
                </Button>
              </>
            )}
          </div>
        </div>
        <RevenueSplit />
      </div>
    </section>
  );
}
