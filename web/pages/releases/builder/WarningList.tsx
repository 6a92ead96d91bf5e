import { cn } from "@web/lib/cn.ts";
import { TriangleAlert } from "lucide-react";

/** Pre-QC warnings (decisions 7 and 8): advice the reviewer sees too, never a refusal. */
export function WarningList({ warnings, className }: { warnings: string[]; className?: string }) {
  if (warnings.length === 0) return null;
  return (
    <ul className={cn("space-y-1", className)} data-testid="upload-warnings">
      {warnings.map((warning) => (
        <li key={warning} className="flex gap-2 text-sm text-warning">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="sr-only">Warning: </span>
            {warning}
          </span>
        </li>
      ))}
    </ul>
  );
}
