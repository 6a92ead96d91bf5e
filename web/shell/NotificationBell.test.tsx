import { NotificationMessages } from "@common/notifications.ts";
import { screen, within } from "@testing-library/react";
import { apiCalls, failApi, serveApi } from "@web/test/api.ts";
import { aNotification } from "@web/test/fixtures.ts";
import { findToast, renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { NotificationBell } from "./NotificationBell.tsx";

// Newest first, as the server lists them.
const approved = aNotification({ title: "Release approved" });
const rejected = aNotification({
  title: "Release rejected",
  message: "The artwork shows a store logo.",
  type: "urgent",
});
const welcome = aNotification({ title: "Welcome to Offbeat", type: "info", isRead: true });

async function openBell(name: string) {
  const view = renderInApp(<NotificationBell />);
  const bell = await screen.findByRole("button", { name });
  await view.user.click(bell);
  const list = await screen.findByRole("list", { name: "Notifications" });
  return { ...view, bell, list };
}

describe("NotificationBell", () => {
  it("counts my unread notifications and an admin's together on the bell", async () => {
    serveApi("get", "/api/notifications", {
      items: [approved, rejected, welcome],
      unread: { user: 1, admin: 11 },
    });
    renderInApp(<NotificationBell />);

    const bell = await screen.findByRole("button", { name: "Notifications, 12 unread" });
    expect(within(bell).getByText("9+")).toBeVisible();
  });

  it("lists the notifications newest first and marks the unread ones", async () => {
    serveApi("get", "/api/notifications", {
      items: [approved, rejected, welcome],
      unread: { user: 2, admin: 0 },
    });
    const { list } = await openBell("Notifications, 2 unread");

    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^(Release|Welcome)/).textContent)).toEqual([
      "Release approved",
      "Release rejected",
      "Welcome to Offbeat",
    ]);
    expect(within(items[0] as HTMLElement).getByText("Unread")).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByText("The artwork shows a store logo."),
    ).toBeVisible();
    expect(within(items[2] as HTMLElement).queryByText("Unread")).not.toBeInTheDocument();
  });

  it("marks everything read: the count leaves the bell and the button turns off", async () => {
    serveApi("get", "/api/notifications", {
      items: [approved, rejected, welcome],
      unread: { user: 2, admin: 0 },
    });
    serveApi("post", "/api/notifications/read-all", {
      ok: true,
      marked: 2,
      unread: { user: 0, admin: 0 },
    });
    const { list, user } = await openBell("Notifications, 2 unread");
    const markAll = screen.getByRole("button", { name: "Mark all read" });

    await user.click(markAll);

    expect(await screen.findByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(within(list).queryByText("Unread")).not.toBeInTheDocument();
    expect(markAll).toBeDisabled();
    expect(apiCalls("post", "/api/notifications/read-all")).toHaveLength(1);
  });

  it("tells the user when marking read fails and keeps the count", async () => {
    serveApi("get", "/api/notifications", { items: [approved], unread: { user: 1, admin: 0 } });
    failApi("post", "/api/notifications/read-all", 500, { code: "INTERNAL", message: "Oops" });
    const { user } = await openBell("Notifications, 1 unread");

    await user.click(screen.getByRole("button", { name: "Mark all read" }));

    await findToast(NotificationMessages.markAllFailed);
    expect(screen.getByRole("button", { name: "Notifications, 1 unread" })).toBeInTheDocument();
  });

  it("shows an empty list with Mark all read turned off when there is nothing", async () => {
    serveApi("get", "/api/notifications", { items: [], unread: { user: 0, admin: 0 } });
    const { user } = renderInApp(<NotificationBell />);

    await user.click(await screen.findByRole("button", { name: "Notifications" }));

    expect(await screen.findByText("No notifications yet.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Mark all read" })).toBeDisabled();
  });
});
