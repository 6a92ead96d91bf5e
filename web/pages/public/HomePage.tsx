import { publicPageMeta } from "@common/site.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "./CallToAction.tsx";
import {
  HOME_FEATURES,
  HOME_PROMOS,
  homeLead,
  WHY_ARTISTS_CHOOSE_US,
} from "./content/homeContent.ts";
import { Equalizer } from "./Equalizer.tsx";
import { InfoCard } from "./InfoCard.tsx";
import { RevenueSplit } from "./RevenueSplit.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import { useEmailConfirmationNotice } from "./useEmailConfirmationNotice.ts";
import { usePageMeta } from "./usePageMeta.ts";
import { useSignInPrompt } from "./useSignInPrompt.ts";
import { useSignUpInvitation } from "./useSignUpInvitation.ts";
import { useSiteConfig } from "./useSiteConfig.ts";

/** /: hero, three promotions, four features, why artists choose us, the way in (document 2 §2). */
export default function HomePage() {
  const site = useSiteConfig();
  usePageMeta(publicPageMeta("/", site));
  useEmailConfirmationNotice();
  useSignInPrompt();
  useSignUpInvitation();

  return (
    <>
      <section className="stage-glow relative overflow-hidden">
        <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-14 px-5 pt-16 pb-20 sm:px-8 sm:pt-24 lg:grid-cols-[1.25fr_1fr] lg:pb-28">
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
              {homeLead(site)}
            </p>
            <div className="mt-9 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <Link to="/getting-started" className={buttonClass("primary", "lg")}>
                Get Started
                <ArrowRight aria-hidden className="size-4" />
              </Link>
              <Link to="/pricing" className={buttonClass("secondary", "lg")}>
                See Pricing
              </Link>
            </div>
          </div>
          <RevenueSplit />
        </div>
      </section>

      <section aria-labelledby="promos-heading" className="border-t border-ink-800">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
          <SectionHeading
            id="promos-heading"
            title="New at the label"
            text="Tools that make a release travel further, open to every artist we distribute."
          />
          <ul className="mt-10 grid grid-cols-1 gap-5 md:grid-cols-3">
            {HOME_PROMOS.map((promo) => (
              <li key={promo.title}>
                <InfoCard {...promo} accent />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="border-t border-ink-800">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
          <SectionHeading
            id="features-heading"
            title="Distribution that pays you first"
            text="Everything you need to put out music and get paid for it, without giving it away."
          />
          <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {HOME_FEATURES.map((feature) => (
              <li key={feature.title}>
                <InfoCard {...feature} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-heading" className="border-t border-ink-800">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1fr_1.4fr]">
          <SectionHeading
            id="why-heading"
            title={`Why artists choose ${site.labelName}`}
            text="We are a label built around the people who make the music, not the other way round."
          />
          <ul className="grid grid-cols-1 gap-x-8 gap-y-4 sm:grid-cols-2">
            {WHY_ARTISTS_CHOOSE_US.map((reason) => (
              <li key={reason} className="flex gap-3 text-ink-100">
                <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                <span className="leading-relaxed">{reason}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction
        title="Your next release starts here"
        text="Create your account in a minute, then follow our checklist to your first release."
        primary={{ to: "/getting-started", label: "Get Started" }}
        secondary={{ to: "/pricing", label: "View Pricing" }}
      />
    </>
  );
}
