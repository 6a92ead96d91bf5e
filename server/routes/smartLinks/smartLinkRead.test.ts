import { ReleaseMessages } from "@common/releases.ts";
import { SmartLinkMessages } from "@common/smartLinks.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releases, smartLinks, storeLinks, userPrivacySettings } from "../../db/schema/index.ts";
import { moveAppClock } from "../../lib/clock.ts";
import { errorOf, send } from "../../test/client.ts";
import { setDelivered } from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Cast, cast } from "../deliveries/deliveryTestKit.ts";
import { addFan, linkedRelease, panelUrl, viewOf } from "./smartLinkTestKit.ts";

/**
 * GET /api/releases/:id/smart-link (issue 17 "Artist controls"): the release's owner, staff
 * and admins read the panel; everyone else is told the release does not exist.
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
});
afterAll(() => env?.close());

const db = () => env.ctx.database.db;

describe("the panel of a release with a smart link", () => {
  it("lists every store the release went to, in the page's order, with what the page shows", async () => {
    const release = await linkedRelease(env, people.artist, {
      live: ["spotify", "deezer", "tidal"],
      delivered: ["apple_music"],
    });
    await db()
      .update(smartLinks)
      .set({ storeOrder: ["tidal"], hiddenStores: ["deezer"] })
      .where(eq(smartLinks.releaseId, release.id));
    await db()
      .insert(storeLinks)
      .values([
        {
          releaseId: release.id,
          storeId: "spotify",
          url: "https://open.spotify.com/album/1",
          source: "store",
        },
        {
          releaseId: release.id,
          storeId: "deezer",
          url: "https://www.deezer.com/album/2",
          source: "artist",
        },
        {
          releaseId: release.id,
          storeId: "apple_music",
          url: "https://music.apple.com/album/3",
          source: "staff",
        },
      ]);

    const view = viewOf(await people.artist.get(panelUrl(release.id)));

    expect(view.url).toBe(`${env.ctx.config.APP_URL}/r/${release.slug}`);
    expect(view).toMatchObject({ enabled: true, profilePrivate: false, preRelease: false });
    expect(view.stores.map((s) => [s.storeId, s.live, s.url !== null, s.hidden, s.shown])).toEqual([
      ["tidal", true, false, false, false],
      ["spotify", true, true, false, true],
      ["apple_music", false, true, false, false],
      ["deezer", true, true, true, false],
    ]);
    expect(view.stores.find((s) => s.storeId === "apple_music")).toMatchObject({
      label: "Apple Music",
      source: "staff",
    });
  });

  it("says when the owner's profile is private and when the release date is still ahead", async () => {
    const { artist } = await cast(env);
    const release = await linkedRelease(
      env,
      artist,
      { live: ["spotify"] },
      { releaseDate: "2999-01-01" },
    );
    await db()
      .insert(userPrivacySettings)
      .values({ userId: artist.id, profileVisibility: "private" });

    const view = viewOf(await artist.get(panelUrl(release.id)));
    expect(view).toMatchObject({
      profilePrivate: true,
      preRelease: true,
      releaseDate: "2999-01-01",
    });
  });

  it("says when the release is taken down, and which stores have taken it down", async () => {
    const release = await linkedRelease(env, people.artist, { live: ["spotify"] });
    expect(viewOf(await people.artist.get(panelUrl(release.id)))).toMatchObject({
      takenDown: false,
      stores: [{ storeId: "spotify", live: true, takenDown: false }],
    });
    await setDelivered(env.ctx, release.id, ["deezer"], "taken_down");
    await db().update(releases).set({ status: "taken_down" }).where(eq(releases.id, release.id));

    const view = viewOf(await people.artist.get(panelUrl(release.id)));
    expect(view.takenDown).toBe(true);
    expect(view.stores.map((s) => [s.storeId, s.takenDown])).toEqual([
      ["spotify", false],
      ["deezer", true],
    ]);
  });

  it("follows the smart links' clock to release day", async () => {
    const release = await linkedRelease(
      env,
      people.artist,
      { live: ["spotify"] },
      {
        releaseDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10),
      },
    );
    expect(viewOf(await people.artist.get(panelUrl(release.id))).preRelease).toBe(true);
    moveAppClock(3);
    try {
      expect(viewOf(await people.artist.get(panelUrl(release.id))).preRelease).toBe(false);
    } finally {
      moveAppClock(0);
    }
  });

  it("counts fans and shows only the addresses of confirmed fans who consented", async () => {
    const release = await linkedRelease(env, people.artist, { live: ["spotify"] });
    await addFan(env, release.id, "shares@example.com", { confirmed: true, share: true });
    await addFan(env, release.id, "quiet@example.com", { confirmed: true });
    await addFan(env, release.id, "told@example.com", { confirmed: true, notified: true });
    await addFan(env, release.id, "waiting@example.com", { share: true });
    await addFan(env, release.id, "gone@example.com", {
      confirmed: true,
      share: true,
      unsubscribed: true,
    });

    const { fans } = viewOf(await people.artist.get(panelUrl(release.id)));

    expect(fans).toMatchObject({ confirmed: 3, pending: 1, notified: 1 });
    expect(fans.shared.map((f) => f.email)).toEqual(["shares@example.com"]);
    const body = JSON.stringify(fans);
    for (const hidden of ["quiet@", "told@", "waiting@", "gone@"])
      expect(body).not.toContain(hidden);
  });

  it("is read by staff and admins for every release", async () => {
    const release = await linkedRelease(env, people.artist, { live: ["spotify"] });
    for (const who of [people.staff, people.admin]) {
      const res = await who.get(panelUrl(release.id));
      expect(res.status).toBe(200);
      expect(viewOf(res).releaseId).toBe(release.id);
    }
  });
});

describe("refusals", () => {
  it("tells another artist the release does not exist", async () => {
    const release = await linkedRelease(env, people.artist, { live: ["spotify"] });
    const res = await people.other.get(panelUrl(release.id));
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(ReleaseMessages.releaseNotFound);
  });

  it("asks a signed-out visitor to sign in", async () => {
    const release = await linkedRelease(env, people.artist, { live: ["spotify"] });
    expect((await send(env, "GET", panelUrl(release.id))).status).toBe(401);
  });

  it("says a release without a smart link has none yet", async () => {
    const release = await linkedRelease(
      env,
      people.artist,
      { live: ["spotify"] },
      { withLink: false },
    );
    const res = await people.artist.get(panelUrl(release.id));
    expect(res.status).toBe(404);
    expect(errorOf(res).message).toBe(SmartLinkMessages.noSmartLink);
  });

  it("answers 404 for an unknown release and 400 for a malformed id", async () => {
    const missing = await people.staff.get(panelUrl("00000000-0000-4000-8000-000000000000"));
    expect(missing.status).toBe(404);
    expect((await people.staff.get(panelUrl("nope"))).status).toBe(400);
  });
});
