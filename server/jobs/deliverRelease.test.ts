import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, takedownRequests, uploads } from "../db/schema/index.ts";
import { batchCompleteName } from "../distribution/batch.ts";
import { markDeliveryLive } from "../distribution/deliveryOutcome.ts";
import { member } from "../routes/releases/releaseTestKit.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";
import { deliverRelease } from "./deliverRelease.ts";
import {
  adminNotificationsAbout,
  approvedSingle,
  deliveryOf,
  enableFolderStore,
  filesUnder,
  notificationsOf,
  releaseStatus,
  startDelivery,
  validateErnFile,
  waitFor,
} from "./deliveryTestKit.ts";

const md5 = (file: string) => createHash("md5").update(readFileSync(file)).digest("hex");

describe("deliver-release to folder stores", () => {
  let env: TestEnv;
  let dirs: Record<string, string>;

  beforeAll(async () => {
    env = await createTestEnv({ DELIVERY_RETRY_SECONDS: "1" });
    dirs = {
      spotify: await enableFolderStore(env, "spotify"),
      deezer: await enableFolderStore(env, "deezer"),
    };
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });

  it("writes a valid batch to each store, BatchComplete last, and distributes the release", async () => {
    const artist = await member(env);
    const staff = await member(env, "staff");
    const made = await approvedSingle(artist, staff, "Folder Song");
    const { upc } = (await releaseStatus(env, made.id)) ?? {};
    expect(upc).toMatch(/^\d{12,13}$/);

    // Uploads get their MD5 as they arrive; an older upload without one gets it from delivery.
    const uploaded = await env.ctx.database.db
      .select({ md5: uploads.md5, key: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.id, made.art.id));
    expect(uploaded[0]?.md5).toBe(md5(path.join(env.dataDir, "files", uploaded[0]?.key ?? "")));
    await env.ctx.database.db
      .update(uploads)
      .set({ md5: null })
      .where(eq(uploads.id, made.audio.id));

    await startDelivery(env, made.id, ["spotify", "deezer"]);
    await waitFor(
      async () => (await releaseStatus(env, made.id))?.status === "distributed",
      "the release to be distributed",
    );

    for (const storeId of ["spotify", "deezer"]) {
      const row = await deliveryOf(env, made.id, storeId);
      expect(row).toMatchObject({ state: "delivered", attempts: 1, reason: null });
      expect(row.deliveredAt).not.toBeNull();
      const batchId = row.batchId ?? "";
      const files = filesUnder(path.join(dirs[storeId] ?? "", batchId));
      expect(files).toEqual([
        `${upc}/${upc}.xml`,
        expect.stringMatching(new RegExp(`^${upc}/resources/01_[A-Z0-9]{12}\\.wav$`)),
        `${upc}/resources/cover.png`,
        batchCompleteName(batchId),
      ]);
      const folder = path.join(dirs[storeId] ?? "", batchId);
      const message = path.join(folder, `${upc}/${upc}.xml`);
      const { valid, output } = await validateErnFile(message);
      expect(output).toContain("validates");
      expect(valid).toBe(true);
      const xml = readFileSync(message, "utf8");
      expect(xml).toContain(`<MessageId>${row.messageId}</MessageId>`);
      expect(xml).toContain("<DealList>");
      // The MD5 in the message is the delivered file's, and the upload row keeps it.
      const audio = files.find((f) => f.endsWith(".wav")) ?? "";
      const audioMd5 = md5(path.join(folder, audio));
      expect(xml).toContain(`<HashSumValue>${audioMd5}</HashSumValue>`);
      expect(xml).toContain(
        `<HashSumValue>${md5(path.join(folder, `${upc}/resources/cover.png`))}</HashSumValue>`,
      );
      const [upload] = await env.ctx.database.db
        .select({ md5: uploads.md5 })
        .from(uploads)
        .where(eq(uploads.id, made.audio.id));
      expect(upload?.md5).toBe(audioMd5);
      // BatchComplete is the last file written.
      const completeAt = statSync(path.join(folder, batchCompleteName(batchId))).mtimeMs;
      for (const file of files)
        expect(statSync(path.join(folder, file)).mtimeMs).toBeLessThanOrEqual(completeAt);
    }

    const notes = await notificationsOf(env, artist.id);
    expect(notes.filter((n) => n.title === "Release distributed")).toHaveLength(1);
    const audits = await env.ctx.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.targetId, made.id));
    expect(audits).toContainEqual({ action: "DISTRIBUTE_COMPLETED", actorId: null });
  }, 60_000);

  it("keeps the release approved while a store is still missing", async () => {
    const artist = await member(env);
    const staff = await member(env, "staff");
    const made = await approvedSingle(artist, staff, "Half Song");
    // Spotify gets it; Apple Music's store has no DPID, so its delivery fails at once.
    await startDelivery(env, made.id, ["spotify", "apple_music"]);
    await waitFor(
      async () => (await deliveryOf(env, made.id, "spotify")).state === "delivered",
      "spotify delivered",
    );
    const apple = await waitFor(async () => {
      const row = await deliveryOf(env, made.id, "apple_music");
      return row.state === "failed" && row;
    }, "apple music failed");
    expect(apple.reason).toMatch(/DDEX party id/);
    expect((await releaseStatus(env, made.id))?.status).toBe("approved");
  }, 60_000);

  it("tells the artist a redelivery that failed for good was not taken, the release still live", async () => {
    const artist = await member(env);
    const staff = await member(env, "staff");
    const made = await approvedSingle(artist, staff, "Still Live Song");
    const [first] = await startDelivery(env, made.id, ["deezer"]);
    await waitFor(
      async () => (await deliveryOf(env, made.id, "deezer")).state === "delivered",
      "the first delivery",
    );
    await env.ctx.database.db.transaction((tx) => markDeliveryLive(env.ctx, tx, first?.id ?? ""));
    // The cover has gone from storage since: the redelivery cannot be described, and fails.
    const [art] = await env.ctx.database.db
      .select({ key: uploads.storageKey })
      .from(uploads)
      .where(eq(uploads.id, made.art.id));
    await env.ctx.storage.delete(art?.key ?? "");
    await startDelivery(env, made.id, ["deezer"]);
    const row = await waitFor(async () => {
      const r = await deliveryOf(env, made.id, "deezer");
      return r.state === "failed" && r;
    }, "the redelivery failed");
    // The row says why, for staff's Retry; the store still sells the release.
    expect(row.reason).toMatch(/missing/);
    expect(row.liveAt).not.toBeNull();
    const notes = await notificationsOf(env, artist.id);
    expect(notes).toContainEqual({
      title: "Update not taken by Deezer",
      message:
        'Deezer did not take the update to "Still Live Song", which stays live there as before. Our team has been told and will retry.',
    });
    expect(notes.map((n) => n.title)).not.toContain("Delivery to Deezer failed");
    const toAdmins = await adminNotificationsAbout(env, `"Still Live Song" to Deezer`);
    expect(toAdmins).toEqual([
      {
        title: "Redelivery to Deezer failed",
        message: expect.stringMatching(
          /^The redelivery of "Still Live Song" to Deezer failed: .*missing.* Deezer still sells the release as delivered before\. Retry it on the Deliveries page\.$/,
        ),
      },
    ]);
  }, 60_000);

  it("does nothing for a request that was replaced", async () => {
    const artist = await member(env);
    const staff = await member(env, "staff");
    const made = await approvedSingle(artist, staff, "Stale Song");
    const [first] = await startDelivery(env, made.id, ["deezer"]);
    // Staff start it again before the first job ran: the first request id is stale.
    await startDelivery(env, made.id, ["deezer"]);
    const result = await deliverRelease(env.ctx, {
      deliveryId: first?.id ?? "",
      requestId: first?.requestId ?? "",
    });
    expect(result).toEqual({ outcome: "stale" });
    const row = await waitFor(async () => {
      const r = await deliveryOf(env, made.id, "deezer");
      return r.state === "delivered" && r;
    }, "the newer request delivered");
    // One run: the stale job did not count an attempt or write a batch.
    expect(row.attempts).toBe(1);
  }, 60_000);

  it("takes a release down from every store and completes the request", async () => {
    const artist = await member(env);
    const staff = await member(env, "staff");
    const made = await approvedSingle(artist, staff, "Gone Song");
    await startDelivery(env, made.id, ["spotify", "deezer"]);
    await waitFor(
      async () => (await releaseStatus(env, made.id))?.status === "distributed",
      "the release to be distributed",
    );
    const [request] = await env.ctx.database.db
      .insert(takedownRequests)
      .values({
        releaseId: made.id,
        userId: artist.id,
        reason: "Leaving the label",
        status: "approved",
        decidedBy: staff.id,
        decidedAt: new Date(),
      })
      .returning({ id: takedownRequests.id });
    await startDelivery(env, made.id, ["spotify", "deezer"], "takedown");
    await waitFor(
      async () => (await releaseStatus(env, made.id))?.status === "taken_down",
      "the release to be taken down",
    );
    for (const storeId of ["spotify", "deezer"]) {
      const row = await deliveryOf(env, made.id, storeId);
      expect(row).toMatchObject({ kind: "takedown", state: "taken_down" });
      expect(row.takenDownAt).not.toBeNull();
      const { upc } = (await releaseStatus(env, made.id)) ?? {};
      const folder = path.join(dirs[storeId] ?? "", row.batchId ?? "");
      // A takedown is the message without deals; the store has the files already.
      expect(filesUnder(folder)).toEqual([
        `${upc}/${upc}.xml`,
        batchCompleteName(row.batchId ?? ""),
      ]);
      const message = path.join(folder, `${upc}/${upc}.xml`);
      expect((await validateErnFile(message)).valid).toBe(true);
      expect(readFileSync(message, "utf8")).not.toContain("<DealList>");
      expect(
        readFileSync(path.join(folder, batchCompleteName(row.batchId ?? "")), "utf8"),
      ).toContain("<DeliveryType>TakeDown</DeliveryType>");
    }
    const [done] = await env.ctx.database.db
      .select({ status: takedownRequests.status })
      .from(takedownRequests)
      .where(eq(takedownRequests.id, request?.id ?? ""));
    expect(done?.status).toBe("completed");
    const notes = await notificationsOf(env, artist.id);
    expect(notes.map((n) => n.title)).toContain("Release taken down");
  }, 60_000);
});
