import { type AdminReleaseCard, ReviewMessages, trackCountText } from "@common/review.ts";
import { useSession } from "@web/api/session.ts";
import { ArtworkImage } from "@web/components/ArtworkImage.tsx";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { useFocusSuccessor } from "@web/lib/useFocusSuccessor.ts";
import { ArrowRight, Check, Download, Eye, Inbox, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { releaseLinks } from "../../releases/releaseLinks.ts";
import type { ReviewTarget } from "../releases/ReleaseReviewModal.tsx";
import { useReviewActions } from "../releases/useReviewActions.ts";

/**
 * Spec §2 "pending reviews": the newest submitted releases with artwork, title, artist,
 * release date and track count; Download Metadata, Review (the Release Review dialog) and the
 * quick Approve and Reject, which leave no notes (spec §4). A quick rejection is confirmed first:
 * the artist is told at once and cannot be untold.
 */
export function PendingReviewsList({
  pending,
  total,
  onReview,
}: {
  pending: AdminReleaseCard[] | undefined;
  total: number | undefined;
  onReview: (release: ReviewTarget) => void;
}) {
  const actions = useReviewActions();
  const { user } = useSession();
  const [rejecting, setRejecting] = useState<AdminReleaseCard | null>(null);
  // An approved or rejected release leaves the list: focus goes to the next one's same button,
  // or to this card once the list is empty.
  const list = useFocusSuccessor();
  return (
    <Card
      ref={list}
      aria-labelledby="pending-reviews-heading"
      data-testid="pending-reviews"
      data-focus-list
      tabIndex={-1}
      className="focus:outline-none"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="pending-reviews-heading" className="text-lg font-bold tracking-tight">
          Pending Reviews
        </h2>
        {total !== undefined && total > (pending?.length ?? 0) && (
          <Link
            to="/admin/releases"
            className="inline-flex items-center gap-1 text-sm font-semibold text-accent hover:underline"
          >
            View all {total}
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        )}
      </div>

      {pending === undefined ? (
        <ul aria-busy aria-label="Loading pending reviews" className="mt-4 space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with no identity
            <li key={i} className="h-20 animate-pulse rounded-xl bg-ink-800/70" />
          ))}
        </ul>
      ) : pending.length === 0 ? (
        <div
          data-testid="no-pending-reviews"
          className="mt-4 rounded-xl border border-dashed border-ink-700 px-6 py-10 text-center"
        >
          <Inbox aria-hidden className="mx-auto size-8 text-ink-600" />
          <p className="mt-3 font-semibold text-ink-200">{ReviewMessages.noPendingReviews}</p>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-ink-800">
          {pending.map((release) => {
            const busy = actions.busyId === release.id ? actions.busyAction : null;
            return (
              <li
                key={release.id}
                data-testid="pending-review"
                data-focus-row
                className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0"
              >
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <ArtworkImage
                    src={release.artworkThumbUrl}
                    title={release.title}
                    decorative
                    className="w-14"
                  />
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{release.title}</p>
                    <p className="truncate text-sm text-ink-300">{release.artistName}</p>
                    <p className="text-xs text-ink-400">
                      {formatReleaseDate(release.releaseDate)} ·{" "}
                      {trackCountText(release.totalTracks)}
                    </p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2 sm:pl-[4.25rem]">
                  <a
                    href={releaseLinks.metadata(release.id)}
                    download
                    className={buttonClass("ghost", "sm")}
                    aria-label={`Download metadata of ${release.title}`}
                  >
                    <Download aria-hidden className="size-4" />
                    Metadata
                  </a>
                  <Button variant="secondary" size="sm" onClick={() => onReview(release)}>
                    <Eye aria-hidden className="size-4" />
                    Review
                  </Button>
                  {release.owner.id === user?.id ? (
                    // The server refuses it too (release.approve): someone else reviews it.
                    <p className="self-center text-sm text-ink-400" data-testid="review-own">
                      {ReviewMessages.ownReleaseNote}
                    </p>
                  ) : (
                    <>
                      <Button
                        size="sm"
                        busy={busy === "approve"}
                        disabled={busy !== null}
                        onClick={() =>
                          actions.run({ id: release.id, action: "approve", notes: null })
                        }
                      >
                        <Check aria-hidden className="size-4" />
                        Approve
                      </Button>
                      <Button
                        variant="danger"
                        size="sm"
                        busy={busy === "reject"}
                        disabled={busy !== null}
                        onClick={() => setRejecting(release)}
                      >
                        <X aria-hidden className="size-4" />
                        Reject
                      </Button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}

      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title="Reject this release?"
        description={
          rejecting
            ? `"${rejecting.title}" is rejected without a reason, and ${rejecting.artistName} is told at once. To give a reason, open Review instead.`
            : ""
        }
        confirmLabel="Reject"
        busy={rejecting !== null && actions.busyId === rejecting.id}
        onConfirm={() => {
          if (!rejecting) return;
          actions.run({ id: rejecting.id, action: "reject", notes: null }, () =>
            setRejecting(null),
          );
        }}
      />
    </Card>
  );
}
