import { withoutParams } from "@web/lib/withoutParams.ts";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { AuthScreenMessages } from "../auth/messages.ts";

/**
 * The confirmation mail's link lands on /?confirm=1#email=…&token=… (or /?confirmed=0 when the
 * token is bad or old). Open the sign-in dialog with the address filled in and the token kept:
 * signing in there confirms the address (server/routes/auth), so whoever confirms it also knows
 * the password. Then drop the parameters from the address bar.
 * The toast library loads only here, when there is something to say; the dialog brings the
 * toaster that shows it.
 */
export function useEmailConfirmationNotice() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const params = new URLSearchParams(search);
  const confirm = params.get("confirm") === "1";
  const invalid = params.get("confirmed") === "0";
  const fragment = new URLSearchParams(hash.slice(1));
  const email = fragment.get("email") ?? "";
  const token = fragment.get("token") ?? "";

  useEffect(() => {
    if (!confirm && !invalid) return;
    if (confirm && token) {
      openAuthDialog("signIn", email, undefined, token);
    } else {
      // The way to resend is the dialog itself, opened right away in its resend mode.
      // A fixed toast id: React's development double-run of effects shows one toast, not two.
      void import("sonner").then(({ toast }) =>
        toast.error(AuthScreenMessages.confirmationLinkInvalid, {
          id: "email-confirmation-invalid",
        }),
      );
      openAuthDialog("resend");
    }
    const rest = withoutParams(new URLSearchParams(search), "confirm", "confirmed").toString();
    navigate({ search: rest ? `?${rest}` : "", hash: "" }, { replace: true });
  }, [confirm, invalid, email, token, search, openAuthDialog, navigate]);
}
