import { Toaster } from "sonner";

/** The app's one toaster (decision 5: the spec's alerts are toasts). */
export function AppToaster() {
  return (
    <Toaster
      theme="dark"
      position="top-right"
      richColors
      closeButton
      toastOptions={{ className: "font-sans" }}
    />
  );
}
