import {
  AdminToolsMessages,
  AnnouncementInputSchema,
  type AnnouncementValues,
  expiryInPast,
} from "@common/adminTools.ts";
import { NOTIFICATION_TYPES } from "@common/notifications.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@web/components/Button.tsx";
import { FormField, inputClass } from "@web/components/FormField.tsx";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { NOTICE_STYLES } from "@web/shell/noticeStyles.ts";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextAreaField } from "./TextArea.tsx";

/** The form's own shape: the expiry as the datetime-local input holds it ("" for none). */
const AnnouncementFormSchema = AnnouncementInputSchema.pick({
  title: true,
  message: true,
  type: true,
})
  .extend({ expiresAt: z.string() })
  .refine((v) => !v.expiresAt || !Number.isNaN(new Date(v.expiresAt).getTime()), {
    message: "Enter a valid date and time.",
    path: ["expiresAt"],
  });
export type AnnouncementFormValues = z.input<typeof AnnouncementFormSchema>;

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO time as a datetime-local input shows it, in the reader's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** What the form holds, as the API takes it (a datetime-local value is local time). */
export function toAnnouncementValues(values: AnnouncementFormValues): AnnouncementValues {
  return {
    title: values.title.trim(),
    message: values.message.trim(),
    type: values.type ?? "info",
    expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
  };
}

interface AnnouncementFormProps {
  defaultValues: AnnouncementFormValues;
  submitLabel: string;
  busy: boolean;
  /** Resolves when saved (the form clears itself if `resetOnSave`); rejects with the API error. */
  onSave: (values: AnnouncementFormValues) => Promise<unknown>;
  resetOnSave?: boolean;
}

/** Create and edit an announcement: title, message, type (spec §9) and an optional expiry. */
export function AnnouncementForm({
  defaultValues,
  submitLabel,
  busy,
  onSave,
  resetOnSave = false,
}: AnnouncementFormProps) {
  const form = useForm<AnnouncementFormValues>({
    resolver: zodResolver(AnnouncementFormSchema),
    defaultValues,
  });
  const typeId = useId();
  const submit = form.handleSubmit(async (values) => {
    // A new expiry must lie ahead; an untouched one that has since passed may stay (the
    // announcement is shown as expired and the admin may be fixing its text).
    const changedExpiry = values.expiresAt && values.expiresAt !== defaultValues.expiresAt;
    if (changedExpiry && expiryInPast(new Date(values.expiresAt).toISOString())) {
      form.setError("expiresAt", { type: "validate", message: AdminToolsMessages.expiryInPast });
      return;
    }
    try {
      await onSave(values);
      if (resetOnSave) form.reset(defaultValues);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ["title", "message", "expiresAt"]);
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label="Title" error={errors.title?.message} {...form.register("title")} />
      <TextAreaField
        label="Message"
        rows={3}
        error={errors.message?.message}
        {...form.register("message")}
      />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <label htmlFor={typeId} className="block text-sm font-medium text-ink-200">
            Type
          </label>
          <select id={typeId} className={inputClass} {...form.register("type")}>
            {NOTIFICATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {NOTICE_STYLES[type].label}
              </option>
            ))}
          </select>
        </div>
        <FormField
          label="Expires (optional)"
          type="datetime-local"
          error={errors.expiresAt?.message}
          hint="Leave empty to show it until it is deactivated."
          {...form.register("expiresAt")}
        />
      </div>
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </form>
  );
}
