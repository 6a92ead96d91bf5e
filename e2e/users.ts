import { existsSync } from "node:fs";
import type { Browser, Page } from "playwright-core";
import { expect, inject } from "vitest";
import { waitForMail } from "./browser.ts";

/**
 * An artist account confirmed through the link in its confirmation mail: the link opens the
 * sign-in form with its token, and signing in with the token confirms the address.
 */
export async function createConfirmedArtist(
  baseUrl: string,
  user: { email: string; password: string; artistName: string; fullName?: string },
) {
  const response = await fetch(`${baseUrl}/api/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({
      email: user.email,
      password: user.password,
      fullName: user.fullName ?? "Mia Messenger",
      artistName: user.artistName,
    }),
  });
  expect(response.status).toBeLessThan(300);
  const mail = await waitForMail(user.email, /Confirm/);
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  expect(link).toBeTruthy();
  const opened = await fetch(link as string, { redirect: "manual" });
  const landing = new URL(opened.headers.get("location") ?? "", baseUrl);
  expect(landing.search).toBe("?confirm=1");
  const confirmToken = new URLSearchParams(landing.hash.slice(1)).get("token");
  const signedIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email: user.email, password: user.password, confirmToken }),
  });
  expect(signedIn.status).toBe(200);
}

/** A page of its own browser context (own cookies), signed in through the API. */
export async function signedInPage(
  browser: Browser,
  baseUrl: string,
  email: string,
  password: string,
  options: { acceptDownloads?: boolean } = {},
): Promise<Page> {
  // The admin's session is kept for the whole run: every scenario needs the admin, and signing
  // in each time would meet the per-account sign-in limit (10 in 15 minutes) as the suite grows.
  const admin = email === inject("adminEmail");
  const saved = inject("adminSessionFile");
  const contextOptions = {
    baseURL: baseUrl,
    viewport: { width: 1280, height: 800 },
    acceptDownloads: options.acceptDownloads ?? false,
  };
  if (admin && existsSync(saved)) {
    const context = await browser.newContext({ ...contextOptions, storageState: saved });
    const page = await context.newPage();
    if ((await page.request.get("/api/me")).status() === 200) return page;
    await context.close();
  }
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  const response = await page.request.post("/api/auth/sign-in", {
    headers: { origin: baseUrl },
    data: { email, password },
  });
  expect(response.status()).toBe(200);
  if (admin) await context.storageState({ path: saved });
  return page;
}

/**
 * A call through a page's own session (its cookies), for set-up and clean-up a scenario need not
 * click through. A status of 300 or more fails the test and names the call.
 */
export async function pageApi(
  page: Page,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  data?: object,
) {
  const response = await page.request.fetch(url, {
    method,
    headers: { origin: inject("baseUrl") },
    ...(data ? { data } : {}),
  });
  expect(response.status(), `${method} ${url}`).toBeLessThan(300);
  return response.status() === 204 ? null : response.json();
}
