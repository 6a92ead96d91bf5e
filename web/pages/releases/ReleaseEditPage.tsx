import { ReleaseMessages } from "@common/releases.ts";
import { useQuery } from "@tanstack/react-query";
import { releaseDetailQuery } from "@web/api/releases.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useParams } from "react-router";
import { EditReleaseForm } from "./edit/EditReleaseForm.tsx";
import { releaseLinks } from "./releaseLinks.ts";

/**
 * /dashboard/release/:id/edit (spec §2 "Release edit", decision 4 as issue 16 extends it): the
 * owner's rejected release, fixed (details under the builder's rules, new artwork or audio) and
 * sent back for review. The form is edit/EditReleaseForm.tsx.
 */
export function ReleaseEditPage() {
  const { id = "" } = useParams();
  const release = useQuery(releaseDetailQuery(id));

  useEffect(() => {
    // Spec §8: the load failure is logged and shown as "Failed to load release".
    if (release.error) console.error("Could not load the release to edit", release.error);
  }, [release.error]);

  const editable = release.data?.permissions.editRejected === true;
  let problem: string | null = null;
  if (release.error) problem = ReleaseMessages.loadFailed;
  else if (release.data && !editable) problem = ReleaseMessages.onlyRejectedEdited;

  return (
    <div className="max-w-3xl">
      <Link
        to={releaseLinks.list}
        className="mb-6 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-300 hover:text-ink-50"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to My Releases
      </Link>
      <PageHeader
        title="Edit Release"
        description="Fix what the review asked for, then send the release back for review."
      />
      {release.isPending && (
        <p role="status" className="text-ink-300">
          Loading...
        </p>
      )}
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      {release.data && editable && <EditReleaseForm key={release.data.id} release={release.data} />}
    </div>
  );
}
