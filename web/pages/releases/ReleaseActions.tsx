import type { ReleaseDetail } from "@common/releases.ts";
import { Button, buttonClass } from "@web/components/Button.tsx";
import { Download, Pencil, Trash2, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { DeleteReleaseDialog } from "./DeleteReleaseDialog.tsx";
import { releaseLinks } from "./releaseLinks.ts";
import { TakedownDialog } from "./TakedownDialog.tsx";

/**
 * The detail page's actions (spec §2). Which ones show is the server's answer
 * (`release.permissions`, from the same policy that guards the routes): Edit Draft for drafts,
 * Edit Release for rejected releases, Request Takedown for distributed ones without a pending
 * request, Delete Release for drafts. Download Metadata is for anyone who may read the release.
 */
export function ReleaseActions({ release }: { release: ReleaseDetail }) {
  const [takedownOpen, setTakedownOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { permissions } = release;
  return (
    <div className="mt-6 flex flex-wrap gap-2" data-testid="release-actions">
      <a href={releaseLinks.metadata(release.id)} download className={buttonClass("secondary")}>
        <Download aria-hidden className="size-4" />
        Download Metadata
      </a>
      {permissions.editInBuilder && (
        <Link to={releaseLinks.editDraft(release.id)} className={buttonClass("primary")}>
          <Pencil aria-hidden className="size-4" />
          Edit Draft
        </Link>
      )}
      {permissions.editRejected && (
        <Link to={releaseLinks.editRejected(release.id)} className={buttonClass("primary")}>
          <Pencil aria-hidden className="size-4" />
          Edit Release
        </Link>
      )}
      {permissions.requestTakedown && (
        <>
          <Button variant="danger" onClick={() => setTakedownOpen(true)}>
            <TriangleAlert aria-hidden className="size-4" />
            Request Takedown
          </Button>
          <TakedownDialog
            releaseId={release.id}
            open={takedownOpen}
            onOpenChange={setTakedownOpen}
          />
        </>
      )}
      {permissions.delete && (
        <>
          <Button variant="danger" onClick={() => setDeleteOpen(true)}>
            <Trash2 aria-hidden className="size-4" />
            Delete Release
          </Button>
          <DeleteReleaseDialog
            releaseId={release.id}
            title={release.title}
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
          />
        </>
      )}
    </div>
  );
}
