import { AuthMessages, PASSWORD_MIN_LENGTH, ResetPasswordFormSchema } from "@common/auth.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useResetPassword } from "@web/api/auth.ts";
import { ApiError } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { applyServerFieldErrors } from "@web/lib/serverFieldErrors.ts";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { AuthScreenMessages } from "../auth/messages.ts";

/** /reset-password?token=…: the page the password reset mail links to. */
export function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { openAuthDialog } = useAuthDialog();
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ password }) =>
    reset.mutate(
      { token, password },
      { onError: (error) => applyServerFieldErrors(error, form.setError, ["password"]) },
    ),
  );
  const askAgain = (
    <Button size="sm" variant="secondary" onClick={() => openAuthDialog("forgot")}>
      Request a new link
    </Button>
  );

  if (!token) {
    return (
      <ResetCard>
        <FormAlert tone="error">
          <p>{AuthScreenMessages.resetLinkMissing}</p>
          {askAgain}
        </FormAlert>
      </ResetCard>
    );
  }

  if (reset.isSuccess) {
    return (
      <ResetCard>
        <FormAlert tone="success">{reset.data.message ?? AuthMessages.resetDone}</FormAlert>
        <Button size="lg" className="w-full" onClick={() => openAuthDialog("signIn")}>
          Sign In
        </Button>
      </ResetCard>
    );
  }

  const badToken = reset.error instanceof ApiError && reset.error.code === "INVALID_TOKEN";
  return (
    <ResetCard>
      <form onSubmit={submit} noValidate className="space-y-4">
        {reset.error && (
          <FormAlert tone="error">
            <p>{reset.error.message}</p>
            {badToken && askAgain}
          </FormAlert>
        )}
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
          {...form.register("password")}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register("confirmPassword")}
        />
        <Button type="submit" size="lg" className="w-full" busy={reset.isPending}>
          Reset Password
        </Button>
      </form>
    </ResetCard>
  );
}

function ResetCard({ children }: { children: ReactNode }) {
  return (
    <section className="stage-glow px-5 py-16 sm:py-24">
      <div className="mx-auto max-w-md rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700 sm:p-8">
        <h1 className="text-2xl font-black tracking-tight">Choose a new password</h1>
        <p className="mt-1.5 mb-6 text-sm text-ink-300">
          Pick a password you do not use anywhere else.
        </p>
        <div className="space-y-5">{children}</div>
      </div>
    </section>
  );
}
