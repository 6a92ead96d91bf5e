import { cn } from "@web/lib/cn.ts";
import { useReturnFocus } from "@web/lib/useReturnFocus.ts";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";

/**
 * A form dialog opens with the caret in its first field, not on its first button; or in the
 * field marked `data-autofocus`, when the form knows the first is filled in already (the sign-in
 * form opened with the address of an ended session goes straight to Password).
 */
function focusFirstInput(event: Event) {
  const container = event.currentTarget;
  if (!(container instanceof HTMLElement)) return;
  const input =
    container.querySelector<HTMLInputElement>("input[data-autofocus]:not([disabled])") ??
    container.querySelector<HTMLInputElement>("input:not([type=hidden]):not([disabled])");
  if (!input) return;
  event.preventDefault();
  input.focus();
}

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Width on wider screens. One class per size: Tailwind classes are not merged, so a
   * second max-w-* passed in would lose to this one depending on stylesheet order. */
  size?: keyof typeof WIDTHS;
  testId?: string;
}

const WIDTHS = { md: "max-w-md", lg: "max-w-lg", xl: "max-w-md sm:max-w-2xl" } as const;

/**
 * A centred dialog on Radix Dialog: focus trap, Escape to close, title as accessible name, and
 * focus back on the button that opened it when it closes.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = "md",
  testId,
}: ModalProps) {
  const focus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <Dialog.Content
          data-testid={testId}
          onOpenAutoFocus={(event) => {
            focus.rememberOpener();
            focusFirstInput(event);
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          // Without a description, say so, rather than point at one that does not exist.
          {...(description ? {} : { "aria-describedby": undefined })}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)]",
            WIDTHS[size],
            "-translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-ink-900 p-6 sm:p-8",
            "shadow-2xl shadow-black/60 ring-1 ring-ink-700 focus:outline-none",
          )}
        >
          <div className="mb-6 pr-8">
            <Dialog.Title className="text-2xl font-black tracking-tight text-ink-50">
              {title}
            </Dialog.Title>
            {description ? (
              <Dialog.Description className="mt-1.5 text-sm text-ink-300">
                {description}
              </Dialog.Description>
            ) : null}
          </div>
          {children}
          <Dialog.Close
            aria-label="Close"
            className="absolute top-4 right-4 rounded-md p-1.5 text-ink-400 hover:bg-ink-800 hover:text-ink-50"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
