import { publicPageMeta } from "@common/site.ts";
import { CallToAction } from "./CallToAction.tsx";
import { ABOUT_FIGURES, aboutMission, aboutStory, CORE_VALUES } from "./content/aboutContent.ts";
import { InfoCard } from "./InfoCard.tsx";
import { PageHero } from "./PageHero.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import { usePageMeta } from "./usePageMeta.ts";
import { useSiteConfig } from "./useSiteConfig.ts";

/** /about: the label's story, figures, core values and the way in (spec document 2 §2, About). */
export default function AboutPage() {
  const site = useSiteConfig();
  usePageMeta(publicPageMeta("/about", site));

  return (
    <>
      <PageHero
        eyebrow={`About ${site.labelName} · Founded in ${site.foundedYear}`}
        title={
          <>
            A label built <span className="text-accent">for artists</span>
          </>
        }
        lead={aboutMission(site)}
      >
        <dl className="grid max-w-3xl grid-cols-3 gap-3 sm:gap-5">
          {ABOUT_FIGURES.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-2xl bg-ink-900 px-3.5 py-4 ring-1 ring-ink-700 sm:p-6"
            >
              <dt className="mt-1 text-sm text-ink-300 sm:text-base">{figure.label}</dt>
              <dd className="text-display text-[clamp(1.25rem,6vw,3rem)] whitespace-nowrap text-ink-50">
                {figure.value}
              </dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <section aria-labelledby="story-heading" className="border-t border-ink-800">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[1fr_2fr] lg:gap-14">
          <SectionHeading id="story-heading" title="Our story" />
          <div className="max-w-prose space-y-5 text-lg leading-relaxed text-ink-200">
            {aboutStory(site).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="border-t border-ink-800">
        <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
          <SectionHeading
            id="values-heading"
            title="Our core values"
            text="Four promises we hold ourselves to, release after release."
          />
          <ul className="mt-10 grid grid-cols-1 gap-5 sm:grid-cols-2">
            {CORE_VALUES.map((value) => (
              <li key={value.title}>
                <InfoCard title={value.title} text={value.text} icon={value.icon} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToAction
        title={
          <>
            Your music, <span className="text-accent">everywhere</span>
          </>
        }
        text={`Join ${site.labelName}, release on 150+ platforms in 200+ countries and keep 80% of what your music earns.`}
        primary={{ to: "/getting-started", label: "Get Started" }}
      />
    </>
  );
}
