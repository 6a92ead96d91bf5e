import type { ReleaseSummary } from "@common/releases.ts";
import { ArtworkImage } from "@web/components/ArtworkImage.tsx";
import { buttonClass } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { CardTitleLink } from "@web/components/CardTitleLink.tsx";
import { StatusBadge } from "@web/components/StatusBadge.tsx";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { releaseLinks } from "@web/pages/releases/releaseLinks.ts";
import { ChevronRight, Disc3 } from "lucide-react";
import { Link } from "react-router";

/** The dashboard's "RECENT RELEASES" (spec §2): the five latest, each row a link to its page. */
export function RecentReleases({ releases }: { releases: ReleaseSummary[] }) {
  return (
    <Card aria-labelledby="recent-releases-heading" data-testid="recent-releases">
      <CardTitleLink
        id="recent-releases-heading"
        title="RECENT RELEASES"
        to={releaseLinks.list}
        link="VIEW ALL"
      />
      {releases.length === 0 ? (
        <div className="mt-5 rounded-xl border border-dashed border-ink-700 px-6 py-12 text-center">
          <Disc3 aria-hidden className="mx-auto size-10 text-ink-600" />
          <p className="mt-4 text-lg font-black tracking-tight">NO RELEASES YET</p>
          <Link to={releaseLinks.builder} className={`${buttonClass("primary")} mt-5`}>
            CREATE FIRST RELEASE
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-ink-800">
          {releases.map((release) => (
            <li key={release.id}>
              <Link
                to={releaseLinks.detail(release.id)}
                data-testid="recent-release"
                className="group -mx-3 flex items-center gap-4 rounded-xl px-3 py-3 transition-colors hover:bg-ink-800/60"
              >
                <ArtworkImage
                  src={release.artworkThumbUrl}
                  title={release.title}
                  decorative
                  className="w-14 rounded-lg"
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-bold tracking-tight group-hover:text-accent">
                    {release.title}
                  </span>
                  <span className="block truncate text-sm text-ink-300">{release.artistName}</span>
                  {/* Narrow screens: date and status under the names, so the title keeps the width. */}
                  <span className="mt-1 flex items-center gap-2 text-xs text-ink-400 sm:hidden">
                    {formatReleaseDate(release.releaseDate)}
                    <StatusBadge status={release.status} />
                  </span>
                </span>
                <span className="hidden text-sm text-ink-400 sm:block">
                  {formatReleaseDate(release.releaseDate)}
                </span>
                <span className="hidden w-24 shrink-0 justify-end sm:flex">
                  <StatusBadge status={release.status} />
                </span>
                <ChevronRight aria-hidden className="size-4 shrink-0 text-ink-600" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
