import { RELEASE_TYPE_LABELS, type ReleaseDetail, ReleaseMessages } from "@common/releases.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/api/client.ts";
import { releaseWithDeliveriesQuery } from "@web/api/deliveries.ts";
import { releaseKeys } from "@web/api/releases.ts";
import { useSession } from "@web/api/session.ts";
import { ArtworkImage } from "@web/components/ArtworkImage.tsx";
import { Card } from "@web/components/Card.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { StatusBadge } from "@web/components/StatusBadge.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { ArrowLeft, Clock } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { DistributionSection } from "./DistributionSection.tsx";
import { QcWarnings } from "./QcWarnings.tsx";
import { ReleaseActions } from "./ReleaseActions.tsx";
import { ReleaseEarnings } from "./ReleaseEarnings.tsx";
import { ReleaseInfo } from "./ReleaseInfo.tsx";
import { releaseLinks } from "./releaseLinks.ts";
import { SmartLinkPanel } from "./smartLink/SmartLinkPanel.tsx";
import { TrackList } from "./TrackList.tsx";
import { useDeliveryEvents } from "./useDeliveryEvents.ts";

/**
 * /dashboard/release/:id and /dashboard/releases/:id (decision 3): one release with its tracks.
 * A release that is missing, or someone else's (the server answers 404 for both), or that fails
 * to load sends the user back to My Releases (spec §2, §8).
 */
export function ReleaseDetailPage() {
  const { id = "" } = useParams();
  const release = useQuery(releaseWithDeliveriesQuery(id));
  usePageTitle(
    release.data?.title ?? (release.error ? ReleaseMessages.releaseNotFound : "Release"),
  );
  useDeliveryEvents();
  const navigate = useNavigate();
  // Once per release: a refetch failing again must not toast twice.
  const leftFor = useRef<string | null>(null);

  useEffect(() => {
    if (!release.error || leftFor.current === id) return;
    leftFor.current = id;
    const notFound = release.error instanceof ApiError && release.error.isClientError;
    toast.error(notFound ? ReleaseMessages.releaseNotFound : ReleaseMessages.loadFailed);
    navigate(releaseLinks.list, { replace: true });
  }, [release.error, id, navigate]);

  if (release.error) return <ReleaseNotFound />;
  if (!release.data) {
    return (
      <div className="grid place-items-center py-24">
        <Spinner className="size-8" label="Loading release" />
      </div>
    );
  }
  return <ReleaseView release={release.data} />;
}

function ReleaseView({ release }: { release: ReleaseDetail }) {
  const queryClient = useQueryClient();
  // The release's earnings are its owner's to see (staff reviewing it see no figures of theirs).
  const { user } = useSession();
  // A player whose signed link has expired asks for the release again: fresh links come with it.
  const refreshLinks = () =>
    void queryClient.invalidateQueries({ queryKey: releaseKeys.detail(release.id) });

  return (
    <div className="space-y-8" data-testid="release-detail">
      <BackLink />
      <header className="flex flex-col gap-6 sm:flex-row sm:items-end">
        <ArtworkImage
          src={release.artworkUrl ?? release.artworkThumbUrl}
          title={release.title}
          loading="eager"
          className="w-48 shadow-2xl shadow-black/50 sm:w-56"
        />
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-3 text-xs font-semibold tracking-[0.2em] text-ink-400 uppercase">
            {RELEASE_TYPE_LABELS[release.releaseType]}
            <StatusBadge status={release.status} className="tracking-normal normal-case" />
          </p>
          <h1 className="mt-3 text-4xl font-black tracking-tight break-words sm:text-5xl">
            {release.title}
          </h1>
          <p className="mt-2 text-lg font-semibold text-ink-200">{release.artistName}</p>
          <ReleaseActions release={release} />
        </div>
      </header>

      {release.takedown && (
        <p
          role="status"
          data-testid="takedown-pending"
          className="flex items-start gap-3 rounded-2xl bg-sky-400/10 p-4 text-sm text-sky-100 ring-1 ring-sky-400/30 ring-inset"
        >
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-sky-300" />
          {release.takedown.status === "approved" ? (
            <span>
              Your takedown request (requested {formatDateTime(release.takedown.createdAt)}) was
              approved. The stores are removing this release; the Distribution section shows each
              one&apos;s progress.
            </span>
          ) : (
            <span>
              A takedown request for this release is pending review (requested{" "}
              {formatDateTime(release.takedown.createdAt)}). Our team will review it shortly.
            </span>
          )}
        </p>
      )}

      <QcWarnings warnings={release.warnings} />

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6 self-start">
          <Card aria-labelledby="release-info-heading">
            <h2 id="release-info-heading" className="text-lg font-bold tracking-tight">
              Release Information
            </h2>
            <ReleaseInfo release={release} />
          </Card>
          <DistributionSection deliveries={release.deliveries} />
          {release.deliveries.length > 0 && user?.id === release.userId && (
            <ReleaseEarnings releaseId={release.id} />
          )}
        </div>
        <Card aria-labelledby="tracks-heading">
          <h2 id="tracks-heading" className="mb-4 text-lg font-bold tracking-tight">
            Tracks
          </h2>
          <TrackList tracks={release.tracks} onAudioLinkFailed={refreshLinks} />
        </Card>
      </div>
      {release.deliveries.length > 0 && <SmartLinkPanel releaseId={release.id} />}
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to={releaseLinks.list}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-300 hover:text-ink-50"
    >
      <ArrowLeft aria-hidden className="size-4" />
      Back to My Releases
    </Link>
  );
}

/** Shown for the moment before the redirect (spec §2: the message with a link back exists). */
function ReleaseNotFound() {
  return (
    <div className="py-16 text-center" data-testid="release-not-found">
      <h1 className="text-3xl font-black tracking-tight">{ReleaseMessages.releaseNotFound}</h1>
      <div className="mt-6">
        <BackLink />
      </div>
    </div>
  );
}
