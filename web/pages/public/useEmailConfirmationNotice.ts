import { withoutParams } from "@web/lib/withoutParams.ts";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { AuthScreenMessages } from "../auth/messages.ts";

/**
 * The confirmation mail's link lands on /?confirmed=1&email=… (or confirmed=0 when the token is
 * bad or old): say so, open the next step in the sign-in dialog with the confirmed address filled
 * in, and drop the parameters from the address bar.
 * The toast library loads only here, when there is something to say; the dialog brings the
 * toaster that shows it.
 */
export function useEmailConfirmationNotice() {
  const [params, setParams] = useSearchParams();
  const { openAuthDialog } = useAuthDialog();
  const confirmed = params.get("confirmed");
  const email = params.get("email") ?? undefined;

  useEffect(() => {
    if (confirmed === null) return;
    // Fixed toast ids: React's development double-run of effects shows one toast, not two.
    if (confirmed === "1") {
      void import("sonner").then(({ toast }) =>
        toast.success(AuthScreenMessages.emailConfirmed, { id: "email-confirmed" }),
      );
      openAuthDialog("signIn", email);
    } else {
      // The way to resend is the dialog itself, opened right away in its resend mode.
      void import("sonner").then(({ toast }) =>
        toast.error(AuthScreenMessages.confirmationLinkInvalid, {
          id: "email-confirmation-invalid",
        }),
      );
      openAuthDialog("resend");
    }
    setParams((current) => withoutParams(current, "confirmed", "email"), { replace: true });
  }, [confirmed, email, openAuthDialog, setParams]);
}
