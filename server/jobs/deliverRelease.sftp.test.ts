import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, watch, writeFileSync } from "node:fs";
import path from "node:path";
import { DELIVERY_ATTEMPTS } from "@common/distribution.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchCompleteName } from "../distribution/batch.ts";
import { acknowledgementXml } from "../distribution/batchTestKit.ts";
import { member } from "../routes/releases/releaseTestKit.ts";
import { hasSshd, type SftpTestServer, startSftpServer } from "../test/sftpServer.ts";
import { createTestEnv, type TestEnv } from "../test/support.ts";
import {
  approvedSingle,
  deliveryOf,
  enableSftpStore,
  filesUnder,
  notificationsOf,
  releaseStatus,
  startDelivery,
  validateErnFile,
  waitFor,
} from "./deliveryTestKit.ts";
import { pollAcknowledgements } from "./pollAcknowledgements.ts";

/**
 * Deliveries over SFTP to a real OpenSSH sshd (server/test/sftpServer.ts), run by the job
 * workers as in production, with one-second retries. Failures are real: a key the server does
 * not know, a disk that fills up, connections killed while a file is on its way.
 */
describe.skipIf(!hasSshd && !process.env.CI)("deliver-release over SFTP", () => {
  let env: TestEnv;
  let server: SftpTestServer;

  beforeAll(async () => {
    server = await startSftpServer();
    env = await createTestEnv({ DELIVERY_RETRY_SECONDS: "1" });
  }, 60_000);
  afterAll(async () => {
    await env?.close();
    await server?.stop();
  });

  const storeDir = (target: SftpTestServer, storeId: string) => {
    const dir = path.join(target.root, storeId);
    mkdirSync(dir, { recursive: true });
    return dir;
  };

  /** The row passes through queued-with-reason ("… Retrying.") and ends failed. */
  async function expectRetriedThenFailed(releaseId: string, storeId: string, reason: RegExp) {
    const retrying = await waitFor(async () => {
      const row = await deliveryOf(env, releaseId, storeId);
      return row.state === "queued" && row.reason !== null ? row : null;
    }, "a retry to be scheduled");
    expect(retrying.reason).toMatch(reason);
    expect(retrying.reason).toMatch(/ Retrying\.$/);
    const failed = await waitFor(
      async () => {
        const row = await deliveryOf(env, releaseId, storeId);
        return row.state === "failed" && row;
      },
      "the delivery to fail",
      60_000,
    );
    expect(failed.attempts).toBe(DELIVERY_ATTEMPTS);
    expect(failed.reason).toMatch(reason);
    expect(failed.reason).not.toMatch(/Retrying/);
    return failed;
  }

  it("delivers the batch, and the store's acknowledgement makes it live", async () => {
    const dir = storeDir(server, "spotify");
    await enableSftpStore(env, "spotify", server);
    const artist = await member(env);
    const staff = await member(env, "staff");
    const made = await approvedSingle(artist, staff, "Over The Wire");
    await startDelivery(env, made.id, ["spotify"]);
    await waitFor(
      async () => (await releaseStatus(env, made.id))?.status === "distributed",
      "the release to be distributed",
    );
    const row = await deliveryOf(env, made.id, "spotify");
    const upc = (await releaseStatus(env, made.id))?.upc ?? "";
    const batch = path.join(dir, row.batchId ?? "");
    expect(filesUnder(batch)).toEqual([
      `${upc}/${upc}.xml`,
      expect.stringMatching(/\/resources\/01_\w+\.wav$/),
      `${upc}/resources/cover.png`,
      batchCompleteName(row.batchId ?? ""),
    ]);
    expect((await validateErnFile(path.join(batch, `${upc}/${upc}.xml`))).valid).toBe(true);
    // The audio (~350 kB: read and sent in two 256 KiB chunks) arrives byte for byte: its MD5
    // is the HashSum the message gives it.
    const resources = path.join(batch, upc, "resources");
    const wav = readFileSync(
      path.join(resources, readdirSync(resources).find((f) => f.endsWith(".wav")) ?? ""),
    );
    expect(wav.length).toBeGreaterThan(256 * 1024);
    expect(readFileSync(path.join(batch, `${upc}/${upc}.xml`), "utf8")).toContain(
      `<HashSumValue>${createHash("md5").update(wav).digest("hex")}</HashSumValue>`,
    );
    expect((await notificationsOf(env, artist.id)).map((n) => n.title)).toContain(
      "Release distributed",
    );

    // The store answers: its acknowledgement names the message it ingested.
    mkdirSync(path.join(dir, "acknowledgements"), { recursive: true });
    writeFileSync(
      path.join(dir, "acknowledgements", "ACK_1.xml"),
      acknowledgementXml({ icpn: upc, messageId: row.messageId ?? "", ok: true }),
    );
    const result = await pollAcknowledgements(env.ctx);
    expect(result).toMatchObject({ files: 1, live: 1, failed: 0 });
    const live = await deliveryOf(env, made.id, "spotify");
    expect(live.state).toBe("live");
    expect(live.liveAt).not.toBeNull();
    expect(await notificationsOf(env, artist.id)).toContainEqual({
      title: "Your release is live on Spotify",
      message: `"Over The Wire" is now live on Spotify.`,
    });
    expect(existsSync(path.join(dir, "acknowledgements", "processed", "ACK_1.xml"))).toBe(true);
    expect(existsSync(path.join(dir, "acknowledgements", "ACK_1.xml"))).toBe(false);
    // Read once: the next pass finds nothing new.
    expect(await pollAcknowledgements(env.ctx)).toMatchObject({ files: 0 });
  }, 60_000);

  it("retries a key the server refuses, then fails with a readable reason", async () => {
    storeDir(server, "tidal");
    await enableSftpStore(env, "tidal", server, server.strangerKey);
    const artist = await member(env);
    const staff = await member(env, "staff");
    const made = await approvedSingle(artist, staff, "Wrong Key");
    await startDelivery(env, made.id, ["tidal"]);
    const failed = await expectRetriedThenFailed(made.id, "tidal", /refused the login/);
    expect(failed.reason).toBe(
      `sftp://127.0.0.1:${server.port}${path.join(server.root, "tidal")} refused the login: check the user name and the private key or password.`,
    );
    expect((await releaseStatus(env, made.id))?.status).toBe("approved");
    expect((await notificationsOf(env, artist.id)).map((n) => n.title)).toContain(
      "Delivery to TIDAL failed",
    );
  }, 90_000);

  it("retries a full disk, then fails, and never completes the batch", async () => {
    const full = await startSftpServer({ maxFileBytes: 512 * 1024 });
    try {
      const dir = storeDir(full, "deezer");
      await enableSftpStore(env, "deezer", full);
      const artist = await member(env);
      const staff = await member(env, "staff");
      // About 1.7 MB of audio: more than the server can store.
      const made = await approvedSingle(artist, staff, "Too Big", 10);
      await startDelivery(env, made.id, ["deezer"]);
      await expectRetriedThenFailed(made.id, "deezer", /its disk is full/);
      expect(filesUnder(dir).filter((f) => f.includes("BatchComplete"))).toEqual([]);
    } finally {
      await full.stop();
    }
  }, 90_000);

  it("retries a dropped connection, then fails, and never completes the batch", async () => {
    const dir = storeDir(server, "amazon_music");
    await enableSftpStore(env, "amazon_music", server);
    // Whenever a file starts arriving in resources/, the server's sessions are killed.
    let drops = 0;
    const watcher = watch(dir, { recursive: true }, (_event, name) => {
      if (name && /resources\/.+\.part$/.test(String(name))) {
        drops += 1;
        server.dropConnections();
      }
    });
    try {
      const artist = await member(env);
      const staff = await member(env, "staff");
      const made = await approvedSingle(artist, staff, "Cut Off", 20);
      await startDelivery(env, made.id, ["amazon_music"]);
      await expectRetriedThenFailed(made.id, "amazon_music", /connection to .* was lost/);
      expect(drops).toBeGreaterThanOrEqual(DELIVERY_ATTEMPTS);
      expect(filesUnder(dir).filter((f) => f.includes("BatchComplete"))).toEqual([]);
      // Each attempt removed the previous attempt's half batch: at most the last one remains.
      const batches = new Set(filesUnder(dir).map((f) => f.split("/")[0]));
      expect(batches.size).toBeLessThanOrEqual(1);
    } finally {
      watcher.close();
    }
  }, 90_000);
});
