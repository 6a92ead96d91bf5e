import { MODERATION_HISTORY_LIMIT, ModerationMessages } from "@common/moderation.ts";
import { Limits } from "@common/releases.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artistProfiles, uploads, users } from "../../db/schema/index.ts";
import { createTestEnv, createUser, type TestEnv } from "../../test/support.ts";
import { call, insertRelease } from "../account/accountTestKit.ts";
import { type Person, person, suspend, unsuspend, warn } from "./moderationTestKit.ts";

let env: TestEnv;
let admin: Person;
beforeAll(async () => {
  // Each answer carries the number of SQL statements its request sent (x-bench-queries).
  env = await createTestEnv({ BENCH_COUNT_QUERIES: "true" });
  admin = await person(env, "admin", "Ada Admin");
});
afterAll(async () => {
  await env?.close();
});

const MISSING = "00000000-0000-4000-8000-000000000000";
let tag = 0;
/** A name no other test's users share, to search for. */
const unique = (word: string) => `${word}${Date.now().toString(36)}${++tag}`;

async function addAlias(userId: string, name: string) {
  const [row] = await env.ctx.database.db
    .insert(artistProfiles)
    .values({ userId, name, nameKey: name })
    .returning();
  if (!row) throw new Error("alias not inserted");
  return row;
}

describe("who may moderate", () => {
  it("lets only admins in: 401 signed out, 403 for artists and staff, on every admin route", async () => {
    const artist = await person(env);
    const staff = await person(env, "staff");
    const alias = await addAlias(artist.id, unique("Alias"));
    const routes: ["GET" | "POST" | "DELETE", string, object?][] = [
      ["GET", "/api/admin/users"],
      ["GET", `/api/admin/users/${artist.id}`],
      ["POST", `/api/admin/users/${artist.id}/suspend`, { reason: "Spam", type: "permanent" }],
      ["POST", `/api/admin/users/${artist.id}/unsuspend`, {}],
      ["POST", `/api/admin/users/${artist.id}/warnings`, { reason: "Spam" }],
      ["DELETE", `/api/admin/artist-profiles/${alias.id}`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(env, method, url, { payload })).statusCode, url).toBe(401);
      for (const who of [artist, staff]) {
        const res = await call(env, method, url, { cookie: who.cookie, payload });
        expect(res.statusCode, `${who.role} ${url}`).toBe(403);
        expect(res.json().error.code).toBe("FORBIDDEN");
      }
    }
    const row = await env.ctx.database.db.select().from(users).where(eq(users.id, artist.id));
    expect(row[0]).toMatchObject({ isSuspended: false, warningCount: 0 });
    const aliases = await env.ctx.database.db
      .select()
      .from(artistProfiles)
      .where(eq(artistProfiles.id, alias.id));
    expect(aliases).toHaveLength(1);
  });
});

describe("GET /api/admin/users", () => {
  it("lists users newest first with role, releases, warnings and status, in pages", async () => {
    const surname = unique("Pagewright");
    const first = await createUser(env.ctx, { fullName: `Ann ${surname}`, artistName: null });
    const second = await createUser(env.ctx, { fullName: `Bo ${surname}`, role: "staff" });
    const third = await createUser(env.ctx, { fullName: `Cy ${surname}` });
    await insertRelease(env.ctx.database.db, first.id, "draft");
    await insertRelease(env.ctx.database.db, first.id, "distributed");
    await warn(admin, third.id, { reason: "Late" });
    await suspend(admin, third.id, { reason: "Spam", type: "temporary", days: 3 });
    await suspend(admin, second.id, { reason: "Fraud", type: "permanent" });

    const page1 = await admin.get(`/api/admin/users?q=${surname}&limit=2`);
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1.items.map((u: { id: string }) => u.id)).toEqual([third.id, second.id]);
    expect(body1.items[0]).toMatchObject({
      email: third.email,
      fullName: `Cy ${surname}`,
      artistName: "The Testers",
      avatarUrl: null,
      role: "artist",
      releases: 0,
      warnings: 1,
      status: "suspended",
      standing: "suspended",
      suspensionReason: "Spam",
    });
    expect(Date.parse(body1.items[0].suspendedUntil)).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    expect(body1.items[1]).toMatchObject({ role: "staff", status: "banned", suspendedUntil: null });
    const page2 = await admin.get(
      `/api/admin/users?q=${surname}&limit=2&cursor=${encodeURIComponent(body1.nextCursor)}`,
    );
    expect(page2.json()).toEqual({
      items: [
        expect.objectContaining({
          id: first.id,
          artistName: null,
          releases: 2,
          warnings: 0,
          status: "active",
          standing: "active",
          suspendedUntil: null,
        }),
      ],
      nextCursor: null,
    });
  });

  it("searches email, full name and artist name, ignoring case, with % and _ taken literally", async () => {
    const word = unique("Quasar");
    const byName = await createUser(env.ctx, { fullName: `${word} Smith` });
    const byArtist = await createUser(env.ctx, { artistName: `DJ ${word.toUpperCase()}` });
    const byEmail = await createUser(env.ctx, { email: `${word.toLowerCase()}@example.com` });
    const res = await admin.get(`/api/admin/users?q=${word.toLowerCase()}`);
    expect(res.json().items.map((u: { id: string }) => u.id)).toEqual([
      byEmail.id,
      byArtist.id,
      byName.id,
    ]);
    expect((await admin.get(`/api/admin/users?q=${word}%25x`)).json().items).toEqual([]);
    const wild = await admin.get("/api/admin/users?q=%25");
    expect(wild.json().items).toEqual([]);
  });

  it("filters by role (Artists, Admins, Staff)", async () => {
    const word = unique("Roleplay");
    const artist = await createUser(env.ctx, { fullName: word });
    const staff = await createUser(env.ctx, { fullName: word, role: "staff" });
    const other = await createUser(env.ctx, { fullName: word, role: "admin" });
    const ids = async (role: string) =>
      (await admin.get(`/api/admin/users?q=${word}&role=${role}`))
        .json()
        .items.map((u: { id: string }) => u.id);
    expect(await ids("artist")).toEqual([artist.id]);
    expect(await ids("staff")).toEqual([staff.id]);
    expect(await ids("admin")).toEqual([other.id]);
    expect(await ids("all")).toEqual([other.id, staff.id, artist.id]);
    const wrong = await admin.get("/api/admin/users?role=superuser");
    expect(wrong.statusCode).toBe(400);
  });

  it("leaves deleted accounts out", async () => {
    const word = unique("Ghost");
    const gone = await createUser(env.ctx, { fullName: word });
    const live = await createUser(env.ctx, { fullName: word });
    await env.ctx.database.db
      .update(users)
      .set({ deletedAt: new Date() })
      .where(eq(users.id, gone.id));
    const res = await admin.get(`/api/admin/users?q=${word}`);
    expect(res.json().items.map((u: { id: string }) => u.id)).toEqual([live.id]);
    expect((await admin.get(`/api/admin/users/${gone.id}`)).statusCode).toBe(404);
  });

  it("refuses a cursor it did not make", async () => {
    for (const cursor of ["garbage", Buffer.from('["x","y"]').toString("base64url")]) {
      const res = await admin.get(`/api/admin/users?cursor=${cursor}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("This list has changed. Reload the page.");
    }
  });

  it("costs one SQL query a page, whatever the page, search or filter", async () => {
    const word = unique("Counted");
    for (let i = 0; i < 5; i++) {
      const u = await createUser(env.ctx, { fullName: `${word} ${i}` });
      await insertRelease(env.ctx.database.db, u.id, "draft");
    }
    const count = (res: { headers: Record<string, unknown> }) =>
      Number(res.headers["x-bench-queries"]);
    // The same request twice: the second one's own statements, its session cached by the first.
    const queriesOf = async (url: string) => {
      await admin.get(url);
      const b = await admin.get(url);
      expect(b.statusCode).toBe(200);
      return count(b);
    };
    const first = await admin.get(`/api/admin/users?q=${word}&limit=2`);
    const next = encodeURIComponent(first.json().nextCursor);
    expect(await queriesOf(`/api/admin/users?limit=50`)).toBe(1);
    expect(await queriesOf(`/api/admin/users?q=${word}&limit=2`)).toBe(1);
    expect(await queriesOf(`/api/admin/users?q=${word}&limit=2&cursor=${next}`)).toBe(1);
    expect(await queriesOf(`/api/admin/users?role=artist&limit=50`)).toBe(1);
  });
});

describe("GET /api/admin/users/:id (User Details)", () => {
  it("shows the profile, the suspension in force with who issued it, and aliases by name", async () => {
    const artist = await person(env, "artist", "Dee Tails");
    await addAlias(artist.id, unique("Zed"));
    const alpha = await addAlias(artist.id, unique("alpha"));
    await insertRelease(env.ctx.database.db, artist.id, "submitted");
    await suspend(admin, artist.id, { reason: "Stolen artwork", type: "temporary", days: 7 });
    await warn(admin, artist.id, { reason: "Spam", severity: "high" });

    const res = await admin.get(`/api/admin/users/${artist.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      id: artist.id,
      email: artist.email,
      fullName: "Dee Tails",
      role: "artist",
      releases: 1,
      warnings: 1,
      status: "suspended",
      emailVerified: true,
      twoFactorEnabled: false,
    });
    expect(body.suspension).toMatchObject({
      type: "temporary",
      reason: "Stolen artwork",
      suspendedByName: "Ada Admin",
      suspendedByEmail: admin.email,
      tosAgreed: false,
    });
    expect(body.warnings).toEqual([
      expect.objectContaining({
        reason: "Spam",
        severity: "high",
        warnedByName: "Ada Admin",
        warnedByEmail: admin.email,
        acknowledgedAt: null,
        expiresAt: null,
      }),
    ]);
    // By name, ignoring case (names are citext): "alpha…" before "Zed…".
    expect(body.aliases).toEqual([
      { id: alpha.id, name: alpha.name },
      { id: expect.any(String), name: expect.stringMatching(/^Zed/) },
    ]);
  });

  it("lists every alias of an account that holds as many as an account may", async () => {
    const artist = await person(env, "artist", "Manny Names");
    const stem = unique("Many");
    const names = Array.from({ length: Limits.artistsPerAccount }, (_, i) => `${stem} ${i}`);
    await env.ctx.database.db
      .insert(artistProfiles)
      .values(names.map((name) => ({ userId: artist.id, name, nameKey: name })));
    const body = (await admin.get(`/api/admin/users/${artist.id}`)).json();
    expect(body.aliases).toHaveLength(200);
    expect(body.aliases.map((a: { name: string }) => a.name)).toEqual(
      expect.arrayContaining([`${stem} 0`, `${stem} 199`]),
    );
  });

  it("shows what the account's drafts and unused uploads take of its storage", async () => {
    const artist = await person(env, "artist", "Stella Storage");
    const file = async (sizeBytes: number) => {
      const [row] = await env.ctx.database.db
        .insert(uploads)
        .values({
          userId: artist.id,
          kind: "artwork",
          storageKey: `uploads/${artist.id}/${sizeBytes}/original.png`,
          originalName: "cover.png",
          contentType: "image/png",
          sizeBytes,
          sha256: "0".repeat(64),
        })
        .returning();
      if (!row) throw new Error("upload not inserted");
      return row;
    };
    const [unused, inDraft, released] = [await file(5000), await file(7000), await file(900_000)];
    await insertRelease(env.ctx.database.db, artist.id, "draft", { artworkUploadId: inDraft.id });
    await insertRelease(env.ctx.database.db, artist.id, "distributed", {
      artworkUploadId: released.id,
    });
    const body = (await admin.get(`/api/admin/users/${artist.id}`)).json();
    expect(body.storage).toEqual({
      usedBytes: unused.sizeBytes + inDraft.sizeBytes,
      limitBytes: 20 * 1024 ** 3,
    });
  });

  it(`lists at most ${MODERATION_HISTORY_LIMIT} warnings and suspensions, newest first`, async () => {
    const artist = await person(env);
    for (let i = 1; i <= 12; i++) {
      expect((await warn(admin, artist.id, { reason: `Warning ${i}` })).statusCode).toBe(200);
      await suspend(admin, artist.id, { reason: `Suspension ${i}`, type: "temporary", days: i });
      if (i < 12) await unsuspend(admin, artist.id);
    }
    const body = (await admin.get(`/api/admin/users/${artist.id}`)).json();
    expect(body.warnings.map((w: { reason: string }) => w.reason)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Warning ${12 - i}`),
    );
    expect(body.suspensions.map((s: { reason: string }) => s.reason)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Suspension ${12 - i}`),
    );
    expect(body.suspensions[0]).toMatchObject({ isActive: true, liftedAt: null });
    expect(body.suspensions[1]).toMatchObject({ isActive: false, liftedByName: "Ada Admin" });
    expect(body.user.warnings).toBe(12);
    expect(body.suspension.reason).toBe("Suspension 12");
  });

  it("answers 404 for an unknown id and 400 for one that is not an id", async () => {
    const missing = await admin.get(`/api/admin/users/${MISSING}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(ModerationMessages.userNotFound);
    expect((await admin.get("/api/admin/users/nope")).statusCode).toBe(400);
  });
});
