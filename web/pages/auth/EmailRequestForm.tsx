import { EmailSchema } from "@common/auth.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForgotPassword, useResendConfirmation } from "@web/api/auth.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AuthScreenMessages } from "./messages.ts";

const EmailFormSchema = z.object({ email: EmailSchema });

interface EmailRequestFormProps {
  /** forgot: POST /api/auth/forgot-password; resend: POST /api/auth/resend-confirmation. */
  kind: "forgot" | "resend";
  defaultEmail: string;
  onBack: (email: string) => void;
}

/** Asks for an address and mails a link to it, then shows the server's answer. */
export function EmailRequestForm({ kind, defaultEmail, onBack }: EmailRequestFormProps) {
  const form = useForm({
    resolver: zodResolver(EmailFormSchema),
    defaultValues: { email: defaultEmail },
  });
  const forgot = useForgotPassword();
  const resend = useResendConfirmation();
  const request = kind === "forgot" ? forgot : resend;

  const submit = form.handleSubmit(({ email }) => request.mutate(email));

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {request.error && <FormAlert tone="error">{request.error.message}</FormAlert>}
      {request.isSuccess && <FormAlert tone="success">{request.data.message}</FormAlert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register("email")}
      />
      <Button type="submit" size="lg" className="w-full" busy={request.isPending}>
        {kind === "forgot" ? "Send reset link" : AuthScreenMessages.resendConfirmation}
      </Button>
      <button
        type="button"
        onClick={() => onBack(form.getValues("email"))}
        className="text-sm font-medium text-ink-300 hover:text-ink-50"
      >
        Back to sign in
      </button>
    </form>
  );
}
