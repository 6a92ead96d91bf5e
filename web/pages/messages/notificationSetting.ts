/**
 * The Messages page's notification toggle (spec §2): browser notifications for messages in other
 * conversations, only after the user grants permission. The choice is kept in this browser.
 */
const STORAGE_KEY = "offbeat.messages.notifications";

export type NotificationSupport = "unsupported" | "denied" | "default" | "granted";

export function notificationSupport(): NotificationSupport {
  if (typeof Notification === "undefined") return "unsupported";
  return Notification.permission;
}

export function storedNotificationChoice(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

export function storeNotificationChoice(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  } catch {
    // Private mode without storage: the choice lasts for this visit only.
  }
}
