import type { PlatformId } from "@common/releases.ts";
import type { StoreView } from "@common/stores.ts";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";

const baseUrl = inject("baseUrl");

/** A made-up but well-formed DDEX party id per store (the recipient of its messages). */
const DPIDS: Partial<Record<PlatformId, string>> = {
  spotify: "PADPIDA2011072101T",
  apple_music: "PADPIDA2014122301Q",
};

async function listStores(admin: Page): Promise<StoreView[]> {
  const res = await admin.request.get("/api/admin/stores");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { stores: StoreView[] }).stores;
}

async function saveStore(admin: Page, store: StoreView, change: Partial<StoreView>) {
  const next = { ...store, ...change };
  const res = await admin.request.put(`/api/admin/stores/${store.id}`, {
    headers: { origin: baseUrl },
    data: {
      displayName: next.displayName,
      dpid: next.dpid,
      enabled: next.enabled,
      transport: next.transport,
      folderPath: next.folderPath,
      sftp: next.sftp,
    },
  });
  expect(res.status(), `PUT /api/admin/stores/${store.id}`).toBe(200);
}

/**
 * Issue 15: "Mark as Distributed" delivers to the release's enabled stores, and none is enabled
 * as the migration made them. This enables `ids` as folder stores (DATA_DIR/deliveries/<id>)
 * for a scenario and answers their views (with `directory`) and a function that puts them back
 * as they were: the browser suite shares one server.
 */
export async function enableFolderStores(admin: Page, ids: PlatformId[]) {
  const before = (await listStores(admin)).filter((store) => ids.includes(store.id));
  for (const store of before) {
    await saveStore(admin, store, {
      dpid: store.dpid ?? DPIDS[store.id] ?? "PADPIDA2026010101X",
      enabled: true,
      transport: "folder",
      folderPath: null,
    });
  }
  const stores = (await listStores(admin)).filter((store) => ids.includes(store.id));
  const restore = async () => {
    for (const store of before) await saveStore(admin, store, {}).catch(() => null);
  };
  return { stores, restore };
}

/**
 * Waits until the release has `status`: "Mark as Distributed" starts delivery, and the release
 * turns distributed only once every store has the batch (a background job, seconds later).
 */
export async function waitForReleaseStatus(page: Page, id: string, status: string) {
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/releases/${id}`);
        return ((await res.json()) as { release?: { status: string } }).release?.status;
      },
      { timeout: 30_000, interval: 250 },
    )
    .toBe(status);
}
