import type { DeliveryState } from "@common/distribution.ts";
import type { PlatformId } from "@common/releases.ts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, errorOf } from "../../test/client.ts";
import { enableStores, setDelivered } from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { releaseIn } from "../adminReleases/reviewTestKit.ts";
import type { Member, Reply } from "../releases/releaseTestKit.ts";
import { type Cast, cast, expectStaffOnly, ISO_TIME } from "./deliveryTestKit.ts";
import * as schema from "./schema.ts";

/**
 * GET /api/admin/deliveries (issue 15): failures first, then the latest changed; filters by
 * store and state; keyset pages; each store's counts; two statements a page at every depth.
 * The rows are written directly (storesKit setDelivered), with known change times.
 */
let env: TestEnv;
let people: Cast;
/** Delivery ids by name ("release/store"). */
const made: Record<string, string> = {};

beforeAll(async () => {
  // Every answer carries the number of SQL statements its request sent (as `npm run bench` does).
  env = await createTestEnv({ BENCH_COUNT_QUERIES: "true" });
  people = await cast(env);
  await enableStores(env.ctx, ["spotify", "deezer"]);
  const plan: [string, string, PlatformId, DeliveryState, number][] = [
    ["alpha", "Alpha", "spotify", "live", 10],
    ["alpha", "Alpha", "deezer", "failed", 50],
    ["beta", "Beta", "spotify", "failed", 5],
    ["beta", "Beta", "deezer", "delivered", 20],
    ["beta", "Beta", "tidal", "queued", 1],
    ["gamma", "Gamma", "spotify", "uploading", 30],
  ];
  const releases: Record<string, string> = {};
  for (const [name, title, store, state, minutesAgo] of plan) {
    releases[name] ??= await releaseIn(env, people.artist, "approved", title);
    const [id] = await setDelivered(env.ctx, releases[name] as string, [store], state);
    made[`${name}/${store}`] = id as string;
    await env.ctx.database.db.execute(
      sql`update deliveries set updated_at = now() - make_interval(mins => ${minutesAgo}),
        reason = ${state === "failed" ? "Connection refused." : null} where id = ${id}`,
    );
  }
});
afterAll(() => env?.close());

const list = (who: Member, query = "") => who.get(`/api/admin/deliveries${query}`);
const page = (res: Reply) => bodyOf(res, schema.list.response[200]);
const idsOf = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);
const names = (...keys: string[]) => keys.map((key) => made[key]);

describe("GET /api/admin/deliveries", () => {
  it("lists failures first, then the latest changed, with what staff may do on each", async () => {
    const res = await list(people.staff);
    expect(res.status).toBe(200);
    expect(idsOf(page(res))).toEqual(
      names(
        "beta/spotify",
        "alpha/deezer",
        "beta/tidal",
        "alpha/spotify",
        "beta/deezer",
        "gamma/spotify",
      ),
    );
    expect(page(res).nextCursor).toBeNull();
    const [failed] = page(res).items;
    expect(failed).toMatchObject({
      releaseTitle: "Beta",
      artistName: people.artist.artistName,
      upc: null,
      storeId: "spotify",
      storeName: "Spotify",
      kind: "release",
      state: "failed",
      label: "Failed",
      reason: "Connection refused.",
      attempts: 1,
      batchId: null,
      permissions: { retry: true, markLive: false },
    });
    const delivered = page(res).items.find((i) => i.id === made["beta/deezer"]);
    expect(delivered).toMatchObject({
      state: "delivered",
      label: "Delivered",
      batchId: expect.stringMatching(/^\d{17}$/),
      deliveredAt: ISO_TIME,
      permissions: { retry: false, markLive: true },
    });
    const live = page(res).items.find((i) => i.id === made["alpha/spotify"]);
    expect(live).toMatchObject({ state: "live", permissions: { retry: false, markLive: false } });
  });

  it("filters by store, by state, and by both", async () => {
    expect(idsOf(page(await list(people.admin, "?store=spotify")))).toEqual(
      names("beta/spotify", "alpha/spotify", "gamma/spotify"),
    );
    expect(idsOf(page(await list(people.staff, "?state=failed")))).toEqual(
      names("beta/spotify", "alpha/deezer"),
    );
    expect(idsOf(page(await list(people.staff, "?state=delivered&store=deezer")))).toEqual(
      names("beta/deezer"),
    );
    expect(idsOf(page(await list(people.staff, "?state=live&store=deezer")))).toEqual([]);
    expect((await list(people.staff, "?state=lost")).status).toBe(400);
    expect((await list(people.staff, "?store=myspace")).status).toBe(400);
  });

  it("pages with a cursor, from the failures into the rest, without repeats or gaps", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await list(people.staff, query);
      expect(res.status).toBe(200);
      expect(page(res).items.length).toBeLessThanOrEqual(2);
      seen.push(...idsOf(page(res)));
      cursor = page(res).nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(idsOf(page(await list(people.staff))));

    // A page of one failure, then the next page starts with the other failure.
    const first = await list(people.staff, "?limit=1&state=failed");
    const second = await list(
      people.staff,
      `?limit=1&state=failed&cursor=${encodeURIComponent(page(first).nextCursor ?? "")}`,
    );
    expect(idsOf(page(second))).toEqual(names("alpha/deezer"));
    expect(page(second).nextCursor).toBeNull();

    for (const forged of ["bm90IGEgY3Vyc29y", Buffer.from('["2","x","y"]').toString("base64url")]) {
      const res = await list(people.staff, `?cursor=${forged}`);
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe("This list has changed. Reload the page.");
    }
    expect((await list(people.staff, "?limit=101")).status).toBe(400);
  });

  it("counts each store's deliveries per state: stores with deliveries, and enabled ones", async () => {
    const { counts } = page(await list(people.staff, "?store=deezer&state=failed"));
    const zero = { queued: 0, uploading: 0, delivered: 0, live: 0, failed: 0, taken_down: 0 };
    // Whatever the filters: every store's figures, in the platforms' order.
    expect(counts).toEqual([
      {
        storeId: "spotify",
        storeName: "Spotify",
        counts: { ...zero, live: 1, failed: 1, uploading: 1 },
        total: 3,
      },
      {
        storeId: "deezer",
        storeName: "Deezer",
        counts: { ...zero, delivered: 1, failed: 1 },
        total: 2,
      },
      // Off now, but it has a delivery.
      { storeId: "tidal", storeName: "TIDAL", counts: { ...zero, queued: 1 }, total: 1 },
    ]);
  });

  it("costs two statements a page (the page and the counts) at every depth or filter", async () => {
    // Each request twice in a row: the second one's own statements (x-bench-queries), with
    // its session already cached by the first.
    const queriesOf = async (query: string) => {
      await list(people.staff, query);
      return Number((await list(people.staff, query)).headers["x-bench-queries"]);
    };
    const first = await list(people.staff, "?limit=2");
    const second = await list(
      people.staff,
      `?limit=2&cursor=${encodeURIComponent(page(first).nextCursor ?? "")}`,
    );
    const deep = `?limit=2&cursor=${encodeURIComponent(page(second).nextCursor ?? "")}`;
    const counts: number[] = [];
    for (const query of ["?limit=2", deep, "?store=spotify", "?state=failed", "?state=live"])
      counts.push(await queriesOf(query));
    expect(counts).toEqual([2, 2, 2, 2, 2]);
  });

  it("is for staff and admins only", async () => {
    await expectStaffOnly(env, people, "GET", "/api/admin/deliveries");
  });
});
