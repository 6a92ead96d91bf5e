import { requestToaster } from "@web/components/ToasterHost.tsx";
import { withoutParams } from "@web/lib/withoutParams.ts";
import type { NavigateFunction } from "react-router";
import { toast } from "sonner";
import type { AuthDialogControls } from "../auth/authDialogContext.ts";

/** A royalty invitation opened while signed in to another account. */
export const invitationForAnother = (invited: string, signedInAs: string) =>
  invited
    ? `This invitation is for ${invited}, and you are signed in as ${signedInAs}. Sign out to create an account for ${invited}.`
    : `You are signed in as ${signedInAs}. Sign out to create an account.`;

/**
 * The toast's Sign out: ends this session, then opens the invitation again as a fresh page, so
 * nothing of the account stays in memory (its cached pages, its live connection) and the
 * signed-out visitor gets Create Account with the address in.
 */
async function signOutAndOpen(invited: string) {
  // Spec §8: sign-out ignores failures; the page that follows shows whether it worked.
  await fetch("/api/auth/sign-out", { method: "POST", credentials: "same-origin" }).catch(
    () => null,
  );
  const fragment = invited ? `#${new URLSearchParams({ email: invited })}` : "";
  window.location.assign(`/?signup=invited${fragment}`);
}

/**
 * What an opened invitation link does (useSignUpInvitation), loaded only when one is opened so
 * the home page's first load (under 100 KB of JavaScript: e2e/publicSite.e2e.ts) does not carry
 * it. Signed out: Create Account with the address in. The address's owner, signed in: their
 * earnings, where the share now is. Anyone else signed in: a toast saying whose invitation it
 * is (a shared computer, a forwarded mail), with Sign out to create that account, since
 * signing up would leave their own session.
 * The address bar loses the link's parameters in every case.
 */
export function openInvitation(link: {
  search: string;
  hash: string;
  signedInAs: string | null;
  openAuthDialog: AuthDialogControls["openAuthDialog"];
  navigate: NavigateFunction;
}) {
  const { search, hash, signedInAs, openAuthDialog, navigate } = link;
  const params = new URLSearchParams(search);
  const email = new URLSearchParams(hash.slice(1)).get("email") ?? params.get("email") ?? "";
  const rest = withoutParams(params, "signup", "email").toString();
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
    toast.info(invitationForAnother(email, signedInAs), {
      id: "invitation-for-another",
      duration: 30_000,
      action: { label: "Sign out", onClick: () => void signOutAndOpen(email) },
    });
    clearAddressBar();
  }
}
