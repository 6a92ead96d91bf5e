import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acknowledgementXml } from "../distribution/batchTestKit.ts";
import { member } from "../routes/releases/releaseTestKit.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";
import {
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

  it("fails a delivery the store refused, with the store's reason", async () => {
    const { artist, releaseId, upc } = await delivered("Refused Song");
    // Matched by UPC: this store does not echo the message id.
    ackFile(
      "ACK_refused.xml",
      acknowledgementXml({ icpn: upc, messageId: "NOT-OURS", ok: false, reason: "Audio clipped" }),
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
