import { ArrowRight, Wrench } from "lucide-react";
import { Link } from "react-router";

/** The fourth tile of spec §2's dashboard: a link to Admin Tools, in a StatTile's shape. */
export function ToolsTile() {
  return (
    <div className="rounded-2xl bg-ink-900 ring-1 ring-ink-700 transition-colors hover:ring-accent/60">
      <dt className="sr-only">Admin Tools</dt>
      <dd className="h-full">
        <Link
          to="/admin/tools"
          className="flex h-full flex-col justify-between p-5 text-ink-50 focus-visible:rounded-2xl"
        >
          <span className="flex items-center justify-between text-sm font-semibold text-ink-300">
            Admin Tools
            <Wrench aria-hidden className="size-5 opacity-80" />
          </span>
          <span className="mt-3 flex items-center gap-2 text-lg font-bold tracking-tight">
            Open tools
            <ArrowRight aria-hidden className="size-4" />
          </span>
        </Link>
      </dd>
    </div>
  );
}
