import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { usePublicSession } from "./publicSession.ts";

/**
 * A collaborator's royalty invitation links to /?signup=invited#email=…: their share is held for
 * that address until an account has it (issue 19). The address rides in the fragment, which
 * browsers never send, so it stays out of the server's and any proxy's access logs; invitations
 * mailed before that carry it in the query (`&email=…`), still read. Once the session is known,
 * openInvitation.ts decides: Create Account with the address in, the owner's earnings, or a
 * word to someone signed in to another account.
 */
export function useSignUpInvitation() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const { openAuthDialog } = useAuthDialog();
  const session = usePublicSession();
  const invited = new URLSearchParams(search).get("signup") === "invited";
  const known = session.status !== "loading";
  const signedInAs = session.user?.email ?? null;

  useEffect(() => {
    if (!invited || !known) return;
    let current = true;
    void import("./openInvitation.ts").then(({ openInvitation }) => {
      if (current) openInvitation({ search, hash, signedInAs, openAuthDialog, navigate });
    });
    return () => {
      current = false;
    };
  }, [invited, known, search, hash, signedInAs, openAuthDialog, navigate]);
}
