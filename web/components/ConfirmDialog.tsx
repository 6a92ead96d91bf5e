import { Button, type ButtonVariant } from "@web/components/Button.tsx";
import { useReturnFocus } from "@web/lib/useReturnFocus.ts";
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** The confirm button's look: danger (the default) for what removes or refuses. */
  confirmVariant?: ButtonVariant;
  /** The dismiss button's words, where "Cancel" would read as the action itself. */
  cancelLabel?: string;
}

/** "Are you sure?" before something that cannot be taken back (decision 5: confirmations stay dialogs). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  confirmVariant = "danger",
  cancelLabel = "Cancel",
}: ConfirmDialogProps) {
  // Radix focuses Cancel on open; on close, focus goes back to what opened the dialog.
  const focus = useReturnFocus();
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          onOpenAutoFocus={focus.rememberOpener}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-ink-900 p-6 shadow-2xl shadow-black/60 ring-1 ring-ink-700 focus:outline-none"
        >
          <AlertDialog.Title className="text-xl font-black tracking-tight">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-300">
            {description}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} busy={busy} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
