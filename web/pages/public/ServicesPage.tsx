import { publicPageMeta } from "@common/site.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { CallToAction } from "./CallToAction.tsx";
import { HOW_IT_WORKS, services } from "./content/servicesContent.ts";
import { PageHero } from "./PageHero.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import { StepList } from "./StepList.tsx";
import { usePageMeta } from "./usePageMeta.ts";
import { useSiteConfig } from "./useSiteConfig.ts";

/** /services: four services, How It Works in four steps, calls to action (document 2 §2). */
export default function ServicesPage() {
  const site = useSiteConfig();
  usePageMeta(publicPageMeta("/services", site));

  return (
    <>
      <PageHero
        eyebrow="Services"
        title={
          <>
            Everything your <span className="text-accent">music needs</span>
          </>
        }
        lead={`From the first upload to the monthly payout, ${site.labelName} handles distribution, promotion and royalties, and a real team answers when you have a question.`}
      >
        <div className="flex flex-col gap-3 sm:flex-row">
          <Link to="/getting-started" className={buttonClass("primary", "lg")}>
            Get Started
          </Link>
          <Link to="/pricing" className={buttonClass("secondary", "lg")}>
            See Pricing
          </Link>
        </div>
      </PageHero>

      <section aria-label="Our services" className="border-t border-ink-800">
        <ul className="mx-auto grid grid-cols-1 max-w-6xl gap-5 px-5 py-16 sm:px-8 sm:py-20 md:grid-cols-2">
          {services(site).map(({ id, title, icon: Icon, text, points }) => (
            <li key={id}>
              <article
                aria-labelledby={`${id}-heading`}
                className="h-full rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:p-8"
              >
                <span className="grid size-12 place-items-center rounded-xl bg-accent/10 text-accent ring-1 ring-accent/25">
                  <Icon aria-hidden className="size-6" />
                </span>
                <h2 id={`${id}-heading`} className="mt-5 text-2xl font-black tracking-tight">
                  {title}
                </h2>
                <p className="mt-3 leading-relaxed text-ink-200">{text}</p>
                <ul className="mt-5 space-y-3">
                  {points.map((point) => (
                    <li key={point} className="flex gap-3 text-ink-300">
                      <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-accent" />
                      <span className="leading-relaxed">{point}</span>
                    </li>
                  ))}
                </ul>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="border-t border-ink-800">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
          <SectionHeading
            id="how-heading"
            title="How It Works"
            text="Four steps from your studio to every store."
          />
          <StepList steps={HOW_IT_WORKS} className="mt-10 lg:grid-cols-4" />
        </div>
      </section>

      <CallToAction
        title="Ready when you are"
        text="Sign up today and have your music in the stores within days of approval."
        primary={{ to: "/getting-started", label: "Get Started" }}
        secondary={{ to: "/support", label: "Ask a Question" }}
      />
    </>
  );
}
