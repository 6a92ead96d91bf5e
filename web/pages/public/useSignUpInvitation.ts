import { requestToaster } from "@web/components/ToasterHost.tsx";
import { withoutParams } from "@web/lib/withoutParams.ts";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { AuthScreenMessages } from "../auth/messages.ts";
import { usePublicSession } from "./publicSession.ts";

/**
 * A collaborator's royalty invitation links to /?signup=invited#email=…: their share is held for
 * that address until an account has it (issue 19). Open Create Account with the address filled
 * in, and drop the parameters from the address bar. The address rides in the fragment, which
 * browsers never send, so it stays out of the server's and any proxy's access logs; invitations
 * mailed before that carry it in the query (`&email=…`), still read.
 *
 * Someone already signed in is not offered a second account: the invited address's owner goes
 * to their earnings, where the share now is; anyone else is told whose invitation it is (a
 * shared computer, a forwarded mail), since signing up there would leave their own session.
 */
export function useSignUpInvitation() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const session = usePublicSession();
  const params = new URLSearchParams(search);
  const invited = params.get("signup") === "invited";
  const email = new URLSearchParams(hash.slice(1)).get("email") ?? params.get("email") ?? "";
  const signedInAs = session.user?.email ?? null;

  useEffect(() => {
    if (!invited || session.status === "loading") return;
    const rest = withoutParams(new URLSearchParams(search), "signup", "email").toString();
    const clearAddressBar = () =>
      navigate({ search: rest ? `?${rest}` : "", hash: "" }, { replace: true });
    if (signedInAs === null) {
      openAuthDialog("signUp", email);
      clearAddressBar();
    } else if (email.toLowerCase() === signedInAs.toLowerCase()) {
      navigate("/dashboard/earnings", { replace: true });
    } else {
      // The public pages mount the toaster only when asked. A fixed toast id: React's
      // development double-run of effects shows one toast, not two.
      requestToaster();
      void import("sonner").then(({ toast }) =>
        toast.info(AuthScreenMessages.invitationForAnother(email, signedInAs), {
          id: "invitation-for-another",
          duration: 15_000,
        }),
      );
      clearAddressBar();
    }
  }, [invited, email, search, session.status, signedInAs, openAuthDialog, navigate]);
}
