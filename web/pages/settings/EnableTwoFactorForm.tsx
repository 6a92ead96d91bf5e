import { AuthMessages } from "@common/auth.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { meQuery } from "@web/api/session.ts";
import { useEnableTwoFactor } from "@web/api/twoFactor.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { useForm } from "react-hook-form";
import { type Enrolment, PasswordConfirmSchema } from "./enrolment.ts";

/** Two-factor off: the password, then POST /api/account/two-factor/enable. */
export function EnableTwoFactorForm({
  onEnrolling,
}: {
  onEnrolling: (enrolment: Enrolment, password: string) => void;
}) {
  const form = useForm({
    resolver: zodResolver(PasswordConfirmSchema),
    defaultValues: { password: "" },
  });
  const enable = useEnableTwoFactor();
  const queryClient = useQueryClient();

  const submit = form.handleSubmit(({ password }) =>
    enable.mutate(password, {
      onSuccess: (enrolment) => onEnrolling(enrolment, password),
      onError: (error) => {
        applyServerFieldErrors(error, form.setError, ["password"]);
        // 409: another tab finished enrolment; show the settings as they are now.
        if (error instanceof ApiError && error.status === 409) {
          void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
        }
      },
    }),
  );

  const wrongPassword = enable.error instanceof ApiError && enable.error.fields.password;
  return (
    <form onSubmit={submit} noValidate className="max-w-sm space-y-4">
      {enable.error && !wrongPassword && (
        <FormAlert tone="error">
          {failureMessage(enable.error, AuthMessages.twoFactorEnrollFailed)}
        </FormAlert>
      )}
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        hint="Confirm it is you before changing how you sign in."
        error={form.formState.errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" busy={enable.isPending}>
        Enable Two-Factor Authentication
      </Button>
    </form>
  );
}
