import { formatIsrc } from "@common/releaseRules.ts";
import { RELEASE_TYPE_LABELS, ReleaseMessages, type ReleaseSummary } from "@common/releases.ts";
import { useQuery } from "@tanstack/react-query";
import { releaseDetailQuery } from "@web/api/releases.ts";
import { ArtworkImage } from "@web/components/ArtworkImage.tsx";
import { buttonClass } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { Fact, TextSection } from "@web/components/ReleaseFacts.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { StatusBadge } from "@web/components/StatusBadge.tsx";
import { formatDuration } from "@web/lib/formatDuration.ts";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { Download, ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { releaseLinks } from "./releaseLinks.ts";
import { genreText } from "./releaseText.ts";

const NOT_ASSIGNED = "Not assigned";
const UNKNOWN_DURATION = "Unknown duration";

/**
 * My Releases' Details dialog (spec §2). The card's summary shows at once; the tracklist,
 * description and admin notes come from GET /api/releases/:id, fetched when the dialog opens.
 */
export function ReleaseDetailsDialog({
  release,
  onClose,
}: {
  release: ReleaseSummary | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={release !== null}
      onOpenChange={(open) => !open && onClose()}
      title={release?.title ?? ""}
      description={release?.artistName}
      // Modal's own max-w-md comes first in the stylesheet; a breakpoint variant comes after it.
      size="xl"
      testId="release-details-dialog"
    >
      {release && <DetailsBody release={release} />}
    </Modal>
  );
}

function DetailsBody({ release }: { release: ReleaseSummary }) {
  const detail = useQuery(releaseDetailQuery(release.id));
  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-5 sm:flex-row">
        <ArtworkImage src={release.artworkThumbUrl} title={release.title} className="w-36" />
        <dl className="grid flex-1 grid-cols-2 gap-x-5 gap-y-3 text-sm sm:grid-cols-3">
          <Fact label="Status">
            <StatusBadge status={release.status} />
          </Fact>
          <Fact label="Release Date">{formatReleaseDate(release.releaseDate)}</Fact>
          <Fact label="Type">{RELEASE_TYPE_LABELS[release.releaseType]}</Fact>
          <Fact label="Genre">{genreText(release.genre, release.subgenre)}</Fact>
          <Fact label="Tracks">{release.totalTracks}</Fact>
          <Fact label="UPC">
            <span className="font-mono">{release.upc || NOT_ASSIGNED}</span>
          </Fact>
        </dl>
      </div>

      <section aria-labelledby="details-tracklist">
        <h3 id="details-tracklist" className="mb-2 text-sm font-bold tracking-tight">
          Tracklist
        </h3>
        {detail.isPending && <Spinner label="Loading tracks" />}
        {detail.error && <FormAlert tone="error">{ReleaseMessages.loadFailed}</FormAlert>}
        {detail.data &&
          (detail.data.tracks.length === 0 ? (
            <p className="text-sm text-ink-400">No tracks yet.</p>
          ) : (
            <ol className="divide-y divide-ink-800 rounded-lg ring-1 ring-ink-800">
              {detail.data.tracks.map((track) => (
                <li key={track.id} className="flex items-center gap-3 px-3 py-2.5 text-sm">
                  <span className="w-6 shrink-0 text-right font-mono text-ink-400 tabular-nums">
                    {track.trackNumber}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium">{track.title}</span>
                    <span className="block text-xs text-ink-400">
                      ISRC:{" "}
                      <span className="font-mono">
                        {track.isrc ? formatIsrc(track.isrc) : NOT_ASSIGNED}
                      </span>
                    </span>
                  </span>
                  <span className="shrink-0 font-mono text-xs text-ink-300 tabular-nums">
                    {track.duration > 0 ? formatDuration(track.duration) : UNKNOWN_DURATION}
                  </span>
                </li>
              ))}
            </ol>
          ))}
      </section>

      {detail.data?.description && (
        <TextSection title="Description">{detail.data.description}</TextSection>
      )}
      {detail.data?.adminNotes && (
        <TextSection title="Admin Notes">{detail.data.adminNotes}</TextSection>
      )}

      <div className="flex flex-wrap justify-end gap-2 border-t border-ink-800 pt-5">
        <a href={releaseLinks.metadata(release.id)} download className={buttonClass("ghost")}>
          <Download aria-hidden className="size-4" />
          Download Metadata
        </a>
        <Link to={releaseLinks.detail(release.id)} className={buttonClass("secondary")}>
          <ExternalLink aria-hidden className="size-4" />
          Open Release Page
        </Link>
      </div>
    </div>
  );
}
