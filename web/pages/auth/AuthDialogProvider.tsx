import { requestToaster } from "@web/components/ToasterHost.tsx";
import { preloadSignedInScreen } from "@web/shell/signedInChunks.ts";
import { lazy, type ReactNode, Suspense, useMemo, useState } from "react";
import type { AuthDialogProps, AuthDialogState } from "./AuthDialog.tsx";
import { AuthDialogContext, type AuthDialogControls } from "./authDialogContext.ts";

// The dialog's code (forms, zod, Radix) loads on the first open, not with the page (issue 6).
const loadDialog = () => import("./AuthDialog.tsx");
const LazyAuthDialog = lazy(async () => {
  const [{ AuthDialog }, { QueryProvider }] = await Promise.all([
    loadDialog(),
    import("../../QueryProvider.tsx"),
  ]);
  return {
    default: (props: AuthDialogProps) => (
      <QueryProvider>
        <AuthDialog {...props} />
      </QueryProvider>
    ),
  };
});

/** Starts loading the dialog early, e.g. when a pointer comes near a "Log In" button. */
export function preloadAuthDialog() {
  void loadDialog();
  void import("../../QueryProvider.tsx");
}

/** Holds the one sign-in dialog of the app, so any screen can open it in the right mode. */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthDialogState | null>(null);
  // Mounted from the first open on, so it can animate closed and reopen without a wait.
  const [wanted, setWanted] = useState(false);
  const controls = useMemo<AuthDialogControls>(
    () => ({
      openAuthDialog: (mode, email = "", returnTo, confirmToken) => {
        // Sign-up and the mail-link notices answer with toasts.
        requestToaster();
        // The dashboard's code comes while the visitor types, so signing in opens it at once
        // rather than after its chunks' round trips (a second or more on a slow connection).
        void preloadSignedInScreen((returnTo ?? "/dashboard").split("?")[0] ?? "/dashboard");
        setWanted(true);
        setState({ mode, email, returnTo, confirmToken });
      },
    }),
    [],
  );
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <LazyAuthDialog state={state} onChange={setState} />
        </Suspense>
      )}
    </AuthDialogContext.Provider>
  );
}
