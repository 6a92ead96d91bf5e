import type { CurrentUser } from "@common/users.ts";
import { useQueryClient } from "@tanstack/react-query";
import { conversationQuery } from "@web/api/messaging.ts";
import { useRealtimeEvent } from "@web/realtime/useRealtimeEvent.ts";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { conversationTitle, lastMessageLine } from "./conversationLabel.ts";
import {
  notificationSupport,
  storedNotificationChoice,
  storeNotificationChoice,
} from "./notificationSetting.ts";

/** Spec §9: a message notification closes itself after 5 seconds. */
const NOTIFICATION_CLOSE_MS = 5000;

/** The notification toggle's state; turning it on asks the browser's permission first. */
export function useNotificationToggle() {
  const [on, setOn] = useState(
    () => storedNotificationChoice() && notificationSupport() === "granted",
  );
  const toggle = async () => {
    if (on) {
      setOn(false);
      storeNotificationChoice(false);
      return;
    }
    const support = notificationSupport();
    if (support === "unsupported") {
      toast.error("This browser cannot show notifications.");
      return;
    }
    if (support === "denied") {
      toast.error(
        "Notifications are blocked for this site. Allow them in your browser's site settings.",
      );
      return;
    }
    const permission = support === "granted" ? support : await Notification.requestPermission();
    if (permission !== "granted") {
      toast("Notifications stay off: the browser did not allow them.");
      return;
    }
    setOn(true);
    storeNotificationChoice(true);
    toast.success("You will be notified of new messages in other conversations.");
  };
  return { on, toggle };
}

/**
 * While on: a browser notification for each new message in a conversation other than the open
 * one (spec §2). `unread.changed` says which conversation; its summary says who wrote what.
 */
export function useMessageNotifications(
  on: boolean,
  me: CurrentUser,
  openId: string | null,
  open: (conversationId: string) => void,
) {
  const queryClient = useQueryClient();
  const seen = useRef(new Map<string, number>());
  useRealtimeEvent(`user:${me.id}`, (event) => {
    if (event.event !== "unread.changed") return;
    const { conversationId, unreadCount } = event.data;
    const before = seen.current.get(conversationId) ?? 0;
    seen.current.set(conversationId, unreadCount);
    if (!on || conversationId === openId || unreadCount <= before) return;
    if (notificationSupport() !== "granted") return;
    void queryClient
      .fetchQuery({ ...conversationQuery(conversationId), staleTime: 0 })
      .then((conversation) => {
        const notification = new Notification(conversationTitle(conversation, me.id), {
          body: lastMessageLine(conversation, me.id),
          tag: conversationId,
        });
        notification.onclick = () => {
          window.focus();
          open(conversationId);
          notification.close();
        };
        setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
      })
      .catch(() => undefined);
  });
}
