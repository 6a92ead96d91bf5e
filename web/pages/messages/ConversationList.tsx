import { isStaffOrAdmin } from "@common/permissions.ts";
import type { CurrentUser } from "@common/users.ts";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { conversationsQuery } from "@web/api/messaging.ts";
import { Button } from "@web/components/Button.tsx";
import { SearchInput } from "@web/components/SearchInput.tsx";
import { useDebouncedValue } from "@web/lib/useDebouncedValue.ts";
import { MessageSquarePlus, MessagesSquare, UsersRound } from "lucide-react";
import { useState } from "react";
import { ContactPickerModal } from "./ContactPickerModal.tsx";
import { ConversationItem } from "./ConversationItem.tsx";
import { CreateGroupModal } from "./CreateGroupModal.tsx";
import { NotificationToggle } from "./NotificationToggle.tsx";

interface ConversationListProps {
  me: CurrentUser;
  openId: string | null;
  onOpen: (conversationId: string) => void;
  notifications: { on: boolean; toggle: () => void };
}

/**
 * The left side of spec §2 "Messages": search, notification toggle, "Contact Staff" (artists) or
 * "Contact Artist" (staff and admins), "New Group", and my conversations, latest first.
 */
export function ConversationList({ me, openId, onOpen, notifications }: ConversationListProps) {
  const [search, setSearch] = useState("");
  const [picker, setPicker] = useState(false);
  const [newGroup, setNewGroup] = useState(false);
  const q = useDebouncedValue(search.trim());
  const query = useInfiniteQuery({ ...conversationsQuery(q), placeholderData: keepPreviousData });
  const conversations = query.data?.pages.flatMap((page) => page.items) ?? [];
  const contactTitle = isStaffOrAdmin(me) ? "Contact Artist" : "Contact Staff";

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="space-y-3 border-b border-ink-800 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-base font-bold">Conversations</h2>
          <NotificationToggle on={notifications.on} onToggle={notifications.toggle} />
        </div>
        <div className="grid grid-cols-2 gap-2">
          <Button size="sm" onClick={() => setPicker(true)}>
            <MessageSquarePlus aria-hidden className="size-4" />
            {contactTitle}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setNewGroup(true)}>
            <UsersRound aria-hidden className="size-4" />
            New Group
          </Button>
        </div>
        <SearchInput
          label="Search conversations"
          placeholder="Search conversations"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto p-2" data-testid="conversation-list">
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError ? (
          <div className="space-y-3 p-6 text-center">
            <p className="text-sm text-ink-300">Conversations could not be loaded.</p>
            <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : conversations.length === 0 ? (
          <div className="space-y-2 p-6 text-center">
            <MessagesSquare aria-hidden className="mx-auto size-7 text-ink-600" />
            <p className="text-sm text-ink-300">
              {q ? `No conversations match "${q}".` : "No conversations yet."}
            </p>
            {!q && (
              <p className="text-xs text-ink-400">Use {contactTitle} or New Group to start one.</p>
            )}
          </div>
        ) : (
          <>
            <ul className="space-y-1">
              {conversations.map((conversation) => (
                <li key={conversation.id}>
                  <ConversationItem
                    conversation={conversation}
                    myId={me.id}
                    active={conversation.id === openId}
                    onOpen={() => onOpen(conversation.id)}
                  />
                </li>
              ))}
            </ul>
            {query.hasNextPage && (
              <div className="p-2 text-center">
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
          </>
        )}
      </div>

      <ContactPickerModal
        open={picker}
        onOpenChange={setPicker}
        title={contactTitle}
        onOpened={onOpen}
      />
      <CreateGroupModal open={newGroup} onOpenChange={setNewGroup} onCreated={onOpen} />
    </div>
  );
}

function ListSkeleton() {
  return (
    <ul aria-hidden className="space-y-1">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i} className="flex animate-pulse items-center gap-3 px-3 py-3">
          <span className="size-10 rounded-full bg-ink-800" />
          <span className="flex-1 space-y-2">
            <span className="block h-3 w-2/3 rounded bg-ink-800" />
            <span className="block h-2.5 w-1/2 rounded bg-ink-800/70" />
          </span>
        </li>
      ))}
    </ul>
  );
}
