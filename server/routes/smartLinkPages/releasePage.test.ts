import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { releases, smartLinkDailyCounts, tracks } from "../../db/schema/index.ts";
import { PAGE_ASSETS } from "../../smartLinks/html/assets.ts";
import { setDelivered } from "../../test/storesKit.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../../test/support.ts";
import { approvedSingle } from "../deliveries/deliveryTestKit.ts";
import { draft, type Member, member, setStatus } from "../releases/releaseTestKit.ts";
import {
  getPage,
  metaContent,
  publish,
  setProfileVisibility,
  setSmartLink,
  text,
} from "./pagesTestKit.ts";

/** The public release page /r/<slug> (issue 17). */
let env: TestEnv;
let artist: Member;
let staff: Member;

const BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1";

beforeAll(async () => {
  env = await createTestEnv();
  artist = await member(env, "artist");
  staff = await member(env, "staff");
});
afterAll(() => env?.close());

const storeNames = (doc: Document) =>
  [...doc.querySelectorAll(".store .store-name")].map((el) => text(el));

async function visits(releaseId: string): Promise<number> {
  await env.ctx.smartLinkCounter.flush();
  const [row] = await env.ctx.database.db
    .select({ n: sql<number>`coalesce(sum(${smartLinkDailyCounts.count}), 0)::int` })
    .from(smartLinkDailyCounts)
    .where(
      and(eq(smartLinkDailyCounts.releaseId, releaseId), eq(smartLinkDailyCounts.event, "visit")),
    );
  return row?.n ?? 0;
}

describe("a released release's page", () => {
  let id: string;
  let slug: string;
  beforeAll(async () => {
    id = await draft(artist, "Northern Lights");
    await env.ctx.database.db.insert(tracks).values([
      { releaseId: id, trackNumber: 1, title: "Aurora", duration: 187, explicit: true },
      { releaseId: id, trackNumber: 2, title: "Polar Night", duration: 3725, previewStartTime: 40 },
    ]);
    // Live on four stores; TIDAL has no link yet and Apple Music is hidden; Amazon is not live.
    slug = await publish(env, id, {
      live: ["deezer", "spotify", "apple_music", "tidal"],
      linked: ["deezer", "spotify", "apple_music"],
      releaseDate: "2024-03-01",
    });
    await setDelivered(env.ctx, id, ["amazon_music"], "delivered");
    await setSmartLink(env, id, { hiddenStores: ["apple_music"] });
  });

  it("shows title, artist, release date, tracks and one button per live, linked, shown store", async () => {
    const { res, doc } = await getPage(env, `/r/${slug}`, { "user-agent": BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    // Its "Notify me" form posts with the page's origin (sameOrigin.ts), other sites get none.
    expect(res.headers["referrer-policy"]).toBe("same-origin");
    expect(text(doc.querySelector("h1"))).toBe("Northern Lights");
    const artistLink = doc.querySelector(".artist a");
    expect(text(artistLink)).toBe("The Testers");
    expect(artistLink?.getAttribute("href")).toBe("/a/the-testers");
    expect(text(doc.querySelector(".meta"))).toBe("Single · Released 1 March 2024");
    const rows = [...doc.querySelectorAll(".tracks li")].map((li) => text(li));
    expect(rows).toEqual(["1 Aurora E Duration 3:07", "2 Polar Night Duration 1:02:05"]);
    expect(doc.querySelector(".explicit")?.getAttribute("title")).toBe("Explicit");
    // Platform order; no button for TIDAL (no link), Apple Music (hidden), Amazon (not live).
    expect(storeNames(doc)).toEqual(["Spotify", "Deezer"]);
    const links = [...doc.querySelectorAll(".store")].map((a) => a.getAttribute("href"));
    expect(links).toEqual([`/r/${slug}/go/spotify`, `/r/${slug}/go/deezer`]);
    // No pre-release block on a released release.
    expect(doc.querySelector("#notify")).toBeNull();
  });

  it("offers a preview player only for tracks with a preview start", async () => {
    const { doc } = await getPage(env, `/r/${slug}`);
    const players = [...doc.querySelectorAll("audio")];
    expect(players).toHaveLength(1);
    expect(players[0]?.getAttribute("src")).toBe(`/r/${slug}/preview/2.mp3`);
    expect(players[0]?.getAttribute("preload")).toBe("none");
    expect(players[0]?.hasAttribute("controls")).toBe(true);
  });

  it("orders the buttons as the artist chose, the others following in platform order", async () => {
    await setSmartLink(env, id, { storeOrder: ["deezer"], hiddenStores: [] });
    const { doc } = await getPage(env, `/r/${slug}`);
    expect(storeNames(doc)).toEqual(["Deezer", "Spotify", "Apple Music"]);
    await setSmartLink(env, id, { storeOrder: [], hiddenStores: ["apple_music"] });
  });

  it("passes the referring site on to the store buttons, not its own address", async () => {
    const shared = await getPage(env, `/r/${slug}`, {
      referer: "https://www.Instagram.com/p/abc?x=1",
    });
    expect(shared.doc.querySelector(".store")?.getAttribute("href")).toBe(
      `/r/${slug}/go/spotify?ref=instagram.com`,
    );
    const own = await getPage(env, `/r/${slug}`, { referer: `${TEST_ORIGIN}/a/the-testers` });
    expect(own.doc.querySelector(".store")?.getAttribute("href")).toBe(`/r/${slug}/go/spotify`);
  });

  it("counts each view", async () => {
    const before = await visits(id);
    await getPage(env, `/r/${slug}`, { "user-agent": BROWSER });
    await getPage(env, `/r/${slug}`, { "user-agent": BROWSER });
    expect(await visits(id)).toBe(before + 2);
  });

  it("answers the slug in upper or lower case", async () => {
    const { res } = await getPage(env, `/r/${slug.toUpperCase()}`);
    expect(res.statusCode).toBe(200);
  });
});

describe("the pages' 404", () => {
  it("answers an HTML 404 for an unknown, disabled, private, taken down or undistributed release", async () => {
    const expectNotFound = async (url: string) => {
      const { res, doc } = await getPage(env, url, { "user-agent": BROWSER });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(text(doc.querySelector("h1"))).toBe("Page not found");
      expect(metaContent(doc, "robots")).toBe("noindex");
    };
    await expectNotFound("/r/no-such-release");
    await expectNotFound("/r/Not%20A%20Slug!");

    const off = await draft(artist, "Turned Off");
    const offSlug = await publish(env, off);
    await setSmartLink(env, off, { enabled: false });
    await expectNotFound(`/r/${offSlug}`);

    const gone = await draft(artist, "Taken Down");
    const goneSlug = await publish(env, gone);
    await setStatus(env, gone, "taken_down");
    await expectNotFound(`/r/${goneSlug}`);

    const approved = await draft(artist, "Not Yet Delivered");
    const approvedSlug = await publish(env, approved);
    await setStatus(env, approved, "approved");
    await expectNotFound(`/r/${approvedSlug}`);
    // None of these views was counted.
    for (const release of [off, gone, approved]) expect(await visits(release)).toBe(0);

    const shy = await member(env, "artist");
    const shyRelease = await draft(shy, "Hidden Away");
    const shySlug = await publish(env, shyRelease);
    expect((await getPage(env, `/r/${shySlug}`)).res.statusCode).toBe(200);
    await setProfileVisibility(env, shy.id, "private");
    await expectNotFound(`/r/${shySlug}`);
    await expectNotFound(`/r/${shySlug}/artwork/600.jpg`);
    await setProfileVisibility(env, shy.id, "public");
    expect((await getPage(env, `/r/${shySlug}`)).res.statusCode).toBe(200);
  });
});

describe("markup and sharing", () => {
  it("shows a title with markup as text, never as markup", async () => {
    const id = await draft(artist, "Plain");
    const slug = await publish(env, id);
    const title = `<script>alert("x")</script> & "Friends"`;
    await env.ctx.database.db.update(releases).set({ title }).where(eq(releases.id, id));
    const { res, doc } = await getPage(env, `/r/${slug}`);
    expect(res.body).not.toContain("<script>alert");
    expect(res.body).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp;");
    expect(text(doc.querySelector("h1"))).toBe(title);
    expect(metaContent(doc, "og:title")).toBe(`${title} by The Testers`);
    // The only script is the page's own file; the policy allows no inline script.
    const scripts = [...doc.querySelectorAll("script")];
    expect(scripts.map((s) => s.getAttribute("src"))).toEqual([PAGE_ASSETS.js.path]);
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
  });

  it("carries Open Graph and Twitter card tags with the artwork, served in three sizes", async () => {
    const id = await approvedSingle(artist, staff, "Card Ready");
    const slug = await publish(env, id);
    const { doc } = await getPage(env, `/r/${slug}`);
    expect(metaContent(doc, "og:type")).toBe("music.song");
    expect(metaContent(doc, "og:title")).toBe("Card Ready by The Testers");
    expect(metaContent(doc, "og:url")).toBe(`${TEST_ORIGIN}/r/${slug}`);
    expect(metaContent(doc, "twitter:card")).toBe("summary_large_image");
    const image = metaContent(doc, "og:image") ?? "";
    expect(image).toMatch(new RegExp(`^${TEST_ORIGIN}/r/${slug}/artwork/1200\\.jpg\\?v=`));
    expect(metaContent(doc, "og:image:width")).toBe("1200");
    const img = doc.querySelector("img.art");
    expect(img?.getAttribute("width")).toBe("600");
    expect(img?.getAttribute("height")).toBe("600");
    expect(img?.getAttribute("alt")).toBe("Artwork of Card Ready by The Testers");

    for (const size of [300, 600, 1200]) {
      const res = await env.app.inject({ method: "GET", url: `/r/${slug}/artwork/${size}.jpg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/jpeg");
      expect(res.headers["cache-control"]).toContain("max-age");
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", size, size]);
    }
    const other = await env.app.inject({ method: "GET", url: `/r/${slug}/artwork/400.jpg` });
    expect(other.statusCode).toBe(404);
  });

  it("serves the stylesheet and script at their hashed addresses, cached for a year", async () => {
    for (const asset of Object.values(PAGE_ASSETS)) {
      const res = await env.app.inject({ method: "GET", url: asset.path });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe(asset.type);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.rawPayload.equals(asset.body)).toBe(true);
    }
  });
});

describe("a pre-release page", () => {
  it("counts down to the release date and offers Notify me, with the artist's name on the consent", async () => {
    const id = await draft(artist, "Coming Soon");
    const slug = await publish(env, id, { live: [], releaseDate: "2999-12-31" });
    const { res, doc } = await getPage(env, `/r/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(text(doc.querySelector(".meta"))).toBe("Single · Out 31 December 2999");
    expect(text(doc.querySelector(".pre h2"))).toBe("Coming soon");
    expect(doc.querySelector("#countdown")?.getAttribute("data-release")).toBe(
      "2999-12-31T00:00:00.000Z",
    );
    const form = doc.querySelector("form#notify");
    expect(form?.getAttribute("action")).toBe(`/r/${slug}/notify`);
    expect(form?.getAttribute("data-api")).toBe(`/api/smart-links/${slug}/fans`);
    const email = doc.querySelector<HTMLInputElement>("#notify-email");
    expect(email?.getAttribute("type")).toBe("email");
    expect(text(doc.querySelector('label[for="notify-email"]'))).not.toBe("");
    expect(text(doc.querySelector(".consent"))).toBe("Share my email address with The Testers");
    expect(text(doc.querySelector("form#notify button"))).toBe("Notify me");
    expect(doc.querySelectorAll(".store")).toHaveLength(0);
  });

  it("shows stores already live before release day", async () => {
    const id = await draft(artist, "Early Spotify");
    const slug = await publish(env, id, { live: ["spotify"], releaseDate: "2999-01-01" });
    const { doc } = await getPage(env, `/r/${slug}`);
    expect(doc.querySelector("form#notify")).not.toBeNull();
    expect(storeNames(doc)).toEqual(["Spotify"]);
  });
});
