import { publicPageMeta } from "@common/site.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "./CallToAction.tsx";
import { PLAN_INCLUDES, paymentFacts, pricingQuestions } from "./content/pricingContent.ts";
import { PageHero } from "./PageHero.tsx";
import { RevenueSplit } from "./RevenueSplit.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import { usePageMeta } from "./usePageMeta.ts";
import { useSiteConfig } from "./useSiteConfig.ts";

/** /pricing: the 80/20 revenue share, what it includes, how payment works (document 2 §1, §9). */
export default function PricingPage() {
  const site = useSiteConfig();
  usePageMeta(publicPageMeta("/pricing", site));

  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title={
          <>
            You keep <span className="text-accent">80%</span>
          </>
        }
        lead={`No upfront fees and no subscription. ${site.labelName} keeps 20% of what your music earns, and the other 80% is yours, paid every month.`}
      />

      <section aria-labelledby="plan-heading" className="border-t border-ink-800">
        <div className="mx-auto grid grid-cols-1 max-w-6xl items-start gap-8 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1.3fr_1fr]">
          <article className="rounded-3xl bg-ink-900 p-7 ring-1 ring-accent/30 sm:p-10">
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">One plan</p>
            <h2 id="plan-heading" className="mt-3 text-3xl font-black tracking-tight sm:text-4xl">
              Artist revenue share
            </h2>
            <p className="mt-4 flex flex-wrap items-baseline gap-x-3">
              <span className="text-display text-6xl text-ink-50">Free</span>
              <span className="text-lg text-ink-300">to join and to release</span>
            </p>
            <p className="mt-4 max-w-lg leading-relaxed text-ink-200">
              Everything below comes with every account. The only cost is the label's 20% share of
              your earnings.
            </p>
            <ul className="mt-7 grid grid-cols-1 gap-3 sm:grid-cols-2">
              {PLAN_INCLUDES.map((item) => (
                <li key={item} className="flex gap-3 text-ink-100">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                  <span className="leading-relaxed">{item}</span>
                </li>
              ))}
            </ul>
            <Link to="/getting-started" className={`${buttonClass("primary", "lg")} mt-9`}>
              Start releasing
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </article>
          <RevenueSplit />
        </div>
      </section>

      <section aria-labelledby="payments-heading" className="border-t border-ink-800">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
          <SectionHeading
            id="payments-heading"
            title="How you get paid"
            text="Clear dates and your choice of method, every month."
          />
          <ul className="mt-10 grid grid-cols-1 gap-5 md:grid-cols-3">
            {paymentFacts(site).map((fact) => (
              <li
                key={fact.title}
                className="rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:p-7"
              >
                <h3 className="text-xl font-bold tracking-tight text-ink-50">{fact.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-300">{fact.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="pricing-questions-heading" className="border-t border-ink-800">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="pricing-questions-heading" title="Pricing questions" />
          <dl className="space-y-8">
            {pricingQuestions(site).map((item) => (
              <div key={item.question}>
                <dt className="text-lg font-bold text-ink-50">{item.question}</dt>
                <dd className="mt-2 leading-relaxed text-ink-300">{item.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CallToAction
        title="Keep what you earn"
        text="Create your account for free and put out your first release."
        primary={{ to: "/getting-started", label: "Get Started" }}
        secondary={{ to: "/support", label: "Read the FAQ" }}
      />
    </>
  );
}
