import { ReleaseMessages } from "@common/releases.ts";
import { SmartLinkMessages } from "@common/smartLinks.ts";
import { TextMessages } from "@common/text.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smartLinks, storeLinks } from "../../db/schema/index.ts";
import { errorOf, send } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Cast, cast } from "../deliveries/deliveryTestKit.ts";
import { auditOf, linkedRelease, panelUrl, patchAs, storeUrl, viewOf } from "./smartLinkTestKit.ts";

/**
 * The panel's changes (issue 17 "Artist controls"): turn the page off, order and hide stores,
 * enter or remove a store's link. The owner, staff and admins; staff's changes are audited.
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
});
afterAll(() => env?.close());

const db = () => env.ctx.database.db;
const linkRow = async (releaseId: string) =>
  (await db().select().from(smartLinks).where(eq(smartLinks.releaseId, releaseId)))[0];
const storeLinkRows = (releaseId: string) =>
  db().select().from(storeLinks).where(eq(storeLinks.releaseId, releaseId));
const liveRelease = () =>
  linkedRelease(env, people.artist, { live: ["spotify", "deezer"], delivered: ["tidal"] });

describe("PATCH /api/releases/:id/smart-link", () => {
  it("turns the page off and on again", async () => {
    const release = await liveRelease();
    const off = await patchAs(env, people.artist, panelUrl(release.id), { enabled: false });
    expect(off.status).toBe(200);
    expect(viewOf(off).enabled).toBe(false);
    expect((await linkRow(release.id))?.enabled).toBe(false);
    const on = await patchAs(env, people.artist, panelUrl(release.id), { enabled: true });
    expect(viewOf(on).enabled).toBe(true);
  });

  it("reorders and hides stores, keeping what it was not sent", async () => {
    const release = await liveRelease();
    const ordered = viewOf(
      await patchAs(env, people.artist, panelUrl(release.id), {
        storeOrder: ["tidal", "deezer"],
      }),
    );
    expect(ordered.stores.map((s) => s.storeId)).toEqual(["tidal", "deezer", "spotify"]);
    const hidden = viewOf(
      await patchAs(env, people.artist, panelUrl(release.id), { hiddenStores: ["spotify"] }),
    );
    expect(hidden.stores.map((s) => [s.storeId, s.hidden])).toEqual([
      ["tidal", false],
      ["deezer", false],
      ["spotify", true],
    ]);
    expect(await linkRow(release.id)).toMatchObject({
      enabled: true,
      storeOrder: ["tidal", "deezer"],
      hiddenStores: ["spotify"],
    });
  });

  it("refuses an order or a hidden list naming a store the release was not sent to", async () => {
    const release = await liveRelease();
    for (const [field, body] of [
      ["storeOrder", { storeOrder: ["spotify", "napster"] }],
      ["hiddenStores", { hiddenStores: ["bandcamp"] }],
    ] as const) {
      const res = await patchAs(env, people.artist, panelUrl(release.id), body);
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe(SmartLinkMessages.notAReleaseStore);
      expect(errorOf(res).fields?.[field]).toBe(SmartLinkMessages.notAReleaseStore);
    }
    expect(await linkRow(release.id)).toMatchObject({ storeOrder: [], hiddenStores: [] });
  });

  it("refuses a change that changes nothing", async () => {
    const release = await liveRelease();
    const res = await patchAs(env, people.artist, panelUrl(release.id), {});
    expect(res.status).toBe(400);
    expect(errorOf(res).message).toContain("Nothing to change.");
  });

  it("lets staff change it, audited; the owner's own changes are not", async () => {
    const release = await liveRelease();
    await patchAs(env, people.artist, panelUrl(release.id), { enabled: false });
    expect(await auditOf(env, release.id)).toEqual([]);
    const res = await patchAs(env, people.staff, panelUrl(release.id), { enabled: true });
    expect(res.status).toBe(200);
    expect(await auditOf(env, release.id)).toEqual([
      expect.objectContaining({
        action: "UPDATE_SMART_LINK",
        actorId: people.staff.id,
        details: expect.objectContaining({ to: expect.objectContaining({ enabled: true }) }),
      }),
    ]);
  });

  it("tells another artist the release does not exist, and a visitor to sign in", async () => {
    const release = await liveRelease();
    const res = await patchAs(env, people.other, panelUrl(release.id), { enabled: false });
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
    const anonymous = await send(env, "PATCH", panelUrl(release.id), {
      payload: { enabled: false },
    });
    expect(anonymous.status).toBe(401);
    expect((await linkRow(release.id))?.enabled).toBe(true);
  });

  it("says a release without a smart link has none yet", async () => {
    const release = await linkedRelease(
      env,
      people.artist,
      { live: ["spotify"] },
      { withLink: false },
    );
    const res = await patchAs(env, people.artist, panelUrl(release.id), { enabled: false });
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(SmartLinkMessages.noSmartLink);
  });
});

describe("PUT and DELETE /api/releases/:id/smart-link/stores/:storeId", () => {
  it("saves the artist's link for a store: the page shows its button once it is live", async () => {
    const release = await liveRelease();
    const res = await people.artist.put(storeUrl(release.id, "spotify"), {
      url: "  https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC ",
    });
    expect(res.status).toBe(200);
    expect(viewOf(res).stores.find((s) => s.storeId === "spotify")).toMatchObject({
      url: "https://open.spotify.com/album/4uLU6hMCjMI75M1A2tKUQC",
      source: "artist",
      shown: true,
    });
    expect(await storeLinkRows(release.id)).toEqual([
      expect.objectContaining({
        storeId: "spotify",
        source: "artist",
        updatedBy: people.artist.id,
      }),
    ]);
    expect(await auditOf(env, release.id)).toEqual([]);

    const waiting = viewOf(
      await people.artist.put(storeUrl(release.id, "tidal"), {
        url: "https://tidal.com/browse/album/9",
      }),
    );
    expect(waiting.stores.find((s) => s.storeId === "tidal")).toMatchObject({ shown: false });
  });

  it("marks staff's links as staff's and audits them", async () => {
    const release = await liveRelease();
    await people.artist.put(storeUrl(release.id, "deezer"), {
      url: "https://www.deezer.com/album/1",
    });
    const res = await people.staff.put(storeUrl(release.id, "deezer"), {
      url: "https://www.deezer.com/album/2",
    });
    expect(viewOf(res).stores.find((s) => s.storeId === "deezer")).toMatchObject({
      url: "https://www.deezer.com/album/2",
      source: "staff",
    });
    expect(await auditOf(env, release.id)).toEqual([
      expect.objectContaining({
        action: "SET_STORE_LINK",
        actorId: people.staff.id,
        details: expect.objectContaining({
          store: "deezer",
          from: "https://www.deezer.com/album/1",
          to: "https://www.deezer.com/album/2",
        }),
      }),
    ]);
  });

  it("refuses an address that is not the store's website, with the store's example", async () => {
    const release = await liveRelease();
    for (const url of [
      "https://www.deezer.com/album/1",
      "http://open.spotify.com/album/1",
      "nope",
    ]) {
      const res = await people.artist.put(storeUrl(release.id, "spotify"), { url });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe(SmartLinkMessages.notAStoreUrl("spotify"));
      expect(errorOf(res).fields?.url).toBe(SmartLinkMessages.notAStoreUrl("spotify"));
    }
    expect(await storeLinkRows(release.id)).toEqual([]);
  });

  it("refuses a store address carrying control characters, which the URL parser would drop", async () => {
    const release = await liveRelease();
    const message = TextMessages.controlCharacters("The store's web address");
    for (const url of [
      "https://open.spotify.com/al\nbum/1",
      "https://open.spotify.com/\u202Ealbum/1",
    ]) {
      const res = await people.artist.put(storeUrl(release.id, "spotify"), { url });
      expect(res.status).toBe(400);
      expect(errorOf(res).fields?.url).toBe(message);
    }
    expect(await storeLinkRows(release.id)).toEqual([]);
  });

  it("refuses a store the release was not sent to, and an unknown store id", async () => {
    const release = await liveRelease();
    const notSent = await people.artist.put(storeUrl(release.id, "napster"), {
      url: "https://play.napster.com/album/1",
    });
    expect(notSent.status).toBe(404);
    expect(errorOf(notSent).message).toBe(SmartLinkMessages.notAReleaseStore);
    const unknown = await people.artist.put(storeUrl(release.id, "myspace"), {
      url: "https://myspace.com/x",
    });
    expect(unknown.status).toBe(400);
  });

  it("removes a store's link, audited when staff do it", async () => {
    const release = await liveRelease();
    await people.artist.put(storeUrl(release.id, "spotify"), {
      url: "https://open.spotify.com/album/1",
    });
    await people.artist.put(storeUrl(release.id, "deezer"), {
      url: "https://www.deezer.com/album/1",
    });

    const res = await people.artist.del(storeUrl(release.id, "spotify"));
    expect(res.status).toBe(200);
    expect(viewOf(res).stores.find((s) => s.storeId === "spotify")).toMatchObject({
      url: null,
      source: null,
      shown: false,
    });
    await people.admin.del(storeUrl(release.id, "deezer"));
    expect(await storeLinkRows(release.id)).toEqual([]);
    expect((await auditOf(env, release.id)).map((a) => [a.action, a.actorId])).toEqual([
      ["REMOVE_STORE_LINK", people.admin.id],
    ]);
    // Removing a link that is not there changes nothing and is not an error.
    expect((await people.artist.del(storeUrl(release.id, "spotify"))).status).toBe(200);
  });

  it("tells another artist the release does not exist, and a visitor to sign in", async () => {
    const release = await liveRelease();
    const url = storeUrl(release.id, "spotify");
    await people.artist.put(url, { url: "https://open.spotify.com/album/1" });
    for (const res of [
      await people.other.put(url, { url: "https://open.spotify.com/album/2" }),
      await people.other.del(url),
    ]) {
      expect(res.status).toBe(404);
      expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
    }
    expect((await send(env, "DELETE", url)).status).toBe(401);
    expect(
      (await send(env, "PUT", url, { payload: { url: "https://open.spotify.com/album/3" } }))
        .status,
    ).toBe(401);
    expect(await storeLinkRows(release.id)).toEqual([
      expect.objectContaining({ url: "https://open.spotify.com/album/1" }),
    ]);
  });
});
