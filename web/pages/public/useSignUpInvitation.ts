import { withoutParams } from "@web/lib/withoutParams.ts";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";

/**
 * A collaborator's royalty invitation links to /?signup=invited&email=…: their share is held for
 * that address until an account has it (issue 19). Open Create Account with the address filled
 * in, and drop the parameters from the address bar.
 */
export function useSignUpInvitation() {
  const [params, setParams] = useSearchParams();
  const { openAuthDialog } = useAuthDialog();
  const invited = params.get("signup") === "invited";
  const email = params.get("email") ?? "";

  useEffect(() => {
    if (!invited) return;
    openAuthDialog("signUp", email);
    setParams((current) => withoutParams(current, "signup", "email"), { replace: true });
  }, [invited, email, openAuthDialog, setParams]);
}
