import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { broadcasts } from "../../db/schema/index.ts";
import { bodyOf } from "../../test/client.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Member, member, type Reply } from "../releases/releaseTestKit.ts";
import { idsOf, releaseIn } from "./reviewTestKit.ts";
import * as schema from "./schema.ts";

let env: TestEnv;
let admin: Member;
beforeAll(async () => {
  env = await createTestEnv({ BENCH_COUNT_QUERIES: "true" });
  admin = await member(env, "admin");
});
afterAll(async () => {
  await env?.close();
});

const dashboard = (who: Member) => who.get("/api/admin/dashboard");
const board = (res: Reply) => bodyOf(res, schema.dashboard.response[200]);

describe("GET /api/admin/dashboard", () => {
  it("is for admins only: 401 signed out, 403 for artists and staff", async () => {
    const anonymous = await env.app.inject({ method: "GET", url: "/api/admin/dashboard" });
    expect(anonymous.statusCode).toBe(401);
    expect((await dashboard(await member(env, "artist"))).status).toBe(403);
    expect((await dashboard(await member(env, "staff"))).status).toBe(403);
  });

  it("counts users, releases and pending reviews, and lists the newest pending ones", async () => {
    const before = board(await dashboard(admin));
    expect(before.latestBroadcast).toBeNull();
    const artist = await member(env, "artist");
    const first = await releaseIn(env, artist, "submitted", "First In Line");
    const second = await releaseIn(env, artist, "submitted", "Second In Line");
    await releaseIn(env, artist, "approved");
    await releaseIn(env, artist, "draft");
    await env.ctx.database.db.execute(
      sql`update releases set created_at = now() - interval '1 hour', total_tracks = 1 where id = ${first}`,
    );
    await env.ctx.database.db.execute(
      sql`update releases set total_tracks = 3 where id = ${second}`,
    );

    const res = await dashboard(admin);
    expect(res.status).toBe(200);
    expect(board(res).totals).toEqual({
      users: before.totals.users + 1,
      releases: before.totals.releases + 4,
      pendingReviews: before.totals.pendingReviews + 2,
    });
    expect(idsOf({ items: board(res).pending }).slice(0, 2)).toEqual([second, first]);
    expect(board(res).pending[0]).toMatchObject({
      title: "Second In Line",
      totalTracks: 3,
      status: "submitted",
      owner: { id: artist.id },
    });
  });

  it("shows at most 10 pending reviews", async () => {
    const artist = await member(env, "artist");
    for (let i = 0; i < 11; i++) await releaseIn(env, artist, "submitted");
    const res = await dashboard(admin);
    expect(board(res).pending).toHaveLength(10);
    expect(board(res).totals.pendingReviews).toBeGreaterThanOrEqual(11);
  });

  it("lists the 5 newest accounts, leaving out deleted ones", async () => {
    const made: Member[] = [];
    for (let i = 0; i < 6; i++) made.push(await member(env, "artist"));
    const newest = made.at(-1) as Member;
    await env.ctx.database.db.execute(
      sql`update users set deleted_at = now() where id = ${newest.id}`,
    );
    const res = await dashboard(admin);
    expect(board(res).recentUsers.map((u) => u.id)).toEqual(
      made
        .slice(0, 5)
        .reverse()
        .map((m) => m.id),
    );
    expect(board(res).recentUsers[0]).toEqual({
      id: made[4]?.id,
      email: expect.stringContaining("@example.com"),
      fullName: expect.any(String),
      artistName: expect.any(String),
      avatarUrl: null,
      createdAt: expect.any(String),
    });
  });

  it("shows the latest broadcast", async () => {
    await env.ctx.database.db.insert(broadcasts).values([
      { title: "Old news", body: "Yesterday", createdAt: new Date(Date.now() - 86_400_000) },
      { title: "Maintenance tonight", body: "Uploads pause at 22:00 UTC.", createdBy: admin.id },
    ]);
    const res = await dashboard(admin);
    expect(board(res).latestBroadcast).toEqual({
      id: expect.any(String),
      title: "Maintenance tonight",
      body: "Uploads pause at 22:00 UTC.",
      createdAt: expect.any(String),
    });
  });

  it("costs the same few queries however many releases are pending", async () => {
    // The second of two requests in a row: its own statements, its session cached by the first.
    const queries = async () => {
      await dashboard(admin);
      return Number((await dashboard(admin)).headers["x-bench-queries"]);
    };
    const before = await queries();
    const artist = await member(env, "artist");
    for (let i = 0; i < 3; i++) await releaseIn(env, artist, "submitted");
    expect(await queries()).toBe(before);
    expect(before).toBe(4);
  });
});
