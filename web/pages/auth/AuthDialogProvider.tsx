import { type ReactNode, useMemo, useState } from "react";
import { AuthDialog, type AuthDialogState } from "./AuthDialog.tsx";
import { AuthDialogContext, type AuthDialogControls } from "./authDialogContext.ts";

/** Holds the one sign-in dialog of the app, so any screen can open it in the right mode. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState | null>(null);
  const controls = useMemo<AuthDialogControls>(
    () => ({ openAuthDialog: (mode, email = "") => setState({ mode, email }) }),
    [],
  );
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      <AuthDialog state={state} onChange={setState} />
    </AuthDialogContext.Provider>
  );
}
