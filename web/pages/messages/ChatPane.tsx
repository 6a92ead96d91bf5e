import {
  blockMessage,
  type ConversationSummary,
  MessagingMessages,
  senderLabel,
} from "@common/messaging.ts";
import type { CurrentUser } from "@common/users.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/api/client.ts";
import { type ConversationPages, findConversation } from "@web/api/conversationCache.ts";
import { conversationQuery } from "@web/api/messaging.ts";
import { messagingKeys } from "@web/api/messagingKeys.ts";
import { Button } from "@web/components/Button.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { ArrowLeft, MessagesSquare } from "lucide-react";
import { ChatHeader } from "./ChatHeader.tsx";
import { Composer } from "./Composer.tsx";
import { MessageList } from "./MessageList.tsx";
import { TypingIndicator } from "./TypingIndicator.tsx";
import { useConversationLive } from "./useConversationLive.ts";

interface ChatPaneProps {
  conversationId: string;
  me: CurrentUser;
  onBack: () => void;
}

/** The open conversation: header and menu, messages, typing indicator, send box. */
export function ChatPane({ conversationId, me, onBack }: ChatPaneProps) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...conversationQuery(conversationId),
    // Opened from the list: show what the list knows while the conversation loads.
    placeholderData: () =>
      listed(
        queryClient.getQueriesData<ConversationPages>({
          queryKey: messagingKeys.conversationLists(),
        }),
        conversationId,
      ),
  });
  const typingIds = useConversationLive(conversationId, me);

  if (query.isPending) {
    return (
      <div className="grid h-full place-items-center">
        <Spinner label="Loading conversation" />
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.isClientError;
    return (
      <div className="grid h-full place-items-center p-6 text-center">
        <div className="space-y-3">
          <p className="text-ink-300" role="alert">
            {missing
              ? MessagingMessages.conversationNotFound
              : "The conversation could not be loaded."}
          </p>
          <Button variant="secondary" size="sm" onClick={onBack}>
            <ArrowLeft aria-hidden className="size-4" />
            Back to conversations
          </Button>
        </div>
      </div>
    );
  }

  const conversation = query.data;
  const typingNames = typingIds.flatMap((id) => {
    const member = conversation.participants.find((p) => p.id === id);
    return member ? [senderLabel(member)] : [];
  });
  return (
    <section aria-label="Conversation" className="flex h-full min-h-0 flex-col">
      <ChatHeader conversation={conversation} myId={me.id} onBack={onBack} onClosed={onBack} />
      <MessageList key={conversationId} conversationId={conversationId} me={me} />
      <TypingIndicator names={typingNames} />
      <Composer
        key={conversationId}
        conversationId={conversationId}
        me={me}
        blockedReason={conversation.isGroupChat ? null : blockMessage(conversation.block)}
      />
    </section>
  );
}

function listed(
  lists: [unknown, ConversationPages | undefined][],
  id: string,
): ConversationSummary | undefined {
  for (const [, data] of lists) {
    const found = findConversation(data, id);
    if (found) return found;
  }
  return undefined;
}

/** Spec §2: the chat pane before a conversation is chosen. */
export function NoConversationSelected() {
  return (
    <div className="grid h-full place-items-center p-6 text-center" data-testid="chat-empty">
      <div className="space-y-3">
        <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-ink-800 ring-1 ring-ink-700">
          <MessagesSquare aria-hidden className="size-7 text-accent" />
        </span>
        <p className="text-lg font-bold text-ink-50">{MessagingMessages.selectConversation}</p>
        <p className="max-w-xs text-sm text-ink-400">
          Choose a conversation from the list, or start a new one.
        </p>
      </div>
    </div>
  );
}
