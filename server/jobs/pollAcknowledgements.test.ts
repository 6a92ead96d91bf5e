import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliveries, notifications, storeLinks } from "../db/schema/index.ts";
import { acknowledgementXml } from "../distribution/batchTestKit.ts";
import { member } from "../routes/releases/releaseTestKit.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";
import {
  adminNotificationsAbout,
  approvedSingle,
  deliveryOf,
  enableFolderStore,
  notificationsOf,
  releaseStatus,
  startDelivery,
  waitFor,
} from "./deliveryTestKit.ts";
import { pollAcknowledgements } from "./pollAcknowledgements.ts";

describe("poll-acknowledgements", () => {
  let env: TestEnv;
  let dir: string;

  beforeAll(async () => {
    env = await createTestEnv();
    dir = await enableFolderStore(env, "deezer");
  }, 60_000);
  afterAll(async () => {
    await env?.close();
  });

  const ackFile = (name: string, xml: string) => {
    mkdirSync(path.join(dir, "acknowledgements"), { recursive: true });
    writeFileSync(path.join(dir, "acknowledgements", name), xml);
  };
  const settled = (name: string) =>
    existsSync(path.join(dir, "acknowledgements", "processed", name)) &&
    !existsSync(path.join(dir, "acknowledgements", name));

  async function delivered(title: string) {
    const artist = await member(env);
    const staff = await member(env, "staff");
    const made = await approvedSingle(artist, staff, title);
    await startDelivery(env, made.id, ["deezer"]);
    await waitFor(
      async () => (await deliveryOf(env, made.id, "deezer")).state === "delivered",
      "the delivery",
    );
    const upc = (await releaseStatus(env, made.id))?.upc ?? "";
    return { artist, releaseId: made.id, upc };
  }

  /** The acknowledgement without the MessageId of the message it answers (the UPC only). */
  const namingNoMessage = (xml: string, messageId: string) =>
    xml.replace(`<MessageId>${messageId}</MessageId>`, "");

  it("fails a delivery the store refused, with the store's reason", async () => {
    const { artist, releaseId, upc } = await delivered("Refused Song");
    // Matched by UPC: this store does not echo the message id.
    ackFile(
      "ACK_refused.xml",
      namingNoMessage(
        acknowledgementXml({ icpn: upc, messageId: "NONE", ok: false, reason: "Audio clipped" }),
        "NONE",
      ),
    );
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 1, failed: 1, live: 0 });
    const row = await deliveryOf(env, releaseId, "deezer");
    expect(row.state).toBe("failed");
    expect(row.reason).toBe("Deezer refused the release: Audio clipped");
    expect(settled("ACK_refused.xml")).toBe(true);
    expect(await notificationsOf(env, artist.id)).toContainEqual({
      title: "Delivery to Deezer failed",
      message: `"Refused Song" could not be delivered to Deezer. Our team has been told and will retry.`,
    });
    // The store's words end a sentence in the admins' message, though the store gave no stop.
    expect(await adminNotificationsAbout(env, '"Refused Song" to Deezer')).toEqual([
      {
        title: "Delivery to Deezer failed",
        message:
          'The delivery of "Refused Song" to Deezer failed: Deezer refused the release: Audio clipped. Retry it on the Deliveries page.',
      },
    ]);
  }, 60_000);

  it("tells the admins when a store refuses a takedown, with the store's words", async () => {
    const { releaseId, upc } = await delivered("Refused Takedown");
    // The takedown's batch is on the store's server: done as far as Offbeat can tell.
    await env.ctx.database.db
      .update(deliveries)
      .set({ kind: "takedown", state: "taken_down", messageId: "TD-REFUSED-1" })
      .where(and(eq(deliveries.releaseId, releaseId), eq(deliveries.storeId, "deezer")));
    ackFile(
      "ACK_takedown.xml",
      acknowledgementXml({
        icpn: upc,
        messageId: "TD-REFUSED-1",
        ok: false,
        reason: "Unknown release",
      }),
    );
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 1, failed: 1 });
    expect(settled("ACK_takedown.xml")).toBe(true);
    expect((await deliveryOf(env, releaseId, "deezer")).state).toBe("taken_down");
    // Addressed to the admins as a whole (audience admin), as delivery failures are.
    const toAdmins = await env.ctx.database.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.audience, "admin"));
    expect(toAdmins).toContainEqual({
      title: "Takedown refused by Deezer",
      message:
        'Deezer refused the takedown: Unknown release. "Refused Takedown" may still be on sale there: take it up with Deezer.',
    });
  }, 60_000);

  it("makes a delivery live by its message id, once", async () => {
    const { releaseId, upc } = await delivered("Accepted Song");
    const row = await deliveryOf(env, releaseId, "deezer");
    ackFile(
      "ACK_ok.xml",
      acknowledgementXml({ icpn: upc, messageId: row.messageId ?? "", ok: true }),
    );
    // The same answer again (a store resending) changes nothing more.
    ackFile(
      "ACK_ok_again.xml",
      acknowledgementXml({ icpn: upc, messageId: row.messageId ?? "", ok: true }),
    );
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 2, live: 1, unmatched: 1 });
    expect((await deliveryOf(env, releaseId, "deezer")).state).toBe("live");
    expect(settled("ACK_ok.xml") && settled("ACK_ok_again.xml")).toBe(true);
  }, 60_000);

  const storeLinkOf = async (releaseId: string) =>
    (
      await env.ctx.database.db
        .select({ url: storeLinks.url, source: storeLinks.source })
        .from(storeLinks)
        .where(eq(storeLinks.releaseId, releaseId))
    )[0] ?? null;

  /** A delivered release whose store then answers "ok" with `answer` (its id or address). */
  async function acknowledgedLive(
    title: string,
    answer: { storeReleaseId?: string; storeUrl?: string },
  ) {
    const made = await delivered(title);
    const row = await deliveryOf(env, made.releaseId, "deezer");
    ackFile(
      `ACK_${made.releaseId}.xml`,
      acknowledgementXml({ icpn: made.upc, messageId: row.messageId ?? "", ok: true, ...answer }),
    );
    return made.releaseId;
  }

  it("keeps the store's address for the release from its acknowledgement (smart links)", async () => {
    const byId = await acknowledgedLive("Linked Song", { storeReleaseId: "302127" });
    const byUrl = await acknowledgedLive("Addressed Song", {
      storeUrl: "https://www.deezer.com/en/album/998877",
    });
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 2, live: 2 });
    expect(await storeLinkOf(byId)).toEqual({
      url: "https://www.deezer.com/album/302127",
      source: "store",
    });
    expect(await storeLinkOf(byUrl)).toEqual({
      url: "https://www.deezer.com/en/album/998877",
      source: "store",
    });
  }, 60_000);

  it("keeps a link the artist entered, and makes none from an address off the store's site", async () => {
    const entered = await delivered("Entered Song");
    await env.ctx.database.db.insert(storeLinks).values({
      releaseId: entered.releaseId,
      storeId: "deezer",
      url: "https://www.deezer.com/album/1",
      source: "artist",
    });
    const row = await deliveryOf(env, entered.releaseId, "deezer");
    ackFile(
      "ACK_entered.xml",
      acknowledgementXml({
        icpn: entered.upc,
        messageId: row.messageId ?? "",
        ok: true,
        storeReleaseId: "2",
      }),
    );
    const foreign = await acknowledgedLive("Foreign Song", {
      storeUrl: "https://evil.example/album/1",
    });
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 2, live: 2 });
    expect(await storeLinkOf(entered.releaseId)).toEqual({
      url: "https://www.deezer.com/album/1",
      source: "artist",
    });
    expect(await storeLinkOf(foreign)).toBeNull();
  }, 60_000);

  it("leaves a redelivery alone when a late answer to the message it replaced arrives", async () => {
    const { releaseId, upc } = await delivered("Redelivered Song");
    const first = await deliveryOf(env, releaseId, "deezer");
    await startDelivery(env, releaseId, ["deezer"]);
    const second = await waitFor(async () => {
      const row = await deliveryOf(env, releaseId, "deezer");
      return row.state === "delivered" && row.messageId !== first.messageId && row.messageId;
    }, "the redelivery");

    // The store's answers to the first message, refusal and acceptance, both arrive late.
    const old = first.messageId ?? "";
    ackFile(
      "ACK_late_refused.xml",
      acknowledgementXml({ icpn: upc, messageId: old, ok: false, reason: "Old cover" }),
    );
    ackFile("ACK_late_ok.xml", acknowledgementXml({ icpn: upc, messageId: old, ok: true }));
    expect(await pollAcknowledgements(env.ctx)).toEqual({
      files: 2,
      live: 0,
      failed: 0,
      unmatched: 2,
    });
    expect(await deliveryOf(env, releaseId, "deezer")).toMatchObject({
      state: "delivered",
      messageId: second,
      reason: null,
    });
    expect(settled("ACK_late_refused.xml") && settled("ACK_late_ok.xml")).toBe(true);

    // The answer to the current message still counts.
    ackFile("ACK_current.xml", acknowledgementXml({ icpn: upc, messageId: second, ok: true }));
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 1, live: 1 });
    expect((await deliveryOf(env, releaseId, "deezer")).state).toBe("live");
  }, 60_000);

  it("matches by its UPC an answer naming a MessageId the store made up itself", async () => {
    const accepted = await delivered("Store Numbered Song");
    const refused = await delivered("Store Numbered Refusal");
    // Ids of the store's own, none of them a message Offbeat sent.
    ackFile(
      "ACK_own_ok.xml",
      acknowledgementXml({ icpn: accepted.upc, messageId: "DZ-20261201-000123", ok: true }),
    );
    ackFile(
      "ACK_own_refused.xml",
      acknowledgementXml({
        icpn: refused.upc,
        messageId: "DZ-20261201-000124",
        ok: false,
        reason: "Audio clipped",
      }),
    );
    expect(await pollAcknowledgements(env.ctx)).toEqual({
      files: 2,
      live: 1,
      failed: 1,
      unmatched: 0,
    });
    expect((await deliveryOf(env, accepted.releaseId, "deezer")).state).toBe("live");
    expect(await deliveryOf(env, refused.releaseId, "deezer")).toMatchObject({
      state: "failed",
      reason: "Deezer refused the release: Audio clipped",
    });
    expect(settled("ACK_own_ok.xml") && settled("ACK_own_refused.xml")).toBe(true);
  }, 60_000);

  it("files away a file too large to be an acknowledgement and reads the others", async () => {
    const { releaseId, upc } = await delivered("Beside A Big File");
    const row = await deliveryOf(env, releaseId, "deezer");
    // Sorted first, larger than the 1 MiB an acknowledgement may be.
    ackFile("ACK_0_huge.xml", "<x/>".padEnd(1024 * 1024 + 1, " "));
    ackFile(
      "ACK_1_beside.xml",
      acknowledgementXml({ icpn: upc, messageId: row.messageId ?? "", ok: true }),
    );
    expect(await pollAcknowledgements(env.ctx)).toEqual({
      files: 2,
      live: 1,
      failed: 0,
      unmatched: 0,
    });
    expect((await deliveryOf(env, releaseId, "deezer")).state).toBe("live");
    expect(settled("ACK_0_huge.xml") && settled("ACK_1_beside.xml")).toBe(true);
  }, 60_000);

  it("files away what cannot be read, so it is not read forever", async () => {
    ackFile("ACK_garbage.xml", "<not-xml");
    ackFile(
      "ACK_unknown.xml",
      acknowledgementXml({ icpn: "0000000000000", messageId: "UNKNOWN", ok: true }),
    );
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 2, live: 0, unmatched: 1 });
    expect(settled("ACK_garbage.xml") && settled("ACK_unknown.xml")).toBe(true);
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 0 });
  }, 60_000);
});
