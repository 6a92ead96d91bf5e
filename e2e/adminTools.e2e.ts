import { AdminToolsMessages } from "@common/adminTools.ts";
import { type FeatureFlagKey, FeatureFlagMessages } from "@common/featureFlags.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { createConfirmedArtist, pageApi, signedInPage } from "./users.ts";

const baseUrl = inject("baseUrl");
let browser: Browser;
let admin: Page;
let artist: Page;

/** Live updates cross two browsers and a server: allow them a few seconds. */
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
const count = (page: Page, testId: string) => page.getByTestId(testId).count();
/** The visible text of a count badge ("3", "9+"), or null when there is none. */
async function badge(page: Page, testId: string) {
  // Read in one go: counting first and then reading would wait (30 s) for a badge that went
  // away in between, which is exactly what "mark read" does.
  const texts = await page.getByTestId(testId).locator("[aria-hidden]").allTextContents();
  return texts[0] ?? null;
}

const stamp = Date.now() % 1_000_000;
const broadcastTitle = `Maintenance ${stamp}`;
const announcementTitle = `Payouts ${stamp}`;
const posted: { broadcastId?: string; announcementId?: string } = {};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The browser suite shares one server: leave no banner, announcement or closed feature behind.
  if (admin) {
    for (const key of ["messaging", "new_signups"] satisfies FeatureFlagKey[])
      await pageApi(admin, "PUT", `/api/admin/feature-flags/${key}`, { enabled: true }).catch(
        () => null,
      );
    if (posted.broadcastId)
      await pageApi(admin, "DELETE", `/api/admin/broadcasts/${posted.broadcastId}`).catch(
        () => null,
      );
    if (posted.announcementId)
      await pageApi(admin, "PATCH", `/api/admin/announcements/${posted.announcementId}`, {
        isActive: false,
      }).catch(() => null);
  }
  await browser?.close();
});

describe("admin tools, announcements, broadcasts and the bell", () => {
  const email = `tools-${Date.now()}@example.com`;
  const password = "tools-e2e-password";

  it("refuses Admin Tools to an artist, and opens them for an admin", async () => {
    await createConfirmedArtist(baseUrl, { email, password, artistName: "Tia Tools" });
    artist = await signedInPage(browser, baseUrl, email, password);
    await artist.goto("/admin/tools");
    await eventually(() => artist.getByTestId("admin-access-required").textContent()).toContain(
      AdminToolsMessages.adminAccessRequired,
    );
    await snap(artist, "tools-01-artist-refused");

    admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
    await admin.goto("/admin/tools");
    await eventually(() => count(admin, "flag-messaging")).toBe(1);
    await eventually(() => count(admin, "audit-log-card")).toBe(1);
    expect(await admin.getByRole("link", { name: "All Releases" }).count()).toBe(1);
    await artist.goto("/dashboard");
    await eventually(() => count(artist, "platform-status")).toBe(1);
  });

  it("an admin's broadcast reaches the artist's page live, and the artist dismisses it", async () => {
    const card = admin.getByTestId("broadcast-card");
    await card.getByRole("button", { name: "Post Broadcast" }).click();
    await eventually(() => card.getByText(AdminToolsMessages.titleRequired).count()).toBe(1);
    await card.getByLabel("Title").fill(`  ${broadcastTitle}  `);
    await card.getByLabel("Message").fill("Uploads pause tonight 22:00-23:00 UTC.");
    await card.getByRole("button", { name: "Post Broadcast" }).click();
    await eventually(() => card.getByTestId("admin-broadcast").first().textContent()).toContain(
      broadcastTitle,
    );
    posted.broadcastId = (
      await (await admin.request.get("/api/broadcasts/latest")).json()
    ).broadcast.id;

    // No reload: the event on `announcements` refetches the banner.
    await eventually(() => artist.getByTestId("broadcast-banner").textContent()).toContain(
      broadcastTitle,
    );
    await snap(artist, "tools-02-artist-broadcast");
    await artist.getByRole("button", { name: "Dismiss broadcast" }).click();
    await eventually(() => count(artist, "broadcast-banner")).toBe(0);
    await artist.reload();
    await eventually(() => count(artist, "platform-status")).toBe(1);
    expect(await count(artist, "broadcast-banner")).toBe(0);
    // The admin has not dismissed it.
    await eventually(() => admin.getByTestId("broadcast-banner").textContent()).toContain(
      broadcastTitle,
    );
  });

  it("an admin's announcement shows in the artist's top bar live, and the artist dismisses it", async () => {
    const card = admin.getByTestId("announcements-card");
    await card.getByLabel("Title").fill(announcementTitle);
    await card.getByLabel("Message").fill("Royalties are paid on the 5th from next month.");
    await card.getByLabel("Type").selectOption("warning");
    await card.getByRole("button", { name: "Publish Announcement" }).click();
    await eventually(() => card.getByTestId("admin-announcement").first().textContent()).toContain(
      announcementTitle,
    );
    const listed = await (await admin.request.get("/api/admin/announcements?limit=1")).json();
    posted.announcementId = listed.items[0].id;

    const shown = artist.getByTestId("announcement");
    await eventually(() => shown.textContent()).toContain(announcementTitle);
    await snap(artist, "tools-03-artist-announcement");
    await artist.setViewportSize({ width: 390, height: 844 });
    await snap(artist, "tools-03b-artist-announcement-phone");
    await artist.setViewportSize({ width: 1280, height: 800 });
    await shown.click();
    await eventually(() => artist.getByTestId("announcements-panel").textContent()).toContain(
      "Royalties are paid on the 5th",
    );
    await snap(artist, "tools-04-announcement-panel");
    await artist.keyboard.press("Escape");
    await artist
      .getByTestId("announcements")
      .getByRole("button", { name: `Dismiss announcement: ${announcementTitle}` })
      .click();
    await eventually(() => artist.getByTestId("announcements").textContent()).not.toContain(
      announcementTitle,
    );
    await artist.reload();
    await eventually(() => count(artist, "platform-status")).toBe(1);
    await artist.waitForTimeout(500);
    expect(await artist.getByTestId("announcements").textContent()).not.toContain(
      announcementTitle,
    );
  });

  it("an admin edits an announcement, then deactivates it", async () => {
    const card = admin.getByTestId("announcements-card");
    await card.getByRole("button", { name: `Edit announcement ${announcementTitle}` }).click();
    const dialog = admin.getByTestId("edit-announcement");
    await dialog.getByLabel("Title").fill(`${announcementTitle} (moved)`);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await eventually(() => count(admin, "edit-announcement")).toBe(0);
    await eventually(() => admin.getByTestId("announcement").textContent()).toContain(
      `${announcementTitle} (moved)`,
    );
    const row = card.getByTestId("admin-announcement").first();
    await row.getByRole("button", { name: "Deactivate" }).click();
    await eventually(() => row.textContent()).toContain("Inactive");
    await eventually(() => admin.getByTestId("announcements").textContent()).not.toContain(
      announcementTitle,
    );
  });

  it("an admin turns a feature off and on; the server refuses while it is off", async () => {
    const messaging = admin.getByTestId("flag-messaging").getByRole("switch");
    expect(await messaging.getAttribute("aria-checked")).toBe("true");
    await messaging.click();
    await eventually(() => messaging.getAttribute("aria-checked")).toBe("false");
    await eventually(() => admin.getByTestId("audit-entry").first().textContent()).toContain(
      "SET_FEATURE_FLAG",
    );
    await snap(admin, "tools-05-admin-tools");
    const adminId = (await (await admin.request.get("/api/me")).json()).user.id;
    const refused = await artist.request.post("/api/conversations/groups", {
      headers: { origin: baseUrl },
      data: { title: "Band", memberIds: [adminId] },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error.message).toBe(FeatureFlagMessages.messaging);
    await messaging.click();
    await eventually(() => messaging.getAttribute("aria-checked")).toBe("true");
  });

  it("the sign-up form shows the server's message while new sign-ups are closed", async () => {
    const signUps = admin.getByTestId("flag-new_signups").getByRole("switch");
    await signUps.click();
    await eventually(() => signUps.getAttribute("aria-checked")).toBe("false");
    const context = await browser.newContext({ baseURL: baseUrl });
    const visitor = await context.newPage();
    await visitor.goto("/");
    await visitor.getByRole("button", { name: "Sign up" }).first().click();
    const dialog = visitor.getByTestId("auth-dialog");
    await dialog.getByLabel("Email").fill(`closed-${Date.now()}@example.com`);
    await dialog.getByLabel("Password", { exact: true }).fill("closed-e2e-password");
    await dialog.getByLabel("Confirm password").fill("closed-e2e-password");
    await dialog.getByLabel("Full name").fill("Nora Closed");
    await dialog.getByLabel("Artist name").fill("Nora");
    await dialog.getByRole("button", { name: "Create Account" }).click();
    await eventually(() => dialog.getByTestId("form-error").textContent()).toContain(
      FeatureFlagMessages.new_signups,
    );
    await snap(visitor, "tools-06-signups-closed");
    await context.close();
    await signUps.click();
    await eventually(() => signUps.getAttribute("aria-checked")).toBe("true");
  });

  it("the bell shows a new notification live, and Mark all read clears the badge", async () => {
    // The artist edits a draft: every admin is notified ("Release edited (draft)").
    const created = await artist.request.post("/api/releases", {
      headers: { origin: baseUrl },
      data: {
        status: "draft",
        title: `Bell Draft ${stamp}`,
        artistName: "Tia Tools",
        releaseType: "single",
        genre: "Pop",
        subgenre: "",
        releaseDate: "",
        description: "",
        platforms: [],
        artworkUploadId: null,
        tracks: [],
      },
    });
    expect(created.status()).toBe(201);
    const { release } = await created.json();
    // Start from a clear bell (the page hears of the read through `admins`, no reload needed:
    // a reload here could miss the next event while its socket subscribes).
    await admin.request.post("/api/notifications/read-all", { headers: { origin: baseUrl } });
    await eventually(() => badge(admin, "bell-unread")).toBeNull();

    const edited = await artist.request.put(`/api/releases/${release.id}`, {
      headers: { origin: baseUrl },
      data: {
        status: "draft",
        title: `Bell Draft ${stamp} v2`,
        artistName: "Tia Tools",
        releaseType: "single",
        genre: "Pop",
        subgenre: "",
        releaseDate: "",
        description: "",
        platforms: [],
        artworkUploadId: null,
        tracks: [],
      },
    });
    expect(edited.status()).toBe(200);
    await eventually(() => badge(admin, "bell-unread")).toBe("1");
    await eventually(() => badge(admin, "admin-nav-unread")).toBe("1");
    await admin.getByRole("button", { name: /^Notifications/ }).click();
    const popover = admin.getByTestId("notifications-popover");
    await eventually(() => popover.getByTestId("notification").first().textContent()).toContain(
      `Bell Draft ${stamp} v2`,
    );
    await snap(admin, "tools-07-bell-open");
    await popover.getByRole("button", { name: "Mark all read" }).click();
    await eventually(() => badge(admin, "bell-unread")).toBeNull();
    await eventually(() => badge(admin, "admin-nav-unread")).toBeNull();
    expect(await popover.getByTestId("notification").first().getAttribute("data-read")).toBe(
      "true",
    );
    await snap(admin, "tools-08-bell-read");
    await admin.keyboard.press("Escape");
    await admin.setViewportSize({ width: 390, height: 844 });
    await admin.goto("/admin/tools");
    await eventually(() => count(admin, "flag-messaging")).toBe(1);
    await snap(admin, "tools-09-phone");
  });
});
