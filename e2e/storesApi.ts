import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { PlatformId } from "@common/releases.ts";
import type { StoreView } from "@common/stores.ts";
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { acknowledgementXml } from "../server/distribution/batchTestKit.ts";

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

const storeDir = (stores: StoreView[], id: PlatformId) => {
  const store = stores.find((s) => s.id === id);
  if (!store?.directory) throw new Error(`store ${id} is not enabled as a folder store`);
  return store.directory;
};

/** The MessageId of the newest message this store received for the release (as the store reads it). */
async function deliveredMessageId(dir: string, upc: string): Promise<string> {
  const batches = (await readdir(dir)).filter((name) => /^\d{17}$/.test(name)).sort();
  for (const batch of batches.reverse()) {
    const xml = await readFile(path.join(dir, batch, upc, `${upc}.xml`), "utf8").catch(() => null);
    const id = xml?.match(/<MessageId>([^<]+)<\/MessageId>/)?.[1];
    if (id) return id;
  }
  throw new Error(`no message for ${upc} in ${dir}`);
}

/**
 * Writes a folder store's acknowledgement of the release's newest message where the store puts
 * it, whole (renamed into place); `storeReleaseId` is the store's own id for the release.
 */
export async function acknowledgeDelivery(
  stores: StoreView[],
  storeId: PlatformId,
  upc: string,
  answer: { ok: boolean; reason?: string; storeReleaseId?: string },
) {
  const root = storeDir(stores, storeId);
  const messageId = await deliveredMessageId(root, upc);
  const dir = path.join(root, "acknowledgements");
  await mkdir(dir, { recursive: true });
  const name = `ACK_${storeId}_${Date.now()}.xml`;
  const temporary = path.join(dir, `.${name}.part`);
  await writeFile(temporary, acknowledgementXml({ icpn: upc, messageId, ...answer }));
  await rename(temporary, path.join(dir, name));
}
