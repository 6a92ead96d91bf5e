import { X } from "lucide-react";
import { Dialog, VisuallyHidden } from "radix-ui";
import type { ReactNode } from "react";

interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/** The sidebar as a drawer from the left on narrow screens (a Radix dialog: focus trapped). */
export function MobileSidebar({ open, onOpenChange, children }: MobileSidebarProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          data-testid="mobile-menu"
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
