import { publicPageMeta } from "@common/site.ts";
import { buttonClass } from "@web/components/Button.tsx";
import { ChevronDown, Clock, Mail } from "lucide-react";
import type { ReactNode } from "react";
import { type FaqTopic, supportFaq } from "./content/supportFaq.ts";
import { PageHero } from "./PageHero.tsx";
import { SectionHeading } from "./SectionHeading.tsx";
import { usePageMeta } from "./usePageMeta.ts";
import { useSiteConfig } from "./useSiteConfig.ts";

/** /support: how to reach the team, and the answers to what artists ask most (document 2 §2). */
export default function SupportPage() {
  const site = useSiteConfig();
  const mailto = `mailto:${site.supportEmail}`;
  const topics = supportFaq(site);
  usePageMeta(publicPageMeta("/support", site));

  return (
    <>
      <PageHero
        eyebrow="Support"
        title={
          <>
            How can we <span className="text-accent">help?</span>
          </>
        }
        lead="Questions about your account, a release or a payment? Find the answer below, or write to our team: real people who know the music business."
      >
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <ContactCard icon={<Mail aria-hidden className="size-5" />} title="Email Support">
            <p>Write to us about anything, from your first upload to your latest payout.</p>
            <a
              href={mailto}
              className="mt-4 inline-block font-semibold break-all text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent"
            >
              {site.supportEmail}
            </a>
          </ContactCard>
          <ContactCard icon={<Clock aria-hidden className="size-5" />} title="Response Time">
            <p>
              We respond <strong className="font-semibold text-ink-50">within 24 hours</strong>,
              every day of the week. Include your artist name and the release title so we can help
              faster.
            </p>
          </ContactCard>
        </div>
      </PageHero>

      <section aria-labelledby="faq-heading" className="border-t border-ink-800">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-10 px-5 py-16 sm:px-8 sm:py-20 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-16">
          <div className="lg:sticky lg:top-24 lg:self-start">
            <SectionHeading id="faq-heading" title="Frequently asked questions" />
            <nav aria-label="FAQ topics" className="mt-6">
              <ul className="flex flex-wrap gap-2 lg:flex-col lg:items-start">
                {topics.map((topic) => (
                  <li key={topic.id}>
                    <a
                      href={`#${topic.id}`}
                      className="inline-block rounded-full bg-ink-850 px-3 py-1.5 text-sm text-ink-200 ring-1 ring-ink-700 transition-colors hover:bg-ink-800 hover:text-ink-50"
                    >
                      {topic.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <div className="max-w-3xl space-y-12">
            {topics.map((topic) => (
              <FaqTopicSection key={topic.id} topic={topic} />
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="border-t border-ink-800">
        <div className="mx-auto max-w-4xl px-5 py-16 text-center sm:px-8 sm:py-20">
          <h2 id="contact-heading" className="text-2xl font-black tracking-tight sm:text-3xl">
            Can't find what you're looking for?
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-lg text-ink-300">
            Our support team answers every message within 24 hours.
          </p>
          <a href={mailto} className={`${buttonClass("primary", "lg")} mt-8`}>
            <Mail aria-hidden className="size-4" />
            Contact Support
          </a>
        </div>
      </section>
    </>
  );
}

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:p-7">
      <div className="flex items-center gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent/10 text-accent ring-1 ring-accent/25">
          {icon}
        </span>
        <h2 className="text-xl font-bold tracking-tight">{title}</h2>
      </div>
      <div className="mt-4 leading-relaxed text-ink-300">{children}</div>
    </div>
  );
}

/** One topic: native <details> disclosures, so keyboard and screen readers work without JS. */
function FaqTopicSection({ topic }: { topic: FaqTopic }) {
  return (
    <section aria-labelledby={`${topic.id}-heading`} id={topic.id} className="scroll-mt-24">
      <h3 id={`${topic.id}-heading`} className="text-xl font-bold tracking-tight text-ink-50">
        {topic.title}
      </h3>
      <div className="mt-4 divide-y divide-ink-800 rounded-2xl bg-ink-900 ring-1 ring-ink-700">
        {topic.items.map((item) => (
          <details key={item.question} className="group">
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 rounded-2xl px-5 py-4 font-semibold text-ink-50 transition-colors hover:text-accent sm:px-6 [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                aria-hidden
                className="mt-0.5 size-5 shrink-0 text-ink-300 transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="max-w-prose space-y-3 px-5 pb-5 leading-relaxed text-ink-200 sm:px-6">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
