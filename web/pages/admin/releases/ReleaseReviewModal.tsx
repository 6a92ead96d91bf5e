import { RELEASE_TYPE_LABELS, type ReleaseDetail, ReleaseMessages } from "@common/releases.ts";
import { type AdminReleaseCard, ReviewMessages } from "@common/review.ts";
import { useQuery } from "@tanstack/react-query";
import { releaseWithDeliveriesQuery } from "@web/api/deliveries.ts";
import { ArtworkImage } from "@web/components/ArtworkImage.tsx";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { Fact, TextSection } from "@web/components/ReleaseFacts.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { StatusBadge } from "@web/components/StatusBadge.tsx";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { Check, Download, Send, X } from "lucide-react";
import { DistributionSection } from "../../releases/DistributionSection.tsx";
import { QcWarnings } from "../../releases/QcWarnings.tsx";
import { releaseLinks } from "../../releases/releaseLinks.ts";
import { genreText } from "../../releases/releaseText.ts";
import { SmartLinkPanel } from "../../releases/smartLink/SmartLinkPanel.tsx";
import { CopyrightCheckSection } from "./CopyrightCheckSection.tsx";
import { EditDetailsButton } from "./EditDetailsButton.tsx";
import { RedeliverButton } from "./RedeliverButton.tsx";
import { ReviewTrackList } from "./ReviewTrackList.tsx";
import { useReviewActions } from "./useReviewActions.ts";

/**
 * What a list already knows of the release: the dialog opens with it at once. The staff lists'
 * cards (AdminReleaseCard) carry the owner's account, which the release detail does not.
 */
export interface ReviewTarget {
  id: string;
  title: string;
  artistName: string;
  owner?: Pick<AdminReleaseCard["owner"], "fullName" | "email">;
}

/**
 * The Release Review dialog (spec §2): artwork, title, artist, type, genre, release date,
 * tracks with players, submitted date, user id (and the owner's name and email when the list
 * knows them), description and pre-QC warnings, with Download
 * Full Metadata and, by status, Reject and Approve (submitted) or Mark as Distributed
 * (approved) or Redeliver (distributed), Edit details (approved and distributed: staff correct
 * the metadata, issue 15), the copyright check under the tracks and the stores'
 * delivery states. The details come from GET /api/releases/:id, which staff and admins may read.
 */
export function ReleaseReviewModal({
  release,
  onClose,
  onReject,
}: {
  release: ReviewTarget | null;
  onClose: () => void;
  /** Opens the Reject Release dialog (the reason is asked there). */
  onReject: (release: ReviewTarget) => void;
}) {
  return (
    <Modal
      open={release !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Release Review"
      description={release ? `${release.title} by ${release.artistName}` : undefined}
      size="xl"
      testId="release-review-modal"
    >
      {release && <ReviewBody target={release} onClose={onClose} onReject={onReject} />}
    </Modal>
  );
}

function ReviewBody({
  target,
  onClose,
  onReject,
}: {
  target: ReviewTarget;
  onClose: () => void;
  onReject: (release: ReviewTarget) => void;
}) {
  const detail = useQuery(releaseWithDeliveriesQuery(target.id));
  if (detail.error) return <FormAlert tone="error">{ReleaseMessages.loadFailed}</FormAlert>;
  if (!detail.data) {
    return (
      <div className="grid place-items-center py-16">
        <Spinner className="size-8" label="Loading release" />
      </div>
    );
  }
  return (
    <ReviewDetails
      release={detail.data}
      owner={target.owner}
      onClose={onClose}
      onReject={() => onReject(target)}
    />
  );
}

function ReviewDetails({
  release,
  owner,
  onClose,
  onReject,
}: {
  release: ReleaseDetail;
  owner: ReviewTarget["owner"];
  onClose: () => void;
  onReject: () => void;
}) {
  const actions = useReviewActions();
  const busy = actions.busyId === release.id ? actions.busyAction : null;
  return (
    <div className="space-y-6" data-testid="release-review">
      <div className="flex flex-col gap-5 sm:flex-row">
        <ArtworkImage
          src={release.artworkUrl ?? release.artworkThumbUrl}
          title={release.title}
          loading="eager"
          className="w-40 self-start"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h3 className="min-w-0 text-xl font-black tracking-tight break-words">
              {release.title}
            </h3>
            <StatusBadge status={release.status} />
          </div>
          <p className="font-semibold text-ink-200">{release.artistName}</p>
          <dl className="mt-4 grid grid-cols-2 gap-x-5 gap-y-3 text-sm sm:grid-cols-3">
            <Fact label="Type">{RELEASE_TYPE_LABELS[release.releaseType]}</Fact>
            <Fact label="Genre">{genreText(release.genre, release.subgenre)}</Fact>
            <Fact label="Release Date">{formatReleaseDate(release.releaseDate)}</Fact>
            <Fact label="Submitted">{formatDateTime(release.createdAt)}</Fact>
            <Fact label="Tracks">{release.totalTracks}</Fact>
            <Fact label="UPC">{release.upc || "Not assigned"}</Fact>
            {owner && (
              <div className="col-span-2 min-w-0 sm:col-span-3">
                <dt className="text-xs text-ink-400">Owner</dt>
                <dd
                  className="mt-0.5 font-medium break-words text-ink-50"
                  data-testid="review-owner"
                >
                  {owner.fullName}
                  <span className="block text-xs font-normal text-ink-300">{owner.email}</span>
                </dd>
              </div>
            )}
            {/* Spec §2 lists the user id among the dialog's facts; the owner above says who. */}
            <div className="col-span-2 min-w-0 sm:col-span-3">
              <dt className="text-xs text-ink-400">User ID</dt>
              <dd className="mt-0.5 font-mono text-xs break-all text-ink-200">{release.userId}</dd>
            </div>
          </dl>
        </div>
      </div>

      <QcWarnings warnings={release.warnings} />

      <section aria-labelledby="review-tracks">
        <h3 id="review-tracks" className="mb-2 text-sm font-bold tracking-tight">
          Tracks
        </h3>
        <ReviewTrackList release={release} />
      </section>

      <CopyrightCheckSection releaseId={release.id} />

      {(release.deliveries.length > 0 || release.status === "distributed") && (
        <DistributionSection deliveries={release.deliveries} />
      )}
      {release.deliveries.length > 0 && <SmartLinkPanel releaseId={release.id} />}

      <TextSection title="Description">
        {release.description || <span className="text-ink-400">No description</span>}
      </TextSection>
      {release.adminNotes && <TextSection title="Admin Notes">{release.adminNotes}</TextSection>}

      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-ink-800 pt-5">
        <a
          href={releaseLinks.metadata(release.id)}
          download
          className={`${buttonClass("ghost")} sm:mr-auto`}
        >
          <Download aria-hidden className="size-4" />
          Download Full Metadata
        </a>
        {release.status === "submitted" && !release.permissions.approve && (
          // A reviewer's own release (the only submitted one they may not approve): the server
          // refuses it too (release.approve, release.reject), so someone else decides.
          <p className="text-sm text-ink-400" data-testid="review-own">
            {ReviewMessages.ownReleaseNote}
          </p>
        )}
        {release.permissions.reject && (
          <Button variant="danger" onClick={onReject} disabled={busy !== null}>
            <X aria-hidden className="size-4" />
            Reject
          </Button>
        )}
        {release.permissions.approve && (
          <Button
            busy={busy === "approve"}
            disabled={busy !== null}
            onClick={() =>
              actions.run(
                { id: release.id, action: "approve", notes: ReviewMessages.approvedNote },
                onClose,
              )
            }
          >
            <Check aria-hidden className="size-4" />
            Approve
          </Button>
        )}
        {/* Once delivery has started the release stays approved until every store has it. */}
        {release.permissions.distribute && (
          <Button
            busy={busy === "distribute"}
            disabled={busy !== null}
            onClick={() => actions.run({ id: release.id, action: "distribute" }, onClose)}
          >
            <Send aria-hidden className="size-4" />
            Mark as Distributed
          </Button>
        )}
        {release.permissions.correctMetadata && (
          <EditDetailsButton release={release} disabled={busy !== null} />
        )}
        {release.permissions.redeliver && (
          <RedeliverButton release={release} disabled={busy !== null} />
        )}
      </div>
    </div>
  );
}
