import { publicPageMeta, type SiteConfig } from "@common/site.ts";
import { Link } from "react-router";
import { TERMS_EFFECTIVE_DATE, type TermsSection, termsSections } from "./content/termsContent.ts";
import type { TermsBlock, TermsClause } from "./content/termsHeadings.ts";
import { usePageMeta } from "./usePageMeta.ts";
import { useSiteConfig } from "./useSiteConfig.ts";

const linkClass =
  "font-semibold text-accent underline decoration-accent/40 underline-offset-4 hover:decoration-accent";

/**
 * /terms: the agreement between the artist and the label (spec document 2 §2 and §9). Every
 * section has an anchor (the kebab case of its heading), so /terms#governing-law links straight
 * to it; the table of contents uses the same anchors.
 */
export default function TermsPage() {
  const site = useSiteConfig();
  const sections = termsSections(site);
  usePageMeta(publicPageMeta("/terms", site));

  return (
    <div className="mx-auto max-w-6xl px-5 pt-16 pb-20 sm:px-8 sm:pt-20 sm:pb-28">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">Legal</p>
        <h1 className="text-display mt-4 text-[clamp(2.5rem,8vw,4.5rem)]">Terms of Service</h1>
        <p className="mt-5 text-ink-300">
          Effective <time dateTime={TERMS_EFFECTIVE_DATE.iso}>{TERMS_EFFECTIVE_DATE.label}</time>
        </p>
        <p className="mt-4 text-lg leading-relaxed text-ink-200">
          This agreement between you and {site.labelName} explains how we distribute your music, how
          Royalties are shared and paid, and the rights you keep. Please read it carefully.
        </p>
      </header>

      <div className="mt-12 grid grid-cols-1 gap-12 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav
          aria-labelledby="terms-toc-heading"
          className="lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto"
        >
          <h2
            id="terms-toc-heading"
            className="text-sm font-semibold tracking-wide text-ink-300 uppercase"
          >
            Contents
          </h2>
          <ol className="mt-4 space-y-1 rounded-2xl bg-ink-900 p-3 text-sm ring-1 ring-ink-700">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="flex gap-3 rounded-lg px-3 py-1.5 text-ink-200 transition-colors hover:bg-ink-800 hover:text-ink-50"
                >
                  <span className="w-5 shrink-0 text-right font-mono text-ink-300">
                    {section.number}.
                  </span>
                  <span>{section.heading}</span>
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="max-w-[70ch] space-y-14">
          {sections.map((section) => (
            <TermsSectionView key={section.id} section={section} site={site} />
          ))}
        </div>
      </div>
    </div>
  );
}

function TermsSectionView({ section, site }: { section: TermsSection; site: SiteConfig }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className="flex items-baseline gap-3 border-b border-ink-800 pb-3">
        <span className="font-mono text-sm font-semibold text-accent">
          {String(section.number).padStart(2, "0")}
        </span>
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-ink-50">
          {section.heading}
        </h2>
      </div>
      <div className="mt-5 space-y-4 leading-relaxed text-ink-200">
        {section.blocks.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static text in a fixed order, never reordered
          <TermsBlockView key={index} block={block} site={site} />
        ))}
      </div>
    </section>
  );
}

function TermsBlockView({ block, site }: { block: TermsBlock; site: SiteConfig }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "clauses":
      return (
        <ol className="list-decimal space-y-3 pl-6 marker:font-mono marker:text-sm marker:text-ink-300">
          {block.items.map((clause) => (
            <li key={clauseKey(clause)} className="pl-1">
              {typeof clause === "string" ? (
                clause
              ) : (
                <>
                  <strong className="font-semibold text-ink-50">{clause.lead}</strong> {clause.text}
                </>
              )}
            </li>
          ))}
        </ol>
      );
    case "contact":
      return (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:grid-cols-[auto_1fr]">
          <dt className="text-ink-300">Label</dt>
          <dd className="font-semibold text-ink-50">{site.labelName}</dd>
          <dt className="text-ink-300">Email</dt>
          <dd>
            <a href={`mailto:${site.supportEmail}`} className={`${linkClass} break-all`}>
              {site.supportEmail}
            </a>
          </dd>
          <dt className="text-ink-300">Help centre</dt>
          <dd>
            <Link to="/support" className={linkClass}>
              Support and FAQ
            </Link>
          </dd>
        </dl>
      );
  }
}

function clauseKey(clause: TermsClause): string {
  return typeof clause === "string" ? clause : clause.lead;
}
