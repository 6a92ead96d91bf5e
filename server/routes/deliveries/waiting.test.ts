import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { takedownRequests } from "../../db/schema/index.ts";
import { bodyOf } from "../../test/client.ts";
import { setDelivered } from "../../test/storesKit.ts";
import { createTestEnv, type TestEnv } from "../../test/support.ts";
import { insertRelease } from "../account/accountTestKit.ts";
import { type Cast, cast, expectStaffOnly } from "./deliveryTestKit.ts";
import * as schema from "./schema.ts";

/**
 * GET /api/admin/deliveries/waiting (issue 15): the count on the Deliveries link, takedown
 * requests to decide and deliveries that failed for good, as the queue and the table list them.
 */
let env: TestEnv;
let people: Cast;

beforeAll(async () => {
  env = await createTestEnv();
  people = await cast(env);
});
afterAll(() => env?.close());

const waiting = async () =>
  bodyOf(await people.staff.get("/api/admin/deliveries/waiting"), schema.waiting.response[200]);

describe("what waits on /admin/deliveries", () => {
  it("counts pending takedown requests and failed deliveries, and forgets what is dealt with", async () => {
    expect(await waiting()).toEqual({ takedowns: 0, failed: 0 });
    const db = env.ctx.database.db;
    const { release } = await insertRelease(db, people.artist.id, "distributed", {
      title: "Waiting Room",
    });
    await setDelivered(env.ctx, release.id, ["spotify"], "live");
    await setDelivered(env.ctx, release.id, ["deezer", "tidal"], "failed");
    const [request] = await db
      .insert(takedownRequests)
      .values({ releaseId: release.id, userId: people.artist.id, reason: "Rights ended." })
      .returning({ id: takedownRequests.id });

    expect(await waiting()).toEqual({ takedowns: 1, failed: 2 });
    const admin = await people.admin.get("/api/admin/deliveries/waiting");
    expect(bodyOf(admin, schema.waiting.response[200])).toEqual({ takedowns: 1, failed: 2 });

    await db
      .update(takedownRequests)
      .set({ status: "rejected" })
      .where(eq(takedownRequests.id, request?.id ?? ""));
    expect(await waiting()).toEqual({ takedowns: 0, failed: 2 });
  });

  it("is for staff and admins only", async () => {
    await expectStaffOnly(env, people, "GET", "/api/admin/deliveries/waiting");
  });
});
