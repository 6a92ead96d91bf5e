import {
  ModerationFailures,
  SUSPENSION_DAYS,
  SuspendUserSchema,
  type SuspensionType,
} from "@common/moderation.ts";
import type { AdminUser } from "@common/userManagement.ts";
import { displayName } from "@common/users.ts";
import { failureMessage } from "@web/api/client.ts";
import { useSuspendUser } from "@web/api/moderation.ts";
import { Button } from "@web/components/Button.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { useFocusFirstInvalid } from "@web/lib/useFocusFirstInvalid.ts";
import { type FormEvent, useState } from "react";
import { toast } from "sonner";
import { ChoiceGroup } from "./ChoiceGroup.tsx";
import { fieldErrors, ReasonField } from "./ReasonField.tsx";

const TYPES = [
  { value: "temporary", label: "Temporary" },
  { value: "permanent", label: "Permanent" },
] as const;

/**
 * Suspend User (spec document 2 §2, §5): a reason, and either a temporary suspension of 1-365
 * days (7 by default) or a permanent one (a ban). Checked with the server's own schema.
 */
export function SuspendUserModal({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [type, setType] = useState<SuspensionType>("temporary");
  const [days, setDays] = useState(String(SUSPENSION_DAYS.default));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const suspend = useSuspendUser();

  const { container, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SuspendUserSchema.safeParse({
      reason,
      type,
      // A permanent suspension has no duration; the default stands in for the schema.
      days: type === "temporary" ? (days.trim() === "" ? Number.NaN : Number(days)) : undefined,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid();
      return;
    }
    setErrors({});
    suspend.mutate(
      { id: user.id, body: parsed.data },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          console.error("Suspend failed", error);
          toast.error(failureMessage(error, ModerationFailures.suspend));
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !suspend.isPending && onClose()}
      title="Suspend User"
      description={`${displayName(user)} (${user.email}) will see only the suspension screen, with your reason, until the suspension ends or is removed.`}
      testId="suspend-user-modal"
    >
      <form ref={container} onSubmit={submit} noValidate className="space-y-5">
        <ChoiceGroup
          legend="Suspension type"
          name="suspension-type"
          value={type}
          options={TYPES}
          onChange={setType}
        />
        {type === "temporary" ? (
          <FormField
            label="Duration (days)"
            type="number"
            inputMode="numeric"
            min={SUSPENSION_DAYS.min}
            max={SUSPENSION_DAYS.max}
            step={1}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            error={errors.days}
            hint={`${SUSPENSION_DAYS.min} to ${SUSPENSION_DAYS.max} days.`}
          />
        ) : (
          <p className="rounded-lg bg-danger/10 px-3.5 py-3 text-sm text-red-200 ring-1 ring-danger/40 ring-inset">
            A permanent suspension bans the account. It has no end date.
          </p>
        )}
        <ReasonField
          value={reason}
          onChange={setReason}
          error={errors.reason}
          placeholder="Explain why this account is suspended. The user will see this."
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={suspend.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" busy={suspend.isPending}>
            {type === "permanent" ? "Ban User" : "Suspend User"}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
