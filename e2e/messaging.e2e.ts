import { MessagingMessages } from "@common/messaging.ts";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForFile, snap } from "./browser.ts";
import { createConfirmedArtist as confirmedArtist, signedInPage as signedIn } from "./users.ts";

const createConfirmedArtist = (email: string, password: string, artistName: string) =>
  confirmedArtist(baseUrl, { email, password, artistName });
const signedInPage = (email: string, password: string) =>
  signedIn(browser(), baseUrl, email, password);

const baseUrl = inject("baseUrl");
const browser = browserForFile();

/** Live updates cross two browsers and a server: allow them a few seconds. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });

// Each reads in one go: counting first and then reading would wait (30 s) for an element that
// went away in between (a badge cleared by a read, a typing indicator that timed out).
const textOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).allTextContents())[0] ?? null;

/** The visible count of an unread badge ("3", "9+"), or null when there is none. */
async function badge(page: Page, testId: string, scope = page.locator("body")) {
  return (await scope.getByTestId(testId).locator("[aria-hidden]").allTextContents())[0] ?? null;
}

async function send(page: Page, text: string) {
  await page.getByLabel("Message", { exact: true }).fill(text);
  await page.getByRole("button", { name: "Send message" }).click();
}

const bubble = (page: Page, text: string) =>
  page.getByTestId("message-bubble").filter({ hasText: text });

describe("messaging between an artist and the staff", () => {
  const artistEmail = `chat-${Date.now()}@example.com`;
  const artistPassword = "artist-chat-password";
  const artistName = `Mia ${Date.now() % 100_000}`;
  let artist: Page;
  let admin: Page;

  it("lets an artist contact staff and start a direct chat", async () => {
    await createConfirmedArtist(artistEmail, artistPassword, artistName);
    artist = await signedInPage(artistEmail, artistPassword);
    admin = await signedInPage(inject("adminEmail"), inject("adminPassword"));

    await artist.goto("/dashboard/messages");
    await eventually(() => textOf(artist, "chat-empty")).toContain(
      MessagingMessages.selectConversation,
    );
    await artist.getByRole("button", { name: "Contact Staff" }).click();
    const picker = artist.getByTestId("contact-picker");
    await picker.getByLabel("Search people").fill(inject("adminEmail"));
    const option = picker.getByTestId("contact-option").filter({ hasText: inject("adminEmail") });
    await eventually(() => option.count()).toBe(1);
    await option.click();
    await eventually(() => textOf(artist, "chat-title")).toBeTruthy();
    expect(new URL(artist.url()).searchParams.get("c")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the staff member an unread badge on the sidebar while they are elsewhere", async () => {
    await admin.goto("/dashboard");
    // The tab's title counts unread messages and the bell's notifications (files run one at a
    // time, so the admin's notifications stay as they are during this test).
    const bell = (await (await admin.request.get("/api/notifications")).json()) as {
      unread: { user: number; admin: number };
    };
    const notifications = bell.unread.user + bell.unread.admin;
    const titled = (count: number, page: string) =>
      `${count > 0 ? `(${count > 99 ? "99+" : count}) ` : ""}${page} | Offbeat`;
    await eventually(() => admin.title()).toBe(titled(notifications, "Dashboard"));
    await send(artist, "Hello from the artist <b>not bold</b> https://example.com/terms.");
    await eventually(() => bubble(artist, "Hello from the artist").count()).toBe(1);
    await eventually(() => badge(admin, "messages-nav-unread")).toBe("1");
    await eventually(() => admin.title()).toBe(titled(notifications + 1, "Dashboard"));
    await snap(admin, "messaging-01-sidebar-badge");

    await admin.getByRole("link", { name: /Messages/ }).click();
    const item = admin.getByTestId("conversation-item").filter({ hasText: artistName });
    await eventually(() => badge(admin, "conversation-unread", item)).toBe("1");
    await item.click();

    // Opening the conversation reads it: both badges go.
    const received = bubble(admin, "Hello from the artist");
    await eventually(() => received.count()).toBe(1);
    await eventually(() => badge(admin, "messages-nav-unread")).toBeNull();
    await eventually(() => badge(admin, "conversation-unread", item)).toBeNull();
    await eventually(() => admin.title()).toBe(titled(notifications, "Messages"));
    // Text stays text; only the address is a link, opened safely in a new tab.
    expect(await received.textContent()).toContain("<b>not bold</b>");
    const link = received.getByRole("link");
    expect(await link.getAttribute("href")).toBe("https://example.com/terms");
    expect(await link.getAttribute("rel")).toContain("noopener");
    expect(await received.getAttribute("data-mine")).toBeNull();
  });

  it("shows each side the other's typing and delivers replies without a reload", async () => {
    await admin.getByLabel("Message", { exact: true }).fill("Hi! Let me check");
    await eventually(() => textOf(artist, "typing-indicator")).toContain("is typing");
    await snap(artist, "messaging-02-typing");
    await admin.getByRole("button", { name: "Send message" }).click();
    await eventually(() => bubble(artist, "Hi! Let me check").count()).toBe(1);
    // The reply ends the indicator.
    await eventually(() => textOf(artist, "typing-indicator")).toBeNull();

    await artist.getByLabel("Message", { exact: true }).fill("Thanks");
    await eventually(() => textOf(admin, "typing-indicator")).toContain(`${artistName} is typing`);
    await artist.getByLabel("Message", { exact: true }).press("Enter");
    await eventually(() => bubble(admin, "Thanks").count()).toBe(1);
    expect(await bubble(artist, "Thanks").getAttribute("data-mine")).toBe("true");
    await snap(admin, "messaging-03-conversation");
  });

  it("badges a conversation when another one is open", async () => {
    await admin.getByRole("button", { name: "New Group" }).click();
    const dialog = admin.getByTestId("create-group");
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await eventually(() => dialog.textContent()).toContain(MessagingMessages.groupNameRequired);
    await dialog.getByLabel("Group name").fill("Release crew");
    await dialog.getByLabel("Search people").fill(artistEmail);
    const member = dialog.getByTestId("member-option").filter({ hasText: artistEmail });
    await eventually(() => member.count()).toBe(1);
    await member.click();
    await dialog.getByRole("button", { name: "Create Group" }).click();
    await eventually(() => textOf(admin, "chat-title")).toBe("Release crew");

    await send(artist, "Are you there?");
    const direct = admin.getByTestId("conversation-item").filter({ hasText: artistName });
    await eventually(() => badge(admin, "conversation-unread", direct)).toBe("1");
    await eventually(() => badge(admin, "messages-nav-unread")).toBe("1");
    await snap(admin, "messaging-04-other-conversation-badge");
    await direct.click();
    await eventually(() => bubble(admin, "Are you there?").count()).toBe(1);
  });

  it("blocks and unblocks: the blocked side reads but cannot send", async () => {
    await artist.getByRole("button", { name: "Conversation options" }).click();
    await artist.getByRole("menuitem", { name: "Block", exact: true }).click();
    await eventually(() => textOf(artist, "block-notice")).toBe(MessagingMessages.youBlocked);
    expect(await artist.getByLabel("Message", { exact: true }).isDisabled()).toBe(true);
    expect(await artist.getByRole("button", { name: "Send message" }).isDisabled()).toBe(true);

    await eventually(() => textOf(admin, "block-notice")).toBe(MessagingMessages.blockedByOther);
    expect(await admin.getByLabel("Message", { exact: true }).isDisabled()).toBe(true);
    expect(await bubble(admin, "Are you there?").count()).toBe(1);
    await snap(artist, "messaging-05-blocked-by-me");
    await snap(admin, "messaging-06-blocked-by-other");

    await artist.getByRole("button", { name: "Conversation options" }).click();
    await artist.getByRole("menuitem", { name: "Unblock" }).click();
    await eventually(() => textOf(artist, "block-notice")).toBeNull();
    await eventually(() => textOf(admin, "block-notice")).toBeNull();
    await send(admin, "Welcome back");
    await eventually(() => bubble(artist, "Welcome back").count()).toBe(1);
  });

  it("takes back a message the server refused and puts its text back in the box", async () => {
    await artist.route("**/api/conversations/*/messages", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, body: "{}" })
        : route.continue(),
    );
    await send(artist, "This one will fail");
    await eventually(() => artist.getByLabel("Message", { exact: true }).inputValue()).toBe(
      "This one will fail",
    );
    expect(await bubble(artist, "This one will fail").count()).toBe(0);
    await artist.unroute("**/api/conversations/*/messages");
  });
});
