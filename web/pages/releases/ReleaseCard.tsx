import { DistributionMessages } from "@common/distribution.ts";
import type { ReleaseSummary } from "@common/releases.ts";
import { ArtworkImage } from "@web/components/ArtworkImage.tsx";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { StatusBadge } from "@web/components/StatusBadge.tsx";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { CalendarDays, Download, Eye, Pencil, Store } from "lucide-react";
import { Link } from "react-router";
import { releaseLinks } from "./releaseLinks.ts";

/**
 * One release on My Releases (spec §2): artwork, title, artist, status, date, then View (the
 * Details dialog), Download Metadata, and Edit Draft (drafts) or Edit (rejected releases).
 * The list holds only the user's own releases, so the status alone decides the edit link; the
 * server checks again when the edit is saved.
 */
export function ReleaseCard({
  release,
  onView,
}: {
  release: ReleaseSummary;
  onView: (release: ReleaseSummary) => void;
}) {
  const headingId = `release-${release.id}-title`;
  const editLink =
    release.status === "draft"
      ? { to: releaseLinks.editDraft(release.id), label: "Edit Draft" }
      : release.status === "rejected"
        ? { to: releaseLinks.editRejected(release.id), label: "Edit" }
        : null;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="release-card"
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-ink-900 ring-1 ring-ink-700 transition-shadow hover:ring-ink-600"
    >
      <Link to={releaseLinks.detail(release.id)} tabIndex={-1} aria-hidden>
        <ArtworkImage
          src={release.artworkThumbUrl}
          title={release.title}
          decorative
          className="w-full rounded-none ring-0"
        />
      </Link>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="truncate text-base font-bold tracking-tight">
              <Link to={releaseLinks.detail(release.id)} className="hover:text-accent">
                {release.title}
              </Link>
            </h2>
            <p className="truncate text-sm text-ink-300">{release.artistName}</p>
          </div>
          <StatusBadge status={release.status} />
        </div>
        <div className="mt-3 mb-4 space-y-1.5 text-xs">
          <p className="flex items-center gap-1.5 text-ink-400">
            <CalendarDays aria-hidden className="size-3.5" />
            <span className="sr-only">Release date:</span>
            {formatReleaseDate(release.releaseDate)}
          </p>
          {release.stores && (
            <p data-testid="release-card-stores" className="flex items-center gap-1.5 text-ink-300">
              <Store aria-hidden className="size-3.5 text-ink-400" />
              {DistributionMessages.liveOn(release.stores.live, release.stores.total)}
            </p>
          )}
        </div>
        {/* View beside the edit action (when there is one), the download on its own row: the
            three labels do not fit one row of a three-column grid. */}
        <div className="mt-auto grid grid-cols-2 gap-2 border-t border-ink-800 pt-4 [&>*]:whitespace-nowrap">
          <Button
            variant="secondary"
            size="sm"
            className={editLink ? undefined : "col-span-2"}
            onClick={() => onView(release)}
          >
            <Eye aria-hidden className="size-4" />
            View
          </Button>
          {editLink && (
            <Link to={editLink.to} className={buttonClass("secondary", "sm")}>
              <Pencil aria-hidden className="size-4" />
              {editLink.label}
            </Link>
          )}
          <a
            href={releaseLinks.metadata(release.id)}
            download
            className={`${buttonClass("ghost", "sm")} col-span-2`}
          >
            <Download aria-hidden className="size-4" />
            Download Metadata
          </a>
        </div>
      </div>
    </article>
  );
}
