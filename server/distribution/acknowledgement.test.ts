import { mkdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasSshd, type SftpTestServer, startSftpServer } from "../test/sftpServer.ts";
import {
  AcknowledgementFormatError,
  parseAcknowledgement,
  readAcknowledgements,
} from "./acknowledgement.ts";
import { acknowledgementXml } from "./batchTestKit.ts";
import { storeReleaseUrl } from "./storeReleaseUrl.ts";
import { DeliveryError, type DeliveryTransport } from "./transport.ts";
import { createFolderTransport } from "./transports/folder.ts";
import { connectSftpTransport } from "./transports/sftp.ts";

describe("reading a store's acknowledgement", () => {
  it("reads a release the store ingested", () => {
    const ack = parseAcknowledgement(
      acknowledgementXml({ icpn: "0602445566778", messageId: "MSG-1", ok: true }),
    );
    expect(ack).toEqual({
      messageId: "ACK-MSG-1",
      senderPartyId: "PADPIDA2011072101T",
      createdAt: "2026-11-24T15:30:00Z",
      releases: [
        {
          icpn: "0602445566778",
          messageId: "MSG-1",
          batchId: null,
          outcome: "ok",
          fileStatuses: ["FileOK"],
          releaseStatus: "SuccessfullyIngestedByReleaseDistributor",
          reason: null,
          storeReleaseId: null,
          storeUrl: null,
        },
      ],
    });
  });

  it("reads a refusal with the store's reason", () => {
    const ack = parseAcknowledgement(
      acknowledgementXml({
        icpn: "0602445566778",
        messageId: "MSG-2",
        ok: false,
        reason: "Audio file is corrupt &amp; cannot be decoded.",
      }),
    );
    expect(ack.releases[0]).toMatchObject({
      outcome: "error",
      fileStatuses: ["ResourceCorrupt"],
      releaseStatus: "ProcessingErrorAtReleaseDistributor",
      reason: "Audio file is corrupt & cannot be decoded.",
    });
  });

  it("reads the short form without a ReleaseStatus, and a nested status value", () => {
    const ack = parseAcknowledgement(`<?xml version="1.0"?>
      <AcknowledgementMessage xmlns="http://ddex.net/xml/ern-c-sftp/18">
        <MessageHeader><MessageId>A-9</MessageId></MessageHeader>
        <Acknowledgement>
          <MessageType>NewReleaseMessage</MessageType>
          <BatchId>20261124153000123</BatchId>
          <MessageId>MSG-3</MessageId>
          <MessageStatus>
            <Status><Status>MetadataMissing</Status></Status>
            <Information>Genre is missing.</Information>
          </MessageStatus>
        </Acknowledgement>
      </AcknowledgementMessage>`);
    expect(ack.releases).toEqual([
      {
        icpn: null,
        messageId: "MSG-3",
        batchId: "20261124153000123",
        outcome: "error",
        fileStatuses: ["MetadataMissing"],
        releaseStatus: null,
        reason: "Genre is missing.",
        storeReleaseId: null,
        storeUrl: null,
      },
    ]);
  });

  it("keeps a UPC's leading zero and several releases apart", () => {
    const one = acknowledgementXml({ icpn: "0000000000017", messageId: "M1", ok: true });
    const two = acknowledgementXml({ icpn: "5012345678900", messageId: "M2", ok: false });
    const body = (xml: string) =>
      xml.slice(xml.indexOf("<ReleaseStatus>"), xml.lastIndexOf("</ns3"));
    const both = one.replace(body(one), body(one) + body(two));
    expect(parseAcknowledgement(both).releases.map((r) => [r.icpn, r.outcome])).toEqual([
      ["0000000000017", "ok"],
      ["5012345678900", "error"],
    ]);
  });

  it("reads the store's own id for the release and the address it sends (smart links)", () => {
    const ack = parseAcknowledgement(
      acknowledgementXml({
        icpn: "0602445566778",
        messageId: "MSG-4",
        ok: true,
        storeReleaseId: "1A2b3C",
        storeUrl: "https://open.spotify.com/album/1A2b3C",
      }),
    );
    expect(ack.releases[0]).toMatchObject({
      storeReleaseId: "1A2b3C",
      storeUrl: "https://open.spotify.com/album/1A2b3C",
    });
  });

  it("makes the store's address from what it sent, only on the store's own site", () => {
    const sent = { storeReleaseId: null, storeUrl: "https://music.apple.com/se/album/x/123" };
    expect(storeReleaseUrl("apple_music", sent)).toBe("https://music.apple.com/se/album/x/123");
    expect(
      storeReleaseUrl("spotify", { storeReleaseId: "4aawyAB9vmqN3uQ7FjRGTy", storeUrl: null }),
    ).toBe("https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy");
    // An address elsewhere is ignored; the id is used instead, when it is a plain id.
    expect(
      storeReleaseUrl("tidal", { storeReleaseId: "77", storeUrl: "https://tidal.evil.example/x" }),
    ).toBe("https://tidal.com/browse/album/77");
    expect(storeReleaseUrl("tidal", { storeReleaseId: "../../x?y", storeUrl: null })).toBeNull();
    // Stores without a known address pattern need the address itself.
    expect(storeReleaseUrl("bandcamp", { storeReleaseId: "12", storeUrl: null })).toBeNull();
  });

  it("refuses what is not an acknowledgement", () => {
    expect(() => parseAcknowledgement("<NewReleaseMessage/>")).toThrow(AcknowledgementFormatError);
    expect(() => parseAcknowledgement("<Ack")).toThrow(AcknowledgementFormatError);
    expect(() =>
      parseAcknowledgement(
        "<ErnAcknowledgementStatusMessage><MessageHeader/></ErnAcknowledgementStatusMessage>",
      ),
    ).toThrow("The acknowledgement names no message or release");
  });
});

/** The largest acknowledgement read (acknowledgement.ts MAX_ACK_BYTES). */
const MAX_ACK_BYTES = 1024 * 1024;

/**
 * A store directory holding, in name order, an acknowledgement one byte over the limit (a real
 * acknowledgement padded with spaces, so only its size is wrong) and a valid one after it.
 */
function writeOversizedBesideValid(root: string) {
  const acks = path.join(root, "acknowledgements");
  mkdirSync(acks, { recursive: true });
  const big = acknowledgementXml({ icpn: "0602445566778", messageId: "MSG-BIG", ok: true });
  writeFileSync(
    path.join(acks, "ACK_1_big.xml"),
    big + " ".repeat(MAX_ACK_BYTES + 1 - Buffer.byteLength(big)),
  );
  writeFileSync(
    path.join(acks, "ACK_2_ok.xml"),
    acknowledgementXml({ icpn: "5012345678900", messageId: "MSG-OK", ok: true }),
  );
}

const oversizedAndValid = (where: string) => [
  {
    name: "ACK_1_big.xml",
    acknowledgement: null,
    problem: `${where}: acknowledgements/ACK_1_big.xml is larger than ${MAX_ACK_BYTES} bytes.`,
  },
  {
    name: "ACK_2_ok.xml",
    acknowledgement: { releases: [{ icpn: "5012345678900", messageId: "MSG-OK", outcome: "ok" }] },
    problem: null,
  },
];

describe("reading a store's acknowledgement files from a folder", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "offbeat-acks-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("reports a file over the size limit as a bad file and reads the others", async () => {
    writeOversizedBesideValid(dir);
    const files = await readAcknowledgements(createFolderTransport(dir));
    expect(files).toMatchObject(oversizedAndValid(dir));
  });
});

/** Against a real OpenSSH sshd started for this file (server/test/sftpServer.ts). */
// A laptop without OpenSSH skips these; CI (which installs it) never does, so they cannot vanish.
describe.skipIf(!hasSshd && !process.env.CI)("reading a store's acknowledgements over SFTP", () => {
  let server: SftpTestServer;
  beforeAll(async () => {
    server = await startSftpServer();
    writeOversizedBesideValid(server.root);
  });
  afterAll(async () => {
    await server?.stop();
  });

  const connect = () =>
    connectSftpTransport(
      {
        host: server.host,
        port: server.port,
        username: server.username,
        remoteDirectory: server.root,
      },
      { privateKey: server.privateKey },
    );

  it("reports a file over the size limit as a bad file and reads the others", async () => {
    const transport = await connect();
    try {
      const where = `sftp://127.0.0.1:${server.port}${server.root}`;
      expect(await readAcknowledgements(transport)).toMatchObject(oversizedAndValid(where));
    } finally {
      await transport.close();
    }
  });

  it("still throws when the connection drops while the files are read, for the next poll", async () => {
    const transport = await connect();
    // The session dies as the second file is about to be read: no file is to blame.
    let reads = 0;
    const dropping: DeliveryTransport = {
      ...transport,
      readFile(relative, maxBytes) {
        reads += 1;
        if (reads === 2) server.dropConnections();
        return transport.readFile(relative, maxBytes);
      },
    };
    const error = await readAcknowledgements(dropping).catch((caught: unknown) => caught);
    await transport.close();
    expect(error).toBeInstanceOf(DeliveryError);
    expect(error).toMatchObject({ code: "connection_lost" });
  });
});
