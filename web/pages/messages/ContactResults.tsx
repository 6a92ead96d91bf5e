import { type Contact, senderLabel } from "@common/messaging.ts";
import { ROLE_LABELS } from "@common/users.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { contactsQuery } from "@web/api/messaging.ts";
import type { ContactParams } from "@web/api/messagingKeys.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { useDebouncedValue } from "@web/lib/useDebouncedValue.ts";
import type { ReactNode } from "react";
import { Avatar } from "./Avatar.tsx";

/** One person of a picker: avatar, name, address and role. */
export function ContactLine({ contact }: { contact: Contact }) {
  const label = senderLabel(contact);
  return (
    <span className="flex min-w-0 flex-1 items-center gap-3">
      <Avatar label={label} size="sm" />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold text-ink-50">{label}</span>
        {label !== contact.email && (
          <span className="block truncate text-xs text-ink-400">{contact.email}</span>
        )}
      </span>
      <Badge tone={contact.role === "artist" ? "neutral" : "accent"}>
        {ROLE_LABELS[contact.role]}
      </Badge>
    </span>
  );
}

/**
 * The people matching a picker's search (GET /api/contacts, 20 at a time), each drawn by
 * `renderContact`; the search runs as typing pauses.
 */
export function ContactResults({
  params,
  renderContact,
  emptyText,
}: {
  params: ContactParams;
  renderContact: (contact: Contact) => ReactNode;
  emptyText: string;
}) {
  const q = useDebouncedValue(params.q.trim());
  // The previous results stay on screen while the next search runs.
  const query = useInfiniteQuery({
    ...contactsQuery({ ...params, q }),
    placeholderData: keepPreviousData,
  });
  const contacts = query.data?.pages.flatMap((page) => page.items) ?? [];

  if (query.isPending) {
    return (
      <div className="grid h-32 place-items-center">
        <Spinner label="Loading people" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="grid h-32 place-items-center text-center">
        <div className="space-y-2">
          <p className="text-sm text-ink-300">People could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </div>
    );
  }
  if (contacts.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-ink-300">
        {q ? `No one matches "${q}".` : emptyText}
      </p>
    );
  }
  return (
    <div>
      <ul className="divide-y divide-ink-800" data-testid="contact-results">
        {contacts.map((contact) => (
          <li key={contact.id}>{renderContact(contact)}</li>
        ))}
      </ul>
      {query.hasNextPage && (
        <div className="pt-2 text-center">
          <Button
            variant="ghost"
            size="sm"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Show more
          </Button>
        </div>
      )}
    </div>
  );
}
