import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artistProfiles, releases, smartLinks } from "../db/schema/index.ts";
import { approvedSingle } from "../routes/deliveries/deliveryTestKit.ts";
import { draft, type Member, member, setStatus } from "../routes/releases/releaseTestKit.ts";
import { enableStores, waitForDeliveries } from "../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";
import { backfillSmartLinks } from "./backfill.ts";
import { ensureSmartLink } from "./ensureSmartLink.ts";

/** A distributed release's smart link and its artist's page address (issue 17). */
let env: TestEnv;
let artist: Member;
let staff: Member;

beforeAll(async () => {
  env = await createTestEnv();
  artist = await member(env, "artist");
  staff = await member(env, "staff");
});
afterAll(() => env?.close());

const ensure = (releaseId: string) =>
  env.ctx.database.db.transaction((tx) => ensureSmartLink(tx, releaseId));

const slugOf = async (releaseId: string) =>
  (
    await env.ctx.database.db
      .select({ slug: smartLinks.slug })
      .from(smartLinks)
      .where(eq(smartLinks.releaseId, releaseId))
  )[0]?.slug;

const artistSlug = async (name: string) =>
  (
    await env.ctx.database.db
      .select({ slug: artistProfiles.slug })
      .from(artistProfiles)
      .where(eq(artistProfiles.name, name))
  )[0]?.slug;

describe("ensureSmartLink", () => {
  it("makes the slug from artist and title, and gives the artist profile one from its name", async () => {
    const id = await draft(artist, "Midnight Drive");
    expect(await ensure(id)).toBe("the-testers-midnight-drive");
    expect(await slugOf(id)).toBe("the-testers-midnight-drive");
    expect(await artistSlug(artist.artistName)).toBe("the-testers");
  });

  it("appends -2, -3 when the slug is taken, and the artist's slug stays the same", async () => {
    const first = await draft(artist, "Björk & Friends!");
    const second = await draft(artist, "Bjork and Friends");
    const third = await draft(artist, "BJORK AND FRIENDS");
    expect(await ensure(first)).toBe("the-testers-bjork-and-friends");
    expect(await ensure(second)).toBe("the-testers-bjork-and-friends-2");
    expect(await ensure(third)).toBe("the-testers-bjork-and-friends-3");
    expect(await artistSlug(artist.artistName)).toBe("the-testers");
  });

  it("keeps the slug for good: a second call and a title change leave it as it was", async () => {
    const id = await draft(artist, "Old Title");
    const slug = await ensure(id);
    await env.ctx.database.db
      .update(releases)
      .set({ title: "A Brand New Title" })
      .where(eq(releases.id, id));
    expect(await ensure(id)).toBe(slug);
    expect(await slugOf(id)).toBe("the-testers-old-title");
    const rows = await env.ctx.database.db
      .select()
      .from(smartLinks)
      .where(eq(smartLinks.releaseId, id));
    expect(rows).toHaveLength(1);
  });

  it("finds the artist profile without regard to case, and makes unique artist slugs", async () => {
    const other = await member(env, "artist");
    // Another account's name that slugifies like the first artist's (different spelling).
    const lookalike = await member(env, "artist");
    const lookalikeRelease = await draft(lookalike, "Song");
    await env.ctx.database.db
      .update(artistProfiles)
      .set({ name: "The  Testers!", nameKey: "the testers!" })
      .where(eq(artistProfiles.userId, lookalike.id));
    await env.ctx.database.db
      .update(releases)
      .set({ artistName: "The  Testers!" })
      .where(eq(releases.id, lookalikeRelease));
    const id = await draft(other, "Song");
    await env.ctx.database.db
      .update(releases)
      .set({ artistName: other.artistName.toUpperCase() })
      .where(eq(releases.id, id));
    await ensure(id);
    expect(await artistSlug(other.artistName)).toMatch(/^act-\d+$/);
    await ensure(lookalikeRelease);
    expect(await artistSlug("The  Testers!")).toBe("the-testers-2");
  });

  // Two connections at once: PostgreSQL only (PGlite is one connection inside the process).
  it.runIf(Boolean(process.env.DATABASE_URL))(
    "gives two artists whose names make one slug, distributed at the same moment, two slugs",
    async () => {
      const db = env.ctx.database.db;
      const stamp = Date.now().toString(36);
      const named = async (name: string) => {
        const who = await member(env, "artist");
        const id = await draft(who, "Same Moment");
        await db
          .update(artistProfiles)
          .set({ name, nameKey: name.toLowerCase() })
          .where(eq(artistProfiles.userId, who.id));
        await db.update(releases).set({ artistName: name }).where(eq(releases.id, id));
        return id;
      };
      const first = await named(`AC/DC ${stamp}`);
      const second = await named(`AC DC ${stamp}`);
      // The first takes "ac-dc-<stamp>" and holds its transaction open; the second finds the
      // slug free (not committed yet), waits on the unique index, then loses it.
      let commitFirst: (() => void) | undefined;
      const held = new Promise<void>((resolve) => {
        commitFirst = resolve;
      });
      const firstDone = db.transaction(async (tx) => {
        await ensureSmartLink(tx, first);
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const secondDone = db.transaction((tx) => ensureSmartLink(tx, second));
      await new Promise((resolve) => setTimeout(resolve, 300));
      commitFirst?.();
      await Promise.all([firstDone, secondDone]);
      expect(await artistSlug(`AC/DC ${stamp}`)).toBe(`ac-dc-${stamp}`);
      expect(await artistSlug(`AC DC ${stamp}`)).toBe(`ac-dc-${stamp}-2`);
      expect(await slugOf(second)).toBe(`ac-dc-${stamp}-same-moment-2`);
    },
  );

  it("answers null for a release that does not exist", async () => {
    expect(await ensure("00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("Mark as Distributed and the start-up backfill", () => {
  it("Mark as Distributed makes the smart link in its transaction", async () => {
    await enableStores(env.ctx, ["spotify"]);
    const id = await approvedSingle(artist, staff, "Delivered Today");
    const res = await staff.post(`/api/admin/releases/${id}/distribute`, { notes: null });
    expect(res.status).toBe(200);
    expect(await slugOf(id)).toBe("the-testers-delivered-today");
    await waitForDeliveries(env.ctx, id);
  });

  it("gives releases distributed before smart links existed their link, once", async () => {
    const old = await draft(artist, "Back Catalogue");
    const gone = await draft(artist, "Withdrawn Tapes");
    const notYet = await draft(artist, "Still A Draft");
    await setStatus(env, old, "distributed");
    await setStatus(env, gone, "taken_down");
    expect(await slugOf(old)).toBeUndefined();
    expect(await backfillSmartLinks(env.ctx.database.db)).toBeGreaterThanOrEqual(2);
    expect(await slugOf(old)).toBe("the-testers-back-catalogue");
    // Taken down since: it was distributed, so it has a link too (its page stays 404).
    expect(await slugOf(gone)).toBe("the-testers-withdrawn-tapes");
    expect(await slugOf(notYet)).toBeUndefined();
    expect(await backfillSmartLinks(env.ctx.database.db)).toBe(0);
  });

  it("backfills a catalogue a batch at a time, and stops when the process closes", async () => {
    const titles = ["Vault One", "Vault Two", "Vault Three", "Vault Four", "Vault Five"];
    const ids: string[] = [];
    for (const title of titles) {
      const id = await draft(artist, title);
      await setStatus(env, id, "distributed");
      ids.push(id);
    }
    const closed = new AbortController();
    closed.abort();
    expect(await backfillSmartLinks(env.ctx.database.db, { signal: closed.signal })).toBe(0);
    expect(await slugOf(ids[0] ?? "")).toBeUndefined();

    // Two at a time: three look-ups, each going on after the last id it saw.
    expect(await backfillSmartLinks(env.ctx.database.db, { batch: 2 })).toBe(5);
    expect(await Promise.all(ids.map(slugOf))).toEqual([
      "the-testers-vault-one",
      "the-testers-vault-two",
      "the-testers-vault-three",
      "the-testers-vault-four",
      "the-testers-vault-five",
    ]);
    expect(await backfillSmartLinks(env.ctx.database.db, { batch: 2 })).toBe(0);
  });
});
