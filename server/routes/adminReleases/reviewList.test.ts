import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyOf, errorOf, itemAt } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member, type Reply, single } from "../releases/releaseTestKit.ts";
import { idsOf, releaseIn } from "./reviewTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
let staff: Member;
let admin: Member;
let nova: Member;
let echo: Member;
/** Release ids by name, created oldest first. */
const made: Record<string, string> = {};

beforeAll(async () => {
  // Every answer carries the number of SQL statements its request sent (as `npm run bench` does).
  env = await createTestEnv({ BENCH_COUNT_QUERIES: "true" });
  [staff, admin, nova, echo] = [
    await member(env, "staff"),
    await member(env, "admin"),
    await member(env, "artist"),
    await member(env, "artist"),
  ];
  const plan: [string, Member, string, string, string][] = [
    ["moonDraft", nova, "draft", "Moon Sketches", "Nova Lind"],
    ["moonSubmitted", nova, "submitted", "Moonrise", "Nova Lind"],
    ["tideSubmitted", echo, "submitted", "Low Tide", "Echo Park 100%"],
    ["riverApproved", echo, "approved", "River_Song", "Echo Park"],
    ["goldRejected", nova, "rejected", "Gold Dust", "Nova Lind"],
    ["nightDistributed", echo, "distributed", "Night Drive", "Echo Park"],
  ];
  for (const [name, who, status, title, artistName] of plan) {
    made[name] = await releaseIn(env, who, status, title, artistName);
    // Distinct, known creation times: the list is newest first.
    await env.ctx.database.db.execute(
      sql`update releases set created_at = now() - make_interval(mins => ${100 - Object.keys(made).length}) where id = ${made[name]}`,
    );
  }
});
afterAll(async () => {
  await env?.close();
});

const list = (who: Member, query = "") => who.get(`/api/admin/releases${query}`);
const page = (res: Reply) => bodyOf(res, schema.list.response[200]);

describe("GET /api/admin/releases", () => {
  it("shows submitted releases by default, newest first, with owner and notes", async () => {
    const res = await list(staff);
    expect(res.status).toBe(200);
    expect(idsOf(page(res))).toEqual([made.tideSubmitted, made.moonSubmitted]);
    expect(page(res).items[0]).toMatchObject({
      title: "Low Tide",
      artistName: "Echo Park 100%",
      status: "submitted",
      adminNotes: null,
      owner: { id: echo.id, email: expect.stringContaining("@example.com") },
      tracks: [],
    });
    expect(page(res).nextCursor).toBeNull();
  });

  it("filters by each status, and shows every release with status all", async () => {
    const expected = {
      draft: [made.moonDraft],
      approved: [made.riverApproved],
      rejected: [made.goldRejected],
      distributed: [made.nightDistributed],
    };
    for (const [status, ids] of Object.entries(expected)) {
      expect(idsOf(page(await list(staff, `?status=${status}`)))).toEqual(ids);
    }
    const all = await list(admin, "?status=all");
    expect(idsOf(page(all))).toEqual(Object.values(made).reverse());
    expect((await list(staff, "?status=pending")).status).toBe(400);
  });

  it("searches title, artist and the owner's email, ignoring case", async () => {
    const search = async (q: string, status = "all") =>
      idsOf(page(await list(staff, `?status=${status}&q=${encodeURIComponent(q)}`)));
    expect(await search("MOON")).toEqual([made.moonSubmitted, made.moonDraft]);
    expect(await search("moon", "submitted")).toEqual([made.moonSubmitted]);
    expect(await search("echo park")).toEqual([
      made.nightDistributed,
      made.riverApproved,
      made.tideSubmitted,
    ]);
    const echoCard = page(await list(staff, "?status=all")).items.find(
      (r) => r.owner.id === echo.id,
    );
    expect(echoCard).toBeDefined();
    const echoEmail = echoCard?.owner.email ?? "";
    expect(await search(echoEmail.toUpperCase())).toEqual([
      made.nightDistributed,
      made.riverApproved,
      made.tideSubmitted,
    ]);
    expect(await search("nothing like this")).toEqual([]);
    // A title that matches and an owner that matches: listed once.
    expect(await search("o")).toHaveLength(6);
  });

  it("matches % and _ literally", async () => {
    const search = async (q: string) =>
      idsOf(page(await list(staff, `?status=all&q=${encodeURIComponent(q)}`)));
    expect(await search("100%")).toEqual([made.tideSubmitted]);
    // As a wildcard, _ would also find "Moonrise" ("ris").
    expect(await search("r_s")).toEqual([made.riverApproved]);
    expect(await search("river_")).toEqual([made.riverApproved]);
    expect(await search("%")).toEqual([made.tideSubmitted]);
  });

  it("pages with a cursor, and refuses a forged one", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `?status=all&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await list(staff, query);
      expect(res.status).toBe(200);
      expect(page(res).items.length).toBeLessThanOrEqual(2);
      seen.push(...idsOf(page(res)));
      cursor = page(res).nextCursor;
    } while (cursor);
    expect(seen).toEqual(Object.values(made).reverse());
    const forged = await list(staff, "?cursor=bm90IGEgY3Vyc29y");
    expect(forged.status).toBe(400);
    expect(errorOf(forged).message).toBe("This list has changed. Reload the page.");
    expect((await list(staff, "?limit=51")).status).toBe(400);
  });

  it("costs one query per page at any depth, search or filter", async () => {
    // Each request twice in a row: the second's count minus the first's is the second's own
    // statements (its session is cached by then); the least of three rules out a background
    // job's poll falling in between.
    const queriesOf = async (query: string) => {
      await list(staff, query);
      return Number((await list(staff, query)).headers["x-bench-queries"]);
    };
    const first = await list(staff, "?status=all&limit=1");
    const deep = `?status=all&limit=1&cursor=${encodeURIComponent(
      page(
        await list(
          staff,
          `?status=all&limit=1&cursor=${encodeURIComponent(page(first).nextCursor ?? "")}`,
        ),
      ).nextCursor ?? "",
    )}`;
    const counts: number[] = [];
    for (const query of [
      "?status=all&limit=1",
      deep,
      "?q=moon",
      "?status=all&q=echo",
      "?status=approved",
      "?status=all&q=036000291452",
    ])
      counts.push(await queriesOf(query));
    expect(counts).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("gives each track a short-lived audio link and the artwork a thumbnail link", async () => {
    const { id } = await single(nova, "Listen Here");
    const res = await list(staff, "?q=listen");
    expect(idsOf(page(res))).toEqual([id]);
    const card = itemAt(page(res).items);
    expect(card.artworkThumbUrl).toMatch(/^\/api\/files\/.+sig=/);
    expect(card.tracks).toEqual([
      expect.objectContaining({
        title: "Only Song",
        audioUrl: expect.stringMatching(/^\/api\/files\//),
      }),
    ]);
    const audio = await env.app.inject({ method: "GET", url: itemAt(card.tracks).audioUrl ?? "" });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers["content-type"]).toMatch(/^audio\//);
  });

  it("finds a release by its UPC or one of its ISRCs, written as a store's email writes them", async () => {
    const { id } = await single(nova, "Coded Song");
    const db = env.ctx.database.db;
    await db.execute(sql`update releases set upc = '036000291452' where id = ${id}`);
    await db.execute(sql`update tracks set isrc = 'SEOFB2600001' where release_id = ${id}`);
    const search = async (q: string) =>
      idsOf(page(await list(staff, `?status=all&q=${encodeURIComponent(q)}`)));
    for (const q of [
      "036000291452",
      "0036000291452",
      "0 36000 29145 2",
      "SE-OFB-26-00001",
      "seofb2600001",
    ])
      expect(await search(q), q).toEqual([id]);
    // A digit off (the check digit fails) is no code, and no title holds it.
    expect(await search("036000291453")).toEqual([]);
    expect(await search("SE-OFB-26-00002")).toEqual([]);
  });

  it("is for staff and admins only", async () => {
    const anonymous = await env.app.inject({ method: "GET", url: "/api/admin/releases" });
    expect(anonymous.statusCode).toBe(401);
    expect((await list(nova)).status).toBe(403);
    expect((await list(admin)).status).toBe(200);
  });
});
