import type { ReactNode } from "react";

interface PageHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  children?: ReactNode;
}

/** The top of a public page: a small label, the page's one h1, a lead paragraph, actions. */
export function PageHero({ eyebrow, title, lead, children }: PageHeroProps) {
  return (
    <section className="stage-glow">
      <div className="mx-auto max-w-6xl px-5 pt-16 pb-14 sm:px-8 sm:pt-24 sm:pb-20">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        <h1 className="text-display mt-5 max-w-4xl text-[clamp(2.75rem,9vw,5.5rem)]">{title}</h1>
        <p className="mt-7 max-w-2xl text-lg leading-relaxed text-ink-200 sm:text-xl">{lead}</p>
        {children && <div className="mt-9">{children}</div>}
      </div>
    </section>
  );
}
