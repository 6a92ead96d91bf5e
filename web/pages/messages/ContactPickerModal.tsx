import type { Contact } from "@common/messaging.ts";
import { failureMessage } from "@web/api/client.ts";
import { useStartDirect } from "@web/api/messaging.ts";
import { Modal } from "@web/components/Modal.tsx";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { LoaderCircle, MessageSquarePlus } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ContactLine, ContactResults } from "./ContactResults.tsx";

interface ContactPickerModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Contact Staff" for artists, "Contact Artist" for staff and admins (spec §2). */
  title: string;
  onOpened: (conversationId: string) => void;
}

/** Pick someone to talk to: opens (or reopens) the direct chat with them. */
export function ContactPickerModal({
  open,
  onOpenChange,
  title,
  onOpened,
}: ContactPickerModalProps) {
  const [q, setQ] = useState("");
  const start = useStartDirect();

  const pick = (contact: Contact) =>
    start.mutate(contact.id, {
      onSuccess: (conversation) => {
        onOpenChange(false);
        setQ("");
        onOpened(conversation.id);
      },
      onError: (error) => toast.error(failureMessage(error, "Failed to start the conversation.")),
    });

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Choose who to message. Your conversation opens right away."
      testId="contact-picker"
    >
      <SearchInput
        label="Search people"
        placeholder="Search by name or email"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <div className="-mx-2 mt-3 max-h-80 overflow-y-auto">
        <ContactResults
          params={{ purpose: "direct", q }}
          emptyText="There is no one to contact yet."
          renderContact={(contact) => {
            const busy = start.isPending && start.variables === contact.id;
            return (
              <button
                type="button"
                onClick={() => pick(contact)}
                disabled={start.isPending}
                data-testid="contact-option"
                className="flex w-full items-center gap-3 rounded-lg px-2 py-2.5 text-left transition-colors hover:bg-ink-800 disabled:cursor-wait"
              >
                <ContactLine contact={contact} />
                {busy ? (
                  <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
                ) : (
                  <MessageSquarePlus aria-hidden className="size-4 text-ink-400" />
                )}
              </button>
            );
          }}
        />
      </div>
    </Modal>
  );
}
