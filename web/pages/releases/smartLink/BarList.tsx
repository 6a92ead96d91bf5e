import { formatCount } from "./statsRange.ts";

interface Bar {
  key: string;
  label: string;
  value: number;
}

/**
 * A labelled horizontal bar per item (clicks per store, visits per referrer). Label and figure
 * are text, so the list reads as a list; the bars are drawing only.
 */
export function BarList({
  title,
  unit,
  bars,
  empty,
  testId,
}: {
  title: string;
  unit: string;
  bars: Bar[];
  empty: string;
  testId: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure data-testid={testId} className="min-w-0">
      <figcaption className="text-xs font-semibold text-ink-50">{title}</figcaption>
      {bars.length === 0 ? (
        <p className="mt-2 text-sm text-ink-400">{empty}</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {bars.map((bar) => (
            <li key={bar.key} className="text-sm">
              <div className="flex justify-between gap-3">
                <span className="truncate text-ink-200">{bar.label}</span>
                <span className="shrink-0 text-ink-50 tabular-nums">
                  {formatCount(bar.value)}
                  <span className="sr-only"> {unit}</span>
                </span>
              </div>
              <svg
                aria-hidden
                viewBox="0 0 100 4"
                preserveAspectRatio="none"
                className="mt-1 h-1.5 w-full"
              >
                <rect width="100" height="4" rx="2" className="fill-ink-800" />
                <rect width={(bar.value / max) * 100} height="4" rx="2" className="fill-accent" />
              </svg>
            </li>
          ))}
        </ul>
      )}
    </figure>
  );
}
