import { TriangleAlert } from "lucide-react";

/**
 * Pre-QC warnings from the server (decisions 7 and 8): artwork smaller than recommended or not
 * square, CMYK, lossy or low-resolution audio. Warnings, not refusals: the release can go on.
 */
export function QcWarnings({ warnings }: { warnings: string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="qc-warnings-heading"
      data-testid="qc-warnings"
      className="rounded-2xl bg-warning/10 p-5 ring-1 ring-warning/30 ring-inset"
    >
      <h2
        id="qc-warnings-heading"
        className="flex items-center gap-2 text-sm font-bold tracking-tight text-warning"
      >
        <TriangleAlert aria-hidden className="size-4" />
        Pre-QC warnings
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-10 text-sm text-amber-100">
        {[...new Set(warnings)].map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
