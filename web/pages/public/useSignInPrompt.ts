import { withoutParams } from "@web/lib/withoutParams.ts";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { useAuthDialog } from "../auth/authDialogContext.ts";
import { AuthScreenMessages } from "../auth/messages.ts";
import { returnPath } from "../auth/returnPath.ts";

/**
 * The route guard sends a signed-out visitor of a signed-in page to /?signin=required (a link
 * from a mail opened while signed out) or /?signin=ended (the session ended under the user:
 * expired, signed out on another device, the password changed elsewhere), each with the page
 * as `next` (and an ended session's address as `email`). Open the sign-in dialog with the address
 * filled in, say why when the session ended, come back to that page after signing in, and drop
 * the parameters from the address bar.
 */
export function useSignInPrompt() {
  const [params, setParams] = useSearchParams();
  const { openAuthDialog } = useAuthDialog();
  const reason = params.get("signin");
  const next = returnPath(params.get("next")) ?? undefined;
  const email = params.get("email") ?? "";

  useEffect(() => {
    if (reason !== "required" && reason !== "ended") return;
    // A fixed toast id: React's development double-run of effects shows one toast, not two.
    if (reason === "ended")
      void import("sonner").then(({ toast }) =>
        toast.info(AuthScreenMessages.sessionEnded, { id: "session-ended" }),
      );
    openAuthDialog("signIn", email, next);
    setParams((current) => withoutParams(current, "signin", "email", "next"), { replace: true });
  }, [reason, email, next, openAuthDialog, setParams]);
}
