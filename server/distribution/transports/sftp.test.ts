import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SftpSettings } from "../../../common/deliveryTransport.ts";
import { freePort } from "../../test/freePort.ts";
import { hasSshd, type SftpTestServer, startSftpServer } from "../../test/sftpServer.ts";
import { readAcknowledgements, settleAcknowledgement } from "../acknowledgement.ts";
import { batchCompleteName, removeIncompleteBatch, writeBatch } from "../batch.ts";
import {
  acknowledgementXml,
  completeWrittenLast,
  fileSha256,
  listTree,
  type SourceFile,
  testBatch,
  writeSourceFile,
} from "../batchTestKit.ts";
import { DeliveryError } from "../transport.ts";
import { connectSftpTransport } from "./sftp.ts";

/** Against a real OpenSSH sshd started for this file (server/test/sftpServer.ts). */
// A laptop without OpenSSH skips these; CI (which installs it) never does, so they cannot vanish.
describe.skipIf(!hasSshd && !process.env.CI)("SFTP delivery to a store", () => {
  let server: SftpTestServer;
  let sources: string;
  let audio: SourceFile;
  let cover: SourceFile;

  beforeAll(async () => {
    server = await startSftpServer();
    sources = await mkdtemp(path.join(tmpdir(), "offbeat-sources-"));
    audio = writeSourceFile(sources, "A1_01.flac", 3 * 1024 * 1024);
    cover = writeSourceFile(sources, "cover.jpg", 200 * 1024);
  });
  afterAll(async () => {
    await server?.stop();
    if (sources) await rm(sources, { recursive: true, force: true });
  });

  const settings = (overrides: Partial<SftpSettings> = {}): SftpSettings => ({
    host: server.host,
    port: server.port,
    username: server.username,
    remoteDirectory: server.root,
    ...overrides,
  });
  const connect = () => connectSftpTransport(settings(), { privateKey: server.privateKey });

  it("delivers every file of the batch and writes BatchComplete last", async () => {
    const batchId = "20261124153000123";
    const completeSeenEarly: string[] = [];
    const transport = await connect();
    const receipt = await writeBatch(
      transport,
      testBatch(
        batchId,
        [
          { icpn: "0602445566778", files: [audio, cover] },
          { icpn: "5012345678900", files: [cover] },
        ],
        {
          onResourceRead: (fileName) => {
            if (existsSync(path.join(server.root, batchId, batchCompleteName(batchId)))) {
              completeSeenEarly.push(fileName);
            }
          },
        },
      ),
    );
    await transport.close();

    expect(listTree(path.join(server.root, batchId))).toEqual([
      "0602445566778/0602445566778.xml",
      "0602445566778/resources/A1_01.flac",
      "0602445566778/resources/cover.jpg",
      "5012345678900/5012345678900.xml",
      "5012345678900/resources/cover.jpg",
      `BatchComplete_${batchId}.xml`,
    ]);
    const delivered = path.join(server.root, batchId, "0602445566778", "resources");
    expect(fileSha256(path.join(delivered, "A1_01.flac"))).toBe(audio.sha256);
    expect(fileSha256(path.join(delivered, "cover.jpg"))).toBe(cover.sha256);
    expect(completeSeenEarly).toEqual([]);
    expect(completeWrittenLast(server.root, batchId)).toBe(true);
    expect(receipt.files.at(-1)?.path).toBe(`${batchId}/BatchComplete_${batchId}.xml`);
    const manifest = readFileSync(
      path.join(server.root, batchId, batchCompleteName(batchId)),
      "utf8",
    );
    expect(manifest).toContain("<NumberOfMessages>2</NumberOfMessages>");
    expect(manifest).toContain("<URL>0602445566778/0602445566778.xml</URL>");
  });

  it("makes folders that other connections are making at the same moment", async () => {
    // Four deliveries (four connections) making batch folders under parents none of them has
    // yet, as four stores' first batches under one new directory do.
    const transports = await Promise.all([connect(), connect(), connect(), connect()]);
    try {
      for (let round = 0; round < 10; round++) {
        await Promise.all(
          transports.map((transport, i) =>
            transport.makeDirectory(`race-${round}/stores/store-${i}/batch/resources`),
          ),
        );
      }
    } finally {
      await Promise.all(transports.map((t) => t.close()));
    }
    for (let round = 0; round < 10; round++) {
      for (let i = 0; i < 4; i++) {
        const made = path.join(server.root, `race-${round}/stores/store-${i}/batch/resources`);
        expect(existsSync(made), made).toBe(true);
      }
    }
  });

  it("reads the acknowledgement the store writes and files it away", async () => {
    const acks = path.join(server.root, "acknowledgements");
    mkdirSync(acks, { recursive: true });
    writeFileSync(
      path.join(acks, "ACK_20261124153000123_0602445566778.xml"),
      acknowledgementXml({ icpn: "0602445566778", messageId: "MSG-0602445566778", ok: true }),
    );
    writeFileSync(
      path.join(acks, "ACK_20261124153000123_5012345678900.xml"),
      acknowledgementXml({
        icpn: "5012345678900",
        messageId: "MSG-5012345678900",
        ok: false,
        reason: "Cover art is smaller than 1400x1400.",
      }),
    );

    const transport = await connect();
    const files = await readAcknowledgements(transport);
    expect(files.map((file) => file.acknowledgement?.releases[0])).toMatchObject([
      { icpn: "0602445566778", messageId: "MSG-0602445566778", outcome: "ok", reason: null },
      {
        icpn: "5012345678900",
        outcome: "error",
        reason: "Cover art is smaller than 1400x1400.",
      },
    ]);
    for (const file of files) await settleAcknowledgement(transport, file.name);
    expect(await readAcknowledgements(transport)).toEqual([]);
    await transport.close();
    expect(listTree(acks)).toEqual([
      "processed/ACK_20261124153000123_0602445566778.xml",
      "processed/ACK_20261124153000123_5012345678900.xml",
    ]);
  });

  it("refuses a key the server does not know with a readable reason", async () => {
    const attempt = connectSftpTransport(settings(), { privateKey: server.strangerKey });
    await expect(attempt).rejects.toMatchObject({
      code: "auth_failed",
      message: `sftp://127.0.0.1:${server.port}${server.root} refused the login: check the user name and the private key or password.`,
    });
  });

  it("says when nothing listens on the store's port", async () => {
    const port = await freePort();
    await expect(
      connectSftpTransport(settings({ port }), { privateKey: server.privateKey }),
    ).rejects.toMatchObject({ code: "connection_refused" });
  });

  it("refuses a server whose host key is not the one saved for the store", async () => {
    const attempt = connectSftpTransport(
      settings({ hostKeyFingerprint: `SHA256:${"A".repeat(43)}` }),
      { privateKey: server.privateKey },
    );
    await expect(attempt).rejects.toMatchObject({ code: "host_key_mismatch" });
  });

  it("leaves no BatchComplete when the connection drops mid-upload, and cleans up later", async () => {
    const batchId = "20261124160000000";
    const transport = await connect();
    const upload = writeBatch(
      transport,
      testBatch(batchId, [{ icpn: "0602445566779", files: [cover, audio] }], {
        // The cover has arrived; the connection dies while the audio is on its way.
        onChunk: (fileName, index) => {
          if (fileName === "A1_01.flac" && index === 3) server.dropConnections();
        },
      }),
    );
    const error = await upload.catch((caught: unknown) => caught);
    await transport.close();
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({
      code: "connection_lost",
      message: `The connection to sftp://127.0.0.1:${server.port}${server.root} was lost during the upload; the batch was not completed.`,
    });
    const left = listTree(path.join(server.root, batchId));
    expect(left).toContain("0602445566779/resources/cover.jpg");
    expect(left).not.toContain(`BatchComplete_${batchId}.xml`);

    const retry = await connect();
    expect(await removeIncompleteBatch(retry, batchId)).toBe(true);
    await retry.close();
    expect(existsSync(path.join(server.root, batchId))).toBe(false);
  });

  it("never removes a complete batch", async () => {
    const transport = await connect();
    expect(await removeIncompleteBatch(transport, "20261124153000123")).toBe(false);
    await transport.close();
    expect(existsSync(path.join(server.root, "20261124153000123"))).toBe(true);
  });

  it("reports a full disk and completes nothing", async () => {
    const full = await startSftpServer({ maxFileBytes: 1024 * 1024 });
    try {
      const transport = await connectSftpTransport(
        { host: full.host, port: full.port, username: full.username, remoteDirectory: full.root },
        { privateKey: full.privateKey },
      );
      const batchId = "20261124170000000";
      const error = await writeBatch(
        transport,
        testBatch(batchId, [{ icpn: "0602445566780", files: [cover, audio] }]),
      ).catch((caught: unknown) => caught);
      await transport.close();
      expect(error).toMatchObject({
        code: "no_space",
        message: `sftp://127.0.0.1:${full.port}${full.root} could not store 20261124170000000/0602445566780/resources/A1_01.flac: its disk is full or the account's quota is used up.`,
      });
      // The connection still worked, so the incomplete batch was removed at once.
      expect(existsSync(path.join(full.root, batchId))).toBe(false);
    } finally {
      await full.stop();
    }
  });
});
