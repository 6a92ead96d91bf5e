import { sameArtistName } from "@common/artistNames.ts";
import { earliestReleaseDate, infoFieldErrors } from "@common/releaseRules.ts";
import { Limits, type ReleaseDetail, type ReleaseEdit, ReleaseMessages } from "@common/releases.ts";
import { useQuery } from "@tanstack/react-query";
import { artistsQuery } from "@web/api/artists.ts";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { useResubmitRelease } from "@web/api/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { useLeaveGuard } from "@web/lib/useLeaveGuard.ts";
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { GenreOptions, SelectField, TextAreaField } from "../builder/fields.tsx";
import { releaseLinks } from "../releaseLinks.ts";
import { ReplaceFiles } from "./ReplaceFiles.tsx";
import { useReplacedFiles } from "./useReplacedFiles.ts";

type EditValues = Omit<ReleaseEdit, "releaseType" | "artworkUploadId" | "trackAudio">;
const FIELDS: (keyof EditValues)[] = [
  "title",
  "artistName",
  "genre",
  "subgenre",
  "releaseDate",
  "description",
];
const isField = (key: string): key is keyof EditValues => (FIELDS as string[]).includes(key);

/** `current` first when it is not among `options`, so the select shows what is saved. */
const withCurrent = (options: readonly string[], current: string) =>
  current && !options.includes(current) ? [current, ...options] : options;

/**
 * The rejected release's form (issue 16): the builder's step-1 rules, each message beside its
 * field, checked here and again by the server; the artist is one of the account's names and the
 * genre one of the list, offered as selects; the artwork and each track's audio can be replaced.
 */
export function EditReleaseForm({ release }: { release: ReleaseDetail }) {
  const navigate = useNavigate();
  const resubmit = useResubmitRelease(release.id);
  const files = useReplacedFiles(release);
  const artists = useQuery(artistsQuery);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  // The error line sits above the form; the button that failed may be far below it.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [error]);

  const names = (artists.data ?? []).map((a) => a.name);
  const resolver: Resolver<EditValues> = async (values) => {
    const found: Partial<Record<keyof EditValues, string>> = {};
    for (const [field, message] of Object.entries(
      infoFieldErrors({ ...values, releaseType: release.releaseType }),
    )) {
      if (isField(field) && message) found[field] = message;
    }
    // The server has the last word (normalised names); the list makes the form say it first.
    if (!found.artistName && artists.isSuccess) {
      if (!names.some((name) => sameArtistName(name, values.artistName)))
        found.artistName = ReleaseMessages.artistNotYours;
    }
    const errors: FieldErrors<EditValues> = {};
    for (const [field, message] of Object.entries(found)) {
      if (isField(field)) errors[field] = { type: "rule", message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

  const form = useForm<EditValues>({
    resolver,
    defaultValues: {
      title: release.title,
      artistName: release.artistName,
      genre: release.genre ?? "",
      subgenre: release.subgenre ?? "",
      releaseDate: release.releaseDate ?? "",
      description: release.description ?? "",
    },
  });
  const { errors } = form.formState;
  const leaveGuard = useLeaveGuard(
    !done && (form.formState.isDirty || files.changed || files.busy),
  );

  const submit = form.handleSubmit((values) => {
    if (files.busy) return;
    setError(null);
    resubmit.mutate(
      // The screen has no type field: the release keeps its own.
      { ...values, releaseType: release.releaseType, ...files.body },
      {
        onSuccess: ({ message }) => {
          setDone(true);
          toast.success(message);
          navigate(releaseLinks.list);
        },
        onError: (failure) => {
          if (failure instanceof ApiError) {
            // The first field named takes focus, its message read out with it.
            let first = true;
            for (const [field, message] of Object.entries(failure.fields)) {
              if (!isField(field)) continue;
              form.setError(field, { type: "server", message }, { shouldFocus: first });
              first = false;
            }
          }
          setError(failureMessage(failure, ReleaseMessages.saveFailed));
        },
      },
    );
  });

  const earliest = earliestReleaseDate();
  const artistOptions = withCurrent(names, release.artistName);

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
      <form onSubmit={submit} noValidate className="space-y-6" data-testid="release-edit-form">
        <Card className="space-y-4">
          <FormField
            label="Title"
            maxLength={Limits.title}
            error={errors.title?.message}
            {...form.register("title")}
          />
          <SelectField
            label="Artist Name"
            error={errors.artistName?.message}
            {...form.register("artistName")}
          >
            <option value="">{artists.isPending ? "Loading artists…" : "Select an artist"}</option>
            {artistOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <SelectField label="Genre" error={errors.genre?.message} {...form.register("genre")}>
              <GenreOptions current={release.genre ?? ""} />
            </SelectField>
            <FormField
              label="Subgenre"
              maxLength={Limits.subgenre}
              error={errors.subgenre?.message}
              {...form.register("subgenre")}
            />
          </div>
          <FormField
            label="Release Date"
            type="date"
            min={earliest}
            hint={`At least 30 days from today: ${earliest} or later.`}
            error={errors.releaseDate?.message}
            {...form.register("releaseDate")}
          />
          <TextAreaField
            label="Description"
            rows={4}
            maxLength={Limits.description}
            {...form.register("description")}
          />
        </Card>
        <ReplaceFiles release={release} files={files} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={resubmit.isPending || files.busy}>
            {resubmit.isPending ? "Saving..." : "Save & Resubmit"}
          </Button>
          {files.busy && <p className="text-sm text-ink-300">Waiting for uploads to finish…</p>}
        </div>
      </form>
      <ConfirmDialog
        open={leaveGuard.pending !== null}
        onOpenChange={(open) => {
          if (!open) leaveGuard.stay();
        }}
        title="Leave without saving?"
        description="Your changes to this release have not been sent. Save & Resubmit sends them."
        confirmLabel="Leave"
        busy={false}
        onConfirm={leaveGuard.leave}
      />
    </>
  );
}
