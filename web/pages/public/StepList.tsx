import { cn } from "@web/lib/cn.ts";
import type { ReactNode } from "react";

export type NumberedStep = { title: string; text: ReactNode };

/** Numbered steps as an ordered list of cards; the number is the list's own. */
export function StepList({ steps, className }: { steps: NumberedStep[]; className?: string }) {
  return (
    <ol className={cn("grid grid-cols-1 gap-5 sm:grid-cols-2", className)}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:p-7">
          <span aria-hidden className="text-display text-5xl text-accent">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-4 text-xl font-bold tracking-tight text-ink-50">{step.title}</h3>
          <div className="mt-2 leading-relaxed text-ink-300">{step.text}</div>
        </li>
      ))}
    </ol>
  );
}
