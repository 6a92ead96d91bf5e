import { RELEASE_TYPE_LABELS, type ReleaseDetail } from "@common/releases.ts";
import { StatusBadge } from "@web/components/StatusBadge.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import type { ReactNode } from "react";
import { genreText, platformLabel } from "./releaseText.ts";

/**
 * Spec §2 "release information": artist, status, type, genre with subgenre, release date, total
 * tracks, description, distribution platforms, admin notes (shown to the owner, spec §6).
 */
export function ReleaseInfo({ release }: { release: ReleaseDetail }) {
  return (
    <dl className="mt-4 divide-y divide-ink-800 text-sm" data-testid="release-info">
      <Row label="Artist">{release.artistName}</Row>
      <Row label="Status">
        <StatusBadge status={release.status} />
      </Row>
      <Row label="Type">{RELEASE_TYPE_LABELS[release.releaseType]}</Row>
      <Row label="Genre">{genreText(release.genre, release.subgenre)}</Row>
      <Row label="Release Date">{formatReleaseDate(release.releaseDate)}</Row>
      <Row label="Total Tracks">{release.totalTracks}</Row>
      <Row label="UPC">
        <span className="font-mono">{release.upc || "Not assigned"}</span>
      </Row>
      <Row label="Platforms" stacked>
        {release.platforms.length === 0 ? (
          <span className="text-ink-400">None selected</span>
        ) : (
          <ul className="flex flex-wrap gap-1.5" aria-label="Distribution platforms">
            {release.platforms.map((id) => (
              <li
                key={id}
                className="rounded-full bg-ink-800 px-2.5 py-0.5 text-xs font-medium text-ink-200 ring-1 ring-ink-700 ring-inset"
              >
                {platformLabel(id)}
              </li>
            ))}
          </ul>
        )}
      </Row>
      <Row label="Description" stacked>
        {release.description ? (
          <span className="whitespace-pre-line text-ink-200">{release.description}</span>
        ) : (
          <span className="text-ink-400">No description</span>
        )}
      </Row>
      <Row label="Admin Notes" stacked>
        {release.adminNotes ? (
          <span
            data-testid="admin-notes"
            className={cn(
              "block rounded-lg p-3 whitespace-pre-line",
              release.status === "rejected"
                ? "bg-danger/10 text-red-100 ring-1 ring-danger/30 ring-inset"
                : "bg-ink-800 text-ink-200",
            )}
          >
            {release.adminNotes}
          </span>
        ) : (
          <span className="text-ink-400">None</span>
        )}
      </Row>
    </dl>
  );
}

function Row({
  label,
  stacked = false,
  children,
}: {
  label: string;
  /** Long values (lists, text) go under their label rather than beside it. */
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={cn("py-3", stacked ? "space-y-2" : "flex items-center justify-between gap-4")}>
      <dt className="text-ink-400">{label}</dt>
      <dd className={cn("min-w-0 font-medium text-ink-50", !stacked && "text-right")}>
        {children}
      </dd>
    </div>
  );
}
