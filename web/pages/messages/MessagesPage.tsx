import type { CurrentUser } from "@common/users.ts";
import { useSession } from "@web/api/session.ts";
import { cn } from "@web/lib/cn.ts";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { useSearchParams } from "react-router";
import { ChatPane, NoConversationSelected } from "./ChatPane.tsx";
import { ConversationList } from "./ConversationList.tsx";
import { useMessageNotifications, useNotificationToggle } from "./useMessageNotifications.ts";

/** /dashboard/messages (spec §2 "Messages"). The shell's guard has already signed the user in. */
export function MessagesPage() {
  const { user } = useSession();
  usePageTitle("Messages");
  return user ? <MessagesScreen me={user} /> : null;
}

/**
 * The conversation list beside the chat pane (600 px high; below lg, the height the shell leaves
 * it, so the composer stays on screen under a broadcast banner). The open conversation is in the
 * address (?c=<id>): it survives a reload, and on a phone, where list and chat are separate
 * views, the back button returns from the chat to the list.
 */
function MessagesScreen({ me }: { me: CurrentUser }) {
  const [params, setParams] = useSearchParams();
  const openId = params.get("c");
  const notifications = useNotificationToggle();
  const open = (id: string) => setParams({ c: id });
  const close = () => setParams({});
  useMessageNotifications(notifications.on, me, openId, open);

  const panel = "min-h-0 overflow-hidden rounded-2xl bg-ink-900 ring-1 ring-ink-700";
  return (
    <div className="flex h-full flex-col" data-fill-screen>
      <h1
        className={cn(
          "mb-5 text-3xl font-black tracking-tight sm:text-4xl lg:mb-4 lg:text-3xl",
          openId && "max-lg:hidden",
        )}
      >
        Messages
      </h1>
      <div
        className="grid grid-cols-1 min-h-64 flex-1 gap-4 lg:h-[600px] lg:flex-none lg:grid-cols-[320px_minmax(0,1fr)] xl:grid-cols-[360px_minmax(0,1fr)]"
        data-testid="messages-page"
      >
        <aside aria-label="Conversations" className={cn(panel, openId && "max-lg:hidden")}>
          <ConversationList me={me} openId={openId} onOpen={open} notifications={notifications} />
        </aside>
        <div className={cn(panel, !openId && "max-lg:hidden")} data-testid="chat-pane">
          {openId ? (
            <ChatPane key={openId} conversationId={openId} me={me} onBack={close} />
          ) : (
            <NoConversationSelected />
          )}
        </div>
      </div>
    </div>
  );
}
