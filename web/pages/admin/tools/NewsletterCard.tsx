import { NewsletterInputSchema } from "@common/account.ts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSendNewsletter } from "@web/api/admin.ts";
import { failureMessage } from "@web/api/client.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { FormField } from "@web/components/FormField.tsx";
import { cn } from "@web/lib/cn.ts";
import { Mail } from "lucide-react";
import { useForm } from "react-hook-form";

/**
 * The label newsletter: mailed to users whose marketing emails are on (the server picks them),
 * each with a one-click unsubscribe link.
 */
export function NewsletterCard() {
  const form = useForm({
    resolver: zodResolver(NewsletterInputSchema),
    defaultValues: { subject: "", body: "" },
  });
  const send = useSendNewsletter();
  const submit = form.handleSubmit((values) =>
    send.mutate(values, { onSuccess: () => form.reset() }),
  );
  const bodyError = form.formState.errors.body?.message;

  return (
    <Card aria-labelledby="newsletter-heading" data-testid="newsletter-card">
      <h2
        id="newsletter-heading"
        className="flex items-center gap-2 text-lg font-bold tracking-tight"
      >
        <Mail aria-hidden className="size-5 text-accent" />
        Newsletter
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-300">
        Sent to every confirmed user with marketing emails on. Each mail has an unsubscribe link.
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label="Subject"
          error={form.formState.errors.subject?.message}
          {...form.register("subject")}
        />
        <div className="space-y-1.5">
          <label htmlFor="newsletter-body" className="block text-sm font-medium text-ink-200">
            Message
          </label>
          <textarea
            id="newsletter-body"
            rows={6}
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? "newsletter-body-error" : undefined}
            className={cn(
              "block w-full rounded-lg bg-ink-950 px-3.5 py-2.5 text-[15px] text-ink-50",
              "ring-1 ring-ink-600 ring-inset focus:ring-2 focus:ring-accent focus:outline-none",
              "aria-[invalid=true]:ring-danger/70",
            )}
            {...form.register("body")}
          />
          {bodyError && (
            <p id="newsletter-body-error" className="text-xs font-medium text-danger">
              {bodyError}
            </p>
          )}
        </div>
        {send.isSuccess && (
          <FormAlert tone="success">
            <span data-testid="newsletter-result">{send.data.message}</span>
          </FormAlert>
        )}
        {send.isError && (
          <FormAlert tone="error">
            {failureMessage(send.error, "Failed to send the newsletter")}
          </FormAlert>
        )}
        <Button type="submit" busy={send.isPending}>
          Send
        </Button>
      </form>
    </Card>
  );
}
