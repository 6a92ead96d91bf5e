import { publicPageMeta } from "@common/site.ts";
import { Button } from "@web/components/Button.tsx";
import { Check, LifeBuoy } from "lucide-react";
import { Link } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { ArtistLogin } from "./ArtistLogin.tsx";
import { CallToAction } from "./CallToAction.tsx";
import { gettingStartedSteps, RELEASE_REQUIREMENTS } from "./content/gettingStartedContent.ts";
import { PageHero } from "./PageHero.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import { StepList } from "./StepList.tsx";
import { usePageMeta } from "./usePageMeta.ts";
import { useSiteConfig } from "./useSiteConfig.ts";

/** /getting-started: from account to first payment, the file checklist, the artist login. */
export default function GettingStartedPage() {
  const site = useSiteConfig();
  const { openAuthDialog } = useAuthDialog();
  usePageMeta(publicPageMeta("/getting-started", site));

  return (
    <>
      <PageHero
        eyebrow="Getting Started"
        title={
          <>
            Start releasing <span className="text-accent">today</span>
          </>
        }
        lead="Six steps from sign-up to your first payment. Most artists have their account ready in minutes and their music live within days of approval."
      >
        <Button size="lg" onClick={() => openAuthDialog("signUp")}>
          Create your account
        </Button>
      </PageHero>

      <section aria-labelledby="steps-heading" className="border-t border-ink-800">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
          <SectionHeading id="steps-heading" title="Six steps to release" />
          <StepList steps={gettingStartedSteps(site)} className="mt-10 lg:grid-cols-3" />
        </div>
      </section>

      <section aria-labelledby="checklist-heading" className="border-t border-ink-800">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
          <SectionHeading
            id="checklist-heading"
            title="Before you upload"
            text="The stores are strict about files. Check these and your release goes through review without a detour."
          />
          <div className="mt-10 grid grid-cols-1 gap-5 md:grid-cols-3">
            {RELEASE_REQUIREMENTS.map((requirement) => (
              <div
                key={requirement.title}
                className="rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700"
              >
                <h3 className="text-lg font-bold tracking-tight text-ink-50">
                  {requirement.title}
                </h3>
                <ul className="mt-3 space-y-2.5">
                  {requirement.points.map((point) => (
                    <li key={point} className="flex gap-2.5 text-ink-300">
                      <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent" />
                      <span className="leading-relaxed">{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="login-intro-heading" className="border-t border-ink-800">
        <div className="mx-auto grid grid-cols-1 max-w-6xl items-start gap-10 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1fr_28rem]">
          <div>
            <SectionHeading
              id="login-intro-heading"
              title="Already with us?"
              text="Log in to build your next release, follow the review of the last one and see what your music has earned."
            />
            <p className="mt-8 flex max-w-xl items-start gap-3 text-ink-200">
              <LifeBuoy aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
              <span>
                Stuck on a step? Our{" "}
                <Link
                  to="/support"
                  className="font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
                >
                  support page
                </Link>{" "}
                answers the common questions, and {site.supportEmail} replies within 24 hours.
              </span>
            </p>
          </div>
          <ArtistLogin />
        </div>
      </section>

      <CallToAction
        title="Questions first?"
        text="See what the label costs, or read the answers artists ask for most."
        primary={{ to: "/pricing", label: "View Pricing" }}
        secondary={{ to: "/support", label: "Visit Support" }}
      />
    </>
  );
}
