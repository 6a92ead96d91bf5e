import { buttonClass } from "@web/components/Button.tsx";
import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface CallToActionProps {
  title: ReactNode;
  text: ReactNode;
  primary: { to: string; label: string };
  secondary?: { to: string; label: string };
}

/** The closing band of a public page: one heading, one sentence, the way forward. */
export function CallToAction({ title, text, primary, secondary }: CallToActionProps) {
  return (
    <section className="border-t border-ink-800">
      <div className="mx-auto max-w-6xl px-5 py-16 sm:px-8 sm:py-20">
        <div className="stage-glow rounded-3xl bg-ink-900 px-6 py-12 text-center ring-1 ring-ink-700 sm:px-12 sm:py-16">
          <h2 className="text-display text-[clamp(2rem,6vw,3.5rem)]">{title}</h2>
          <p className="mx-auto mt-5 max-w-xl text-lg leading-relaxed text-ink-200">{text}</p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={primary.to} className={buttonClass("primary", "lg")}>
              {primary.label}
              <ArrowRight aria-hidden className="size-4" />
            </Link>
            {secondary && (
              <Link to={secondary.to} className={buttonClass("secondary", "lg")}>
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
