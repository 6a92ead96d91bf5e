import { AuthMessages } from "@common/auth.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { useDisableTwoFactor, useResetTwoFactor } from "@web/api/twoFactor.ts";
import { Button } from "@web/components/Button.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { type Enrolment, PasswordConfirmSchema } from "./enrolment.ts";

/** Two-factor on: the password, then Disable, or Reset TOTP (a new QR code and backup codes). */
export function ManageTwoFactorForm({ onReset }: { onReset: (e: Enrolment) => void }) {
  const form = useForm({
    resolver: zodResolver(PasswordConfirmSchema),
    defaultValues: { password: "" },
  });
  // A wrong password goes under the field; anything else is a toast with the spec's wording.
  const onError = (fallback: string) => (error: Error) => {
    applyServerFieldErrors(error, form.setError, ["password"]);
    if (!(error instanceof ApiError && error.fields.password)) {
      toast.error(failureMessage(error, fallback));
    }
  };
  const disable = useDisableTwoFactor({
    onSuccess: () => toast.success(AuthMessages.twoFactorDisabled),
    onError: onError(AuthMessages.twoFactorDisableFailed),
  });
  const reset = useResetTwoFactor({
    onSuccess: (enrolment) => {
      toast.success(enrolment.message ?? AuthMessages.twoFactorReset);
      onReset(enrolment);
    },
    onError: onError(AuthMessages.twoFactorResetFailed),
  });
  const busy = disable.isPending || reset.isPending;

  const runDisable = form.handleSubmit(({ password }) => disable.mutate(password));
  const runReset = form.handleSubmit(({ password }) => reset.mutate(password));

  return (
    <form onSubmit={runDisable} noValidate className="max-w-sm space-y-4">
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        hint="Needed to turn two-factor off or to move it to a new device."
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger" busy={disable.isPending} disabled={busy}>
          Disable
        </Button>
        <Button variant="secondary" busy={reset.isPending} disabled={busy} onClick={runReset}>
          Reset TOTP
        </Button>
      </div>
    </form>
  );
}
