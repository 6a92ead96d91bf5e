import {
  IssueWarningSchema,
  ModerationFailures,
  WARNING_SEVERITIES,
  type WarningSeverity,
} from "@common/moderation.ts";
import type { AdminUser } from "@common/userManagement.ts";
import { displayName } from "@common/users.ts";
import { failureMessage } from "@web/api/client.ts";
import { useIssueWarning } from "@web/api/moderation.ts";
import { Button } from "@web/components/Button.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { useFocusFirstInvalid } from "@web/lib/useFocusFirstInvalid.ts";
import { type FormEvent, useRef, useState } from "react";
import { toast } from "sonner";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { fieldErrors, ReasonField } from "./ReasonField.tsx";

const SEVERITY_OPTIONS = WARNING_SEVERITIES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

/**
 * Issue Warning (spec document 2 §2, §5): a reason, severity low, medium (default) or high, and
 * optionally a number of days after which it no longer shows. The user must acknowledge it.
 */
export function IssueWarningModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [severity, setSeverity] = useState<WarningSeverity>("medium");
  const [reason, setReason] = useState("");
  const [expiresInDays, setExpiresInDays] = useState("");
  const expiryField = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const warn = useIssueWarning();

  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = IssueWarningSchema.safeParse({
      reason,
      severity,
      // A number field holding what is no number ("1e") reads as empty; empty means "never
      // expires", so the field's own verdict tells the two apart.
      expiresInDays: expiryField.current?.validity.badInput
        ? Number.NaN
        : expiresInDays.trim() === ""
          ? null
          : Number(expiresInDays),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    warn.mutate(
      { id: user.id, body: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          console.error("Warning failed", error);
          toast.error(failureMessage(error, ModerationFailures.warn));
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !warn.isPending && onClose()}
      title="Issue Warning"
      description={`${displayName(user)} (${user.email}) must acknowledge this warning before continuing.`}
      testId="issue-warning-modal"
    >
      <form ref={container} onSubmit={submit} noValidate className="space-y-5">
        <ChoiceGroup
          legend="Severity"
          name="warning-severity"
          value={severity}
          options={SEVERITY_OPTIONS}
          onChange={setSeverity}
        />
        <ReasonField
          value={reason}
          onChange={setReason}
          error={errors.reason}
          placeholder="What did the user do? They will see this text."
        />
        <FormField
          label="Expires after (days, optional)"
          ref={expiryField}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          value={expiresInDays}
          onChange={(event) => setExpiresInDays(event.target.value)}
          error={errors.expiresInDays}
          hint="Leave empty for a warning that does not expire."
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={warn.isPending}>
            Cancel
          </Button>
          <Button type="submit" busy={warn.isPending}>
            Issue Warning
          </Button>
        </div>
      </form>
    </Modal>
  );
}
