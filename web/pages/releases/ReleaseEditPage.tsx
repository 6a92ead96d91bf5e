import { type ReleaseDetail, type ReleaseEdit, ReleaseMessages } from "@common/releases.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { releaseDetailQuery, useResubmitRelease } from "@web/api/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { cn } from "@web/lib/cn.ts";
import { ArrowLeft } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { releaseLinks } from "./releaseLinks.ts";

/**
 * /dashboard/release/:id/edit (spec §2 "Release edit", decision 4): the owner's rejected release,
 * fixed and sent back for review. No blocking validation (spec §5): blanks get the defaults on
 * the server; the date is sent as it is.
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
      {release.data && editable && <EditForm key={release.data.id} release={release.data} />}
    </div>
  );
}

type EditValues = Omit<ReleaseEdit, "releaseType">;

function EditForm({ release }: { release: ReleaseDetail }) {
  const navigate = useNavigate();
  const resubmit = useResubmitRelease(release.id);
  const [error, setError] = useState<string | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);
  // The error line sits above the form; the button that failed may be far below it.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [error]);
  const form = useForm<EditValues>({
    defaultValues: {
      title: release.title,
      artistName: release.artistName,
      genre: release.genre ?? "",
      subgenre: release.subgenre ?? "",
      releaseDate: release.releaseDate ?? "",
      description: release.description ?? "",
    },
  });

  const submit = form.handleSubmit((values) => {
    setError(null);
    resubmit.mutate(
      // The screen has no type field: the release keeps its own.
      { ...values, releaseType: release.releaseType },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          navigate(releaseLinks.list);
        },
        onError: (failure) => setError(failureMessage(failure, ReleaseMessages.saveFailed)),
      },
    );
  });

  return (
    <>
      <div ref={errorRef} className="scroll-mt-24">
        {error && (
          <FormAlert tone="error" className="mb-6">
            {error}
          </FormAlert>
        )}
      </div>
      {release.adminNotes && (
        <div className="mb-6 rounded-2xl bg-danger/10 p-4 text-sm ring-1 ring-danger/30 ring-inset">
          <p className="font-semibold text-red-200">Admin Notes</p>
          <p className="mt-1 whitespace-pre-line text-red-100">{release.adminNotes}</p>
        </div>
      )}
      <Card>
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="release-edit-form">
          <FormField label="Title" {...form.register("title")} />
          <FormField label="Artist Name" {...form.register("artistName")} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Genre" {...form.register("genre")} />
            <FormField label="Subgenre" {...form.register("subgenre")} />
          </div>
          <FormField label="Release Date" type="date" {...form.register("releaseDate")} />
          <div className="space-y-1.5">
            <label htmlFor="edit-description" className="block text-sm font-medium text-ink-200">
              Description
            </label>
            <textarea
              id="edit-description"
              rows={4}
              className={cn(
                "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50 placeholder:text-ink-400",
                "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
              )}
              {...form.register("description")}
            />
          </div>
          <Button type="submit" disabled={resubmit.isPending}>
            {resubmit.isPending ? "Saving..." : "Save & Resubmit"}
          </Button>
        </form>
      </Card>
    </>
  );
}
