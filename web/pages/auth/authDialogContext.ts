import { createContext, useContext } from "react";

/** What the sign-in dialog is showing (spec §2: sign in, create account, two-factor step). */
export type AuthMode = "signIn" | "signUp" | "forgot" | "resend" | "twoFactor";

export interface AuthDialogControls {
  /**
   * Opens the dialog in a mode; `email` pre-fills the form when known; `returnTo` is the signed-in
   * page to open after signing in (the dashboard when absent); `confirmToken`, from a
   * confirmation mail's link, makes the sign-in confirm the address.
   */
  openAuthDialog: (
    mode: AuthMode,
    email?: string,
    returnTo?: string,
    confirmToken?: string,
  ) => void;
}

export const AuthDialogContext = createContext<AuthDialogControls | null>(null);

export function useAuthDialog(): AuthDialogControls {
  const controls = useContext(AuthDialogContext);
  if (!controls) throw new Error("useAuthDialog must be used inside <AuthDialogProvider>");
  return controls;
}
