import { X } from "lucide-react";
import { Dialog, VisuallyHidden } from "radix-ui";
import { type ReactNode, type RefObject, useRef } from "react";

interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top bar's menu button, which opens the drawer: focus goes back to it on close. */
  opener: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
}

/**
 * The sidebar as a drawer from the left on narrow screens (a Radix dialog: focus trapped).
 * Opened from a button outside the dialog (not a Dialog.Trigger), so focus is placed by hand:
 * on the drawer itself when it opens (Radix would pick its first button that is not a link,
 * Sign Out, where an Enter meant for the menu signs the user out), and back on the menu button
 * when it closes (Radix would leave it on the page's body).
 */
export function MobileSidebar({ open, onOpenChange, opener, children }: MobileSidebarProps) {
  const drawer = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-menu"
          ref={drawer}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            drawer.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-ink-800 bg-ink-900 shadow-2xl focus:outline-none lg:hidden"
        >
          <VisuallyHidden.Root>
            <Dialog.Title>Menu</Dialog.Title>
          </VisuallyHidden.Root>
          {children}
          <Dialog.Close
            aria-label="Close menu"
            className="absolute top-5 right-3 rounded-md p-1.5 text-ink-400 hover:bg-ink-800 hover:text-ink-50"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
