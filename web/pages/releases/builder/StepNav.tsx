import { BUILDER_STEPS } from "@common/releases.ts";
import { cn } from "@web/lib/cn.ts";
import { Check } from "lucide-react";

interface StepNavProps {
  current: number;
  /** Whether each step (1 to 6) may be opened: every step before it is valid. */
  reachable: (step: number) => boolean;
  /** Whether a step (1 to 5) is complete, for its tick. */
  complete: (step: number) => boolean;
  onSelect: (step: number) => void;
}

/** The six steps (spec §2): where the user is, what is done, and a way back to any of them. */
export function StepNav({ current, reachable, complete, onSelect }: StepNavProps) {
  return (
    <nav aria-label="Release builder steps" className="mb-8">
      <ol className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {BUILDER_STEPS.map((name, i) => {
          const step = i + 1;
          const isCurrent = step === current;
          const open = reachable(step);
          const done = step < 6 && step !== current && open && complete(step);
          return (
            <li key={name}>
              <button
                type="button"
                aria-current={isCurrent ? "step" : undefined}
                disabled={!open}
                onClick={() => onSelect(step)}
                className={cn(
                  "flex w-full flex-col items-center gap-1.5 rounded-xl px-2 py-2.5 text-center text-xs font-semibold ring-1 ring-inset transition-colors sm:text-sm",
                  "disabled:cursor-not-allowed disabled:opacity-50",
                  isCurrent
                    ? "bg-accent/10 text-ink-50 ring-accent/60"
                    : "bg-ink-900 text-ink-300 ring-ink-700 enabled:hover:text-ink-50",
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    "grid size-6 shrink-0 place-items-center rounded-full text-xs font-black",
                    isCurrent
                      ? "bg-accent text-accent-ink"
                      : done
                        ? "bg-success/20 text-success"
                        : "bg-ink-800 text-ink-300",
                  )}
                >
                  {done ? <Check className="size-3.5" /> : step}
                </span>
                <span className="max-w-full truncate">
                  <span className="sr-only">Step {step}: </span>
                  {name}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
