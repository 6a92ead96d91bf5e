import { StoreMessages } from "@common/stores.ts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { launchBrowser, snap } from "./browser.ts";
import { signedInPage } from "./users.ts";

/** Issue 15 "Stores and delivery": Admin Tools > Stores, secrets write-only. */

const baseUrl = inject("baseUrl");
const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 10_000 });
let browser: Browser;
let admin: Page;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  // The browser suite shares one server: put Napster back as the migration made it.
  await admin?.request
    .put("/api/admin/stores/napster", {
      headers: { origin: baseUrl },
      data: {
        displayName: "Napster",
        dpid: null,
        enabled: false,
        transport: "folder",
        folderPath: null,
        sftp: null,
        credentials: { privateKey: "", passphrase: "", password: "" },
      },
    })
    .catch(() => null);
  await browser?.close();
});

describe("Admin Tools > Stores", () => {
  it("an admin connects a store over SFTP; the key is never shown again", async () => {
    admin = await signedInPage(browser, baseUrl, inject("adminEmail"), inject("adminPassword"));
    await admin.goto("/admin/tools");
    const card = admin.getByTestId("stores-card");
    await eventually(() => card.getByRole("listitem").count()).toBe(12);
    const napster = card.getByTestId("store-napster");
    expect(await napster.textContent()).toContain("Off");

    await napster.getByRole("button", { name: "Edit Napster" }).click();
    const dialog = admin.getByTestId("store-dialog");
    await dialog.getByLabel("Deliver distributed releases to this store").check();
    await dialog.getByRole("button", { name: "Save" }).click();
    await eventually(() => dialog.textContent()).toContain(StoreMessages.dpidRequired);

    await dialog.getByLabel("Store DPID").fill("PA-DPIDA-2014122301-Q");
    await dialog.getByLabel("SFTP", { exact: true }).check();
    await dialog.getByLabel("Host", { exact: true }).fill("sftp.napster.example");
    await dialog.getByLabel("User name").fill("offbeat");
    await dialog.getByLabel("Remote directory").fill("/inbox");
    await dialog.getByRole("button", { name: "Save" }).click();
    await eventually(() => dialog.textContent()).toContain(StoreMessages.credentialsRequired);

    await dialog.getByLabel("Private key").fill("-----BEGIN OPENSSH PRIVATE KEY-----\nabc\n");
    await snap(admin, "stores-01-dialog");
    await dialog.getByRole("button", { name: "Save" }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => napster.textContent()).toContain("Enabled");
    expect(await napster.textContent()).toContain(
      "PADPIDA2014122301Q · SFTP offbeat@sftp.napster.example:22/inbox",
    );
    await napster.scrollIntoViewIfNeeded();
    await snap(admin, "stores-02-card");

    // Reopened, the key's input is empty: the saved key is write-only.
    await napster.getByRole("button", { name: "Edit Napster" }).click();
    const key = dialog.getByLabel("Private key");
    expect(await key.inputValue()).toBe("");
    expect(await key.getAttribute("placeholder")).toBe(StoreMessages.savedSecret);
    expect(await dialog.getByLabel("Password", { exact: true }).getAttribute("placeholder")).toBe(
      "",
    );
  });
});
