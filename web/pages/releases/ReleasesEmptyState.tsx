import { buttonClass } from "@web/components/Button.tsx";
import { Disc3, SearchX } from "lucide-react";
import { Link } from "react-router";
import { releaseLinks } from "./releaseLinks.ts";

/** My Releases with nothing to show (spec §2): no releases at all, or none matching the filters. */
export function ReleasesEmptyState({ filtered }: { filtered: boolean }) {
  const Icon = filtered ? SearchX : Disc3;
  return (
    <div
      data-testid="releases-empty"
      className="rounded-2xl border border-dashed border-ink-700 px-6 py-16 text-center"
    >
      <Icon aria-hidden className="mx-auto size-10 text-ink-600" />
      <h2 className="mt-4 text-xl font-black tracking-tight">
        {filtered ? "No Releases Found" : "No Releases Yet"}
      </h2>
      <p className="mt-2 text-sm text-ink-300">
        {filtered
          ? "No release matches your search or status filter."
          : "Your releases will appear here once you create one."}
      </p>
      {!filtered && (
        <Link to={releaseLinks.builder} className={`${buttonClass("primary")} mt-6`}>
          Create First Release
        </Link>
      )}
    </div>
  );
}
