import type { CorrectionFormValues } from "@common/releaseCorrection.ts";
import { DEFAULT_CREDIT_ROLE, Limits } from "@common/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { FormField, inputClass } from "@web/components/FormField.tsx";
import { Plus, X } from "lucide-react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { CheckboxField } from "../../releases/builder/fields.tsx";
import { previewStartInput } from "../../releases/builder/PreviewStartField.tsx";

/**
 * One track in the Edit details dialog: its title, explicit, its credits (name and role,
 * "Artist" when blank; rows without a name are dropped, as the builder does) and its preview
 * start (the builder's field and rules). The ISRC is not here: codes never change.
 */
export function EditTrackFields({
  form,
  index,
}: {
  form: UseFormReturn<CorrectionFormValues>;
  index: number;
}) {
  const track = form.getValues(`tracks.${index}`);
  const label = `Track ${track.trackNumber}`;
  const credits = useFieldArray({ control: form.control, name: `tracks.${index}.credits` });
  const titleError = form.formState.errors.tracks?.[index]?.title?.message;
  const previewError = form.formState.errors.tracks?.[index]?.previewStartText?.message;
  return (
    <fieldset
      className="space-y-3 rounded-xl p-4 ring-1 ring-ink-700 ring-inset"
      data-testid={`edit-track-${track.trackNumber}`}
    >
      <legend className="px-1 text-sm font-bold text-ink-100">{label}</legend>
      <FormField
        label={`${label} title`}
        maxLength={Limits.trackTitle}
        error={titleError}
        {...form.register(`tracks.${index}.title`)}
      />
      <CheckboxField label="Explicit" {...form.register(`tracks.${index}.explicit`)} />
      <FormField
        {...previewStartInput}
        aria-label={`${label} preview start`}
        error={previewError}
        {...form.register(`tracks.${index}.previewStartText`)}
      />
      <fieldset className="space-y-2" aria-label={`${label} credits`}>
        <legend className="mb-2 text-sm font-medium text-ink-200">Credits</legend>
        {credits.fields.map((credit, i) => (
          <div key={credit.id} className="flex gap-2">
            <input
              aria-label={`${label} credit ${i + 1} name`}
              placeholder="Name"
              className={inputClass}
              maxLength={Limits.name}
              {...form.register(`tracks.${index}.credits.${i}.name`)}
            />
            <input
              aria-label={`${label} credit ${i + 1} role`}
              placeholder={DEFAULT_CREDIT_ROLE}
              className={`${inputClass} max-w-40`}
              maxLength={Limits.role}
              {...form.register(`tracks.${index}.credits.${i}.role`)}
            />
            <Button
              variant="ghost"
              className="h-11"
              aria-label={`Remove ${label} credit ${i + 1}`}
              onClick={() => credits.remove(i)}
            >
              <X aria-hidden className="size-4" />
            </Button>
          </div>
        ))}
        <Button
          variant="ghost"
          size="sm"
          disabled={credits.fields.length >= Limits.credits}
          onClick={() => credits.append({ name: "", role: DEFAULT_CREDIT_ROLE })}
        >
          <Plus aria-hidden className="size-4" />
          Add Credit
        </Button>
      </fieldset>
    </fieldset>
  );
}
