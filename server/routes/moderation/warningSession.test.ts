import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userWarnings } from "../../db/schema/index.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { type Person, person, warn } from "./moderationTestKit.ts";

/**
 * /api/me answers from the cached session (SESSION_CACHE_MS, 2 s here), which carries the
 * warning count. A warning or an acknowledgement must show at once all the same: in the process
 * that made it, and in every other one when the account event arrives.
 */
let env: TestEnv;
let admin: Person;
beforeAll(async () => {
  env = await createTestEnv();
  admin = await person(env, "admin", "Ada Admin");
});
afterAll(async () => {
  await env?.close();
});

const warningsOf = async (who: Person): Promise<number> =>
  (await who.get("/api/me")).json().user.unacknowledgedWarnings;

describe("the warning count /api/me takes from the cached session", () => {
  it("changes at once when a warning is issued or acknowledged here", async () => {
    const artist = await person(env);
    expect(await warningsOf(artist)).toBe(0);
    expect((await warn(admin, artist.id, { reason: "Spam", severity: "low" })).statusCode).toBe(
      200,
    );
    expect(await warningsOf(artist)).toBe(1);
    const [warning] = (await artist.get("/api/me/warnings")).json().warnings;
    expect((await artist.post(`/api/me/warnings/${warning.id}/acknowledge`)).statusCode).toBe(200);
    expect(await warningsOf(artist)).toBe(0);
  });

  it("changes when another process warns the user and its account event arrives", async () => {
    const artist = await person(env);
    expect(await warningsOf(artist)).toBe(0);
    // What another process's issueWarning leaves here: the row, then the event at its commit.
    await env.ctx.database.db
      .insert(userWarnings)
      .values({ userId: artist.id, warnedBy: admin.id, reason: "Elsewhere", severity: "low" });
    await env.ctx.hub.publish(`user:${artist.id}`, "account.moderation", {
      userId: artist.id,
      change: "warned",
    });
    // Well within the 2 s the cached session would otherwise keep the old count.
    const deadline = Date.now() + 1000;
    let count = await warningsOf(artist);
    while (count === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      count = await warningsOf(artist);
    }
    expect(count).toBe(1);
  });
});
