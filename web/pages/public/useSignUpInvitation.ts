import { withoutParams } from "@web/lib/withoutParams.ts";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";

/**
 * A collaborator's royalty invitation links to /?signup=invited#email=…: their share is held for
 * that address until an account has it (issue 19). Open Create Account with the address filled
 * in, and drop the parameters from the address bar. The address rides in the fragment, which
 * browsers never send, so it stays out of the server's and any proxy's access logs; invitations
 * mailed before that carry it in the query (`&email=…`), still read.
 */
export function useSignUpInvitation() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const params = new URLSearchParams(search);
  const invited = params.get("signup") === "invited";
  const email = new URLSearchParams(hash.slice(1)).get("email") ?? params.get("email") ?? "";

  useEffect(() => {
    if (!invited) return;
    openAuthDialog("signUp", email);
    const rest = withoutParams(new URLSearchParams(search), "signup", "email").toString();
    navigate({ search: rest ? `?${rest}` : "", hash: "" }, { replace: true });
  }, [invited, email, search, openAuthDialog, navigate]);
}
