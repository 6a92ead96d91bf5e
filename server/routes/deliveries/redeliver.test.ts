import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DeliveryNotifications, DistributionMessages } from "@common/distribution.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  deliveries,
  releases,
  smartLinks,
  storeLinks,
  takedownRequests,
} from "../../db/schema/index.ts";
import { acknowledgementXml } from "../../distribution/batchTestKit.ts";
import { adminNotificationsAbout } from "../../jobs/deliveryTestKit.ts";
import { pollAcknowledgements } from "../../jobs/pollAcknowledgements.ts";
import { createRedirectCache } from "../../smartLinks/redirectCache.ts";
import { errorOf } from "../../test/client.ts";
import {
  deliveriesOf,
  enableStores,
  setDelivered,
  waitForDeliveries,
} from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { releaseIn, statusOf } from "../adminReleases/reviewTestKit.ts";
import { type Member, releaseOf, releasePageOf } from "../releases/releaseTestKit.ts";
import { getPage, text } from "../smartLinkPages/pagesTestKit.ts";
import { panelUrl, viewOf } from "../smartLinks/smartLinkTestKit.ts";
import {
  approvedSingle,
  auditActions,
  type Cast,
  cast,
  expectStaffOnly,
  notificationsOf,
  selectPlatforms,
} from "./deliveryTestKit.ts";

/**
 * Redeliver (issue 15): a distributed release, corrected by staff, is sent to every store again
 * as a full new message, through the real engine.
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
  await enableStores(env.ctx, ["spotify", "deezer"]);
});
afterAll(() => env?.close());

const redeliver = (id: string, who: Member = people.staff) =>
  who.post(`/api/admin/releases/${id}/redeliver`);

/** A real single delivered to Spotify and Deezer by the engine: distributed. */
async function distributedRelease(title: string) {
  const id = await approvedSingle(people.artist, people.staff, title);
  await selectPlatforms(env, id, ["spotify", "deezer"]);
  expect((await people.staff.post(`/api/admin/releases/${id}/distribute`, {})).status).toBe(200);
  const rows = await waitForDeliveries(env.ctx, id, ["delivered"]);
  await expect.poll(async () => (await statusOf(env, id))?.status).toBe("distributed");
  return { id, rows };
}

describe("POST /api/admin/releases/:id/redeliver", () => {
  it("sends every enabled selected store a new batch, audited, the release staying distributed", async () => {
    const { id, rows } = await distributedRelease("Corrected");
    const res = await redeliver(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      queued: 2,
      message: DistributionMessages.redelivered,
      release: { id, status: "distributed", stores: { live: 0, total: 2 } },
    });
    // Each store is sent again: queued by the route, perhaps already taken by the engine running
    // beside the test, or already delivered in a new batch.
    const before = new Map(rows.map((r) => [r.storeId, r.batchId]));
    for (const row of await deliveriesOf(env.ctx, id)) {
      const resent =
        row.state === "queued" ||
        row.state === "uploading" ||
        (row.state === "delivered" && row.batchId !== before.get(row.storeId));
      expect(resent, `${row.storeId}: ${row.state} ${row.batchId}`).toBe(true);
    }
    expect((await auditActions(env, id)).map((a) => a.action)).toEqual([
      "DISTRIBUTE_RELEASE",
      "DISTRIBUTE_COMPLETED",
      "REDELIVER_RELEASE",
    ]);
    expect((await auditActions(env, id)).at(-1)).toMatchObject({
      actorId: people.staff.id,
      details: { title: "Corrected", stores: ["spotify", "deezer"] },
    });
    const again = await waitForDeliveries(env.ctx, id, ["delivered"]);
    // A new batch per store (a DDEX message is a full statement of truth).
    for (const row of again)
      expect(row.batchId).not.toBe(rows.find((r) => r.storeId === row.storeId)?.batchId);
    expect((await statusOf(env, id))?.status).toBe("distributed");
  });

  it("refuses while a delivery is in flight: of two staff at once only one redelivers", async () => {
    const { id } = await distributedRelease("Pressed Twice");
    const answers = await Promise.all([redeliver(id), redeliver(id, people.admin)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.filter((a) => a.status === 409).map((a) => errorOf(a).message);
    expect(refused).toEqual([DistributionMessages.alreadyDelivering]);
    expect(
      (await auditActions(env, id)).filter((a) => a.action === "REDELIVER_RELEASE"),
    ).toHaveLength(1);
    await waitForDeliveries(env.ctx, id);
  });

  it("refuses a release that is not distributed (409)", async () => {
    for (const status of ["draft", "submitted", "approved", "rejected", "taken_down"]) {
      const id = await releaseIn(env, people.artist, status);
      const res = await redeliver(id);
      expect(res.status).toBe(409);
      expect(errorOf(res).message).toBe(DistributionMessages.onlyDistributedRedelivered);
    }
  });

  it("refuses while an approved takedown is under way (409)", async () => {
    const id = await releaseIn(env, people.artist, "approved");
    await setDelivered(env.ctx, id, ["spotify"], "live");
    await env.ctx.database.db
      .insert(takedownRequests)
      .values({ releaseId: id, userId: people.artist.id, reason: "Leaving", status: "approved" });
    const res = await redeliver(id);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(DistributionMessages.takedownUnderway);
    expect(await auditActions(env, id)).toEqual([]);
  });

  it("refuses when none of its platforms has an enabled store (409), writing nothing", async () => {
    const id = await releaseIn(env, people.artist, "approved");
    await selectPlatforms(env, id, ["tidal"]);
    await setDelivered(env.ctx, id, ["tidal"], "live");
    const res = await redeliver(id);
    expect(res.status).toBe(409);
    expect(errorOf(res).message).toBe(DistributionMessages.noEnabledStores);
    expect((await deliveriesOf(env.ctx, id)).map((r) => r.state)).toEqual(["live"]);
  });

  it("answers 404 for a release that does not exist", async () => {
    const res = await redeliver("00000000-0000-4000-8000-000000000000");
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
  });

  it("is for staff and admins only", async () => {
    const id = await releaseIn(env, people.artist, "approved");
    await selectPlatforms(env, id, ["spotify"]);
    await setDelivered(env.ctx, id, ["spotify"], "live");
    await expectStaffOnly(env, people, "POST", `/api/admin/releases/${id}/redeliver`);
    const rows = await env.ctx.database.db.execute<{ state: string }>(
      sql`select state from deliveries where release_id = ${id}`,
    );
    expect(rows.rows).toEqual([{ state: "live" }]);
  });
});

/**
 * A redelivery is a metadata update of a release the stores already sell: while it is queued,
 * delivered, acknowledged or refused, the smart link keeps each store's button and redirect,
 * "Live on" keeps counting the store, and the owner is not told a second time it went live.
 */
describe("redelivering a release live in its stores", () => {
  const SPOTIFY_URL = "https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy";
  const DEEZER_URL = "https://www.deezer.com/album/302127";

  const deliveryRow = async (releaseId: string, storeId: string) => {
    const [row] = await env.ctx.database.db
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.releaseId, releaseId), eq(deliveries.storeId, storeId)));
    if (!row) throw new Error(`no delivery of ${releaseId} to ${storeId}`);
    return row;
  };

  /** The store answers the batch it has now, as its acknowledgement file (folder stores). */
  async function acknowledge(releaseId: string, storeId: string, ok: boolean, reason?: string) {
    const row = await deliveryRow(releaseId, storeId);
    const [release] = await env.ctx.database.db
      .select({ upc: releases.upc })
      .from(releases)
      .where(eq(releases.id, releaseId));
    const dir = path.join(env.dataDir, "deliveries", storeId, "acknowledgements");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, `ACK_${row.batchId}.xml`),
      acknowledgementXml({ icpn: release?.upc ?? "", messageId: row.messageId ?? "", ok, reason }),
    );
    // The poller started with the test's workers may read the file first; either way it is read.
    await pollAcknowledgements(env.ctx);
    await expect
      .poll(async () => (await deliveryRow(releaseId, storeId)).state)
      .toBe(ok ? "live" : "failed");
  }

  const markLive = async (releaseId: string, storeId: string) => {
    const { id } = await deliveryRow(releaseId, storeId);
    expect((await people.staff.post(`/api/admin/deliveries/${id}/mark-live`)).status).toBe(200);
  };

  /** "Your release is live on <store>" notifications of this release. */
  const liveNotices = async (title: string, store: string) =>
    (await notificationsOf(env, people.artist.id)).filter(
      (n) => n.message === DeliveryNotifications.live(store, title).message,
    ).length;

  /**
   * A real single delivered by the engine to Spotify and Deezer, out (released long ago), then
   * live: Deezer by its acknowledgement, Spotify by staff's Mark live, with their store links.
   */
  async function liveRelease(title: string) {
    const id = await approvedSingle(people.artist, people.staff, title);
    await selectPlatforms(env, id, ["spotify", "deezer"]);
    const db = env.ctx.database.db;
    await db.update(releases).set({ releaseDate: "2024-03-01" }).where(eq(releases.id, id));
    expect((await people.staff.post(`/api/admin/releases/${id}/distribute`, {})).status).toBe(200);
    await waitForDeliveries(env.ctx, id, ["delivered"]);
    await acknowledge(id, "deezer", true);
    await markLive(id, "spotify");
    await db.insert(storeLinks).values([
      { releaseId: id, storeId: "spotify", url: SPOTIFY_URL, source: "store" },
      { releaseId: id, storeId: "deezer", url: DEEZER_URL, source: "store" },
    ]);
    const [link] = await db
      .select({ slug: smartLinks.slug })
      .from(smartLinks)
      .where(eq(smartLinks.releaseId, id));
    if (!link) throw new Error("no smart link");
    return { id, slug: link.slug };
  }

  /** Everything that says the stores sell it: page, redirect, panel, detail and card counts. */
  async function expectOnSale(id: string, slug: string, when: string) {
    const { res, doc } = await getPage(env, `/r/${slug}`);
    expect(res.statusCode, when).toBe(200);
    expect(
      [...doc.querySelectorAll(".store .store-name")].map((el) => text(el)),
      when,
    ).toEqual(["Spotify", "Deezer"]);
    // A cache that remembers nothing: what the go-redirect finds in the database right now.
    const target = await createRedirectCache(env.ctx.database.db, { ttlMs: 0 }).lookup(slug);
    expect(Object.fromEntries(target?.stores ?? []), when).toEqual({
      spotify: SPOTIFY_URL,
      deezer: DEEZER_URL,
    });
    const panel = viewOf(await people.artist.get(panelUrl(id)));
    expect(
      panel.stores.map((s) => [s.storeId, s.live, s.shown]),
      when,
    ).toEqual([
      ["spotify", true, true],
      ["deezer", true, true],
    ]);
    const detail = releaseOf(await people.artist.get(`/api/releases/${id}`));
    expect(detail.stores, when).toEqual({ live: 2, total: 2 });
    const card = releasePageOf(await people.artist.get("/api/releases")).items.find(
      (r) => r.id === id,
    );
    expect(card?.stores, when).toEqual({ live: 2, total: 2 });
  }

  it("keeps the stores' buttons and redirects throughout, and tells the owner nothing new", async () => {
    const { id, slug } = await liveRelease("Still Selling");
    const liveSince = (await deliveryRow(id, "deezer")).liveAt;
    expect(await liveNotices("Still Selling", "Deezer")).toBe(1);
    expect(await liveNotices("Still Selling", "Spotify")).toBe(1);

    const res = await redeliver(id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ release: { stores: { live: 2, total: 2 } } });
    // The first click since the redelivery: the app's redirect cache has nothing for it yet.
    const go = await env.app.inject({ method: "GET", url: `/r/${slug}/go/deezer` });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe(DEEZER_URL);
    await expectOnSale(id, slug, "redelivery queued");

    await waitForDeliveries(env.ctx, id, ["delivered"]);
    await expectOnSale(id, slug, "redelivery delivered");

    // Deezer acknowledges the new message, staff mark Spotify (no acknowledgements) by hand.
    await acknowledge(id, "deezer", true);
    await markLive(id, "spotify");
    await expectOnSale(id, slug, "live again");
    expect(await liveNotices("Still Selling", "Deezer")).toBe(1);
    expect(await liveNotices("Still Selling", "Spotify")).toBe(1);
    // Live since it first went live: the store never stopped selling it.
    expect((await deliveryRow(id, "deezer")).liveAt).toEqual(liveSince);
  });

  it("leaves the release on sale where the store refuses the redelivery, the failure shown to staff", async () => {
    const { id, slug } = await liveRelease("Refused Update");
    expect((await redeliver(id)).status).toBe(200);
    await waitForDeliveries(env.ctx, id, ["delivered"]);
    await acknowledge(id, "deezer", false, "Artwork too small");

    const failed = await deliveryRow(id, "deezer");
    expect(failed).toMatchObject({ state: "failed", reason: expect.stringContaining("Artwork") });
    const list = await people.staff.get("/api/admin/deliveries?state=failed");
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).toContain(failed.id);
    await expectOnSale(id, slug, "redelivery refused");
    // The artist is not told it failed: the update was not taken, the release stays live there.
    const toArtist = (await notificationsOf(env, people.artist.id)).filter((n) =>
      n.message.includes('"Refused Update"'),
    );
    expect(toArtist).toContainEqual(
      DeliveryNotifications.updateNotTaken("Deezer", "Refused Update"),
    );
    expect(toArtist.map((n) => n.title)).not.toContain("Delivery to Deezer failed");
    // The admins are, with the store's reason and the way out.
    const toAdmins = await adminNotificationsAbout(env, `"Refused Update" to Deezer`);
    expect(toAdmins).toEqual([
      {
        title: "Redelivery to Deezer failed",
        message:
          'The redelivery of "Refused Update" to Deezer failed: Deezer refused the release: Artwork too small. Deezer still sells the release as delivered before. Retry it on the Deliveries page.',
      },
    ]);
  });

  it("still drops the stores as soon as a takedown of it is approved", async () => {
    const { id, slug } = await liveRelease("Leaving Soon");
    const asked = await people.artist.post(`/api/releases/${id}/takedown`, { reason: "Leaving" });
    expect(asked.status).toBe(201);
    const [request] = await env.ctx.database.db
      .select({ id: takedownRequests.id })
      .from(takedownRequests)
      .where(eq(takedownRequests.releaseId, id));
    const approved = await people.staff.post(`/api/admin/takedowns/${request?.id}/approve`, {
      note: null,
    });
    expect(approved.status).toBe(200);
    const { doc } = await getPage(env, `/r/${slug}`);
    expect(doc.querySelectorAll(".store")).toHaveLength(0);
    const target = await createRedirectCache(env.ctx.database.db, { ttlMs: 0 }).lookup(slug);
    expect(target?.stores.size ?? 0).toBe(0);
    const detail = releaseOf(await people.artist.get(`/api/releases/${id}`));
    expect(detail.stores).toEqual({ live: 0, total: 2 });
    await waitForDeliveries(env.ctx, id, ["taken_down"]);
  });

  it("still drops a store the release was never live on: a first delivery shows no button", async () => {
    const id = await approvedSingle(people.artist, people.staff, "First Time");
    await selectPlatforms(env, id, ["spotify", "deezer"]);
    await env.ctx.database.db
      .update(releases)
      .set({ releaseDate: "2024-03-01" })
      .where(eq(releases.id, id));
    expect((await people.staff.post(`/api/admin/releases/${id}/distribute`, {})).status).toBe(200);
    await waitForDeliveries(env.ctx, id, ["delivered"]);
    await env.ctx.database.db
      .insert(storeLinks)
      .values({ releaseId: id, storeId: "deezer", url: DEEZER_URL, source: "store" });
    const [link] = await env.ctx.database.db
      .select({ slug: smartLinks.slug })
      .from(smartLinks)
      .where(eq(smartLinks.releaseId, id));
    const { doc } = await getPage(env, `/r/${link?.slug}`);
    expect(doc.querySelectorAll(".store")).toHaveLength(0);
    const go = await env.app.inject({ method: "GET", url: `/r/${link?.slug}/go/deezer` });
    expect(go.statusCode).toBe(404);
  });
});
