import { ReleaseMessages } from "@common/releases.ts";
import { useQuery } from "@tanstack/react-query";
import { builderDraftQuery } from "@web/api/releaseBuilder.ts";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { ArrowLeft } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { BuilderWizard } from "./BuilderWizard.tsx";
import { fromDetail, newBuilderState } from "./builderState.ts";

const RELEASES = "/dashboard/releases";

/**
 * /dashboard/release/new, and ?editId=<id> to go on with a draft (spec §2 "Release builder").
 * Only a draft opens here: anything else goes back to the list with the spec's message, and a
 * draft that cannot be loaded goes back silently (spec §8).
 */
export function ReleaseBuilderPage() {
  const [params] = useSearchParams();
  const editId = params.get("editId");
  return (
    <div>
      <Link
        to="/dashboard"
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-ink-300 hover:text-ink-50"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to Dashboard
      </Link>
      <PageHeader
        title={editId ? "Edit Draft" : "New Release"}
        description="Six steps from your music to the stores. Save a draft at any point."
      />
      {editId ? <DraftBuilder key={editId} id={editId} /> : <NewBuilder />}
    </div>
  );
}

function NewBuilder() {
  const [initial] = useState(newBuilderState);
  return <BuilderWizard initial={initial} editId={null} />;
}

function DraftBuilder({ id }: { id: string }) {
  const navigate = useNavigate();
  const draft = useQuery(builderDraftQuery(id));
  const notDraft = draft.data !== undefined && draft.data.status !== "draft";
  // Read once: the query is refetched only by "Reload draft" (a save refused as out of date),
  // which starts the builder over with the latest version (a new key).
  const initial = useMemo(() => (draft.data ? fromDetail(draft.data) : null), [draft.data]);

  useEffect(() => {
    if (draft.error) {
      // Spec §8 "Draft load failure": silent (logged).
      console.warn("Could not load the draft", draft.error);
      navigate(RELEASES, { replace: true });
    } else if (notDraft) {
      // One toast even if the effect runs twice (development's StrictMode).
      toast.error(ReleaseMessages.onlyDraftsInBuilder, { id: "only-drafts-in-builder" });
      navigate(RELEASES, { replace: true });
    }
  }, [draft.error, notDraft, navigate]);

  if (!initial || notDraft) {
    return (
      <div className="grid min-h-64 place-items-center">
        <Spinner className="size-8" label="Loading the draft" />
      </div>
    );
  }
  return (
    <BuilderWizard
      key={draft.dataUpdatedAt}
      initial={initial}
      editId={id}
      onReload={draft.refetch}
    />
  );
}
