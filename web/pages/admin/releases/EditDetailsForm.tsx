import { MetadataMessages } from "@common/distribution.ts";
import {
  CorrectionFormSchema,
  type CorrectionFormValues,
  type ReleaseCorrection,
} from "@common/releaseCorrection.ts";
import { Limits, type ReleaseDetail } from "@common/releases.ts";
import { formatPreviewStart, parsePreviewStart } from "@common/trackPreview.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { useCorrectReleaseMetadata } from "@web/api/releaseMetadata.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { useState } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { toast } from "sonner";
import { GenreOptions, SelectField, TextAreaField } from "../../releases/builder/fields.tsx";
import { EditTrackFields } from "./EditTrackFields.tsx";

const formValues = (release: ReleaseDetail): CorrectionFormValues => ({
  title: release.title,
  genre: release.genre ?? "",
  subgenre: release.subgenre ?? "",
  releaseDate: release.releaseDate ?? "",
  description: release.description ?? "",
  tracks: release.tracks.map((t) => ({
    id: t.id,
    trackNumber: t.trackNumber,
    title: t.title,
    explicit: t.explicit,
    credits: t.credits,
    duration: t.duration,
    previewStartText: t.previewStartTime === null ? "" : formatPreviewStart(t.previewStartTime),
  })),
});

/** The field's text as the request's seconds; the form has refused unreadable text already. */
const previewStartOf = (text: string): number | null | undefined => {
  const start = parsePreviewStart(text);
  return start === "invalid" ? undefined : start;
};

/** The form's values as the request: every field (the server keeps what did not change). */
const correction = (values: CorrectionFormValues): ReleaseCorrection => ({
  title: values.title,
  genre: values.genre,
  subgenre: values.subgenre,
  releaseDate: values.releaseDate,
  description: values.description,
  tracks: values.tracks.map(({ id, title, explicit, credits, previewStartText }) => ({
    id,
    title,
    explicit,
    credits,
    previewStartTime: previewStartOf(previewStartText),
  })),
});

/**
 * Edit details (issue 15): staff correct an approved or distributed release's details with the
 * builder's rules (common/releaseCorrection.ts, checked here and again by the server). Every real
 * release date is accepted: the 30-days-ahead rule is for new submissions. Codes and the artist
 * are not editable. A distributed release's stores keep the old message until Redeliver.
 */
export function EditDetailsForm({
  release,
  onDone,
}: {
  release: ReleaseDetail;
  onDone: () => void;
}) {
  const form = useForm<CorrectionFormValues>({
    resolver: zodResolver(CorrectionFormSchema),
    defaultValues: formValues(release),
  });
  const save = useCorrectReleaseMetadata(release.id);
  const [error, setError] = useState<string | null>(null);
  const { errors } = form.formState;
  const distributed = release.status === "distributed";

  const submit = form.handleSubmit((values) => {
    setError(null);
    save.mutate(correction(values), {
      onSuccess: ({ changed }) => {
        if (changed.length === 0) toast(MetadataMessages.unchanged);
        else
          toast.success(
            MetadataMessages.corrected,
            distributed ? { description: MetadataMessages.redeliverHint } : undefined,
          );
        onDone();
      },
      onError: (failure) => {
        if (failure instanceof ApiError)
          Object.entries(failure.fields).forEach(([field, message], index) => {
            // The first field named takes focus, its message read out with it.
            form.setError(
              field as FieldPath<CorrectionFormValues>,
              { message },
              { shouldFocus: index === 0 },
            );
          });
        setError(failureMessage(failure, MetadataMessages.saveFailed));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="edit-details-form">
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {distributed && (
        <p className="rounded-lg bg-ink-800 p-3 text-sm text-ink-200">
          The stores keep the details they have until you Redeliver the release.
        </p>
      )}
      <FormField
        label="Title"
        maxLength={Limits.title}
        error={errors.title?.message}
        {...form.register("title")}
      />
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
        hint="Past dates are fine: the 30-days-ahead rule is for new submissions only."
        error={errors.releaseDate?.message}
        {...form.register("releaseDate")}
      />
      <TextAreaField
        label="Description"
        rows={3}
        maxLength={Limits.description}
        {...form.register("description")}
      />
      {errors.description?.message && (
        <p className="text-xs font-medium text-danger">{errors.description.message}</p>
      )}
      {release.tracks.map((track, index) => (
        <EditTrackFields key={track.id} form={form} index={index} />
      ))}
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="ghost" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={save.isPending}>
          Save details
        </Button>
      </div>
    </form>
  );
}
