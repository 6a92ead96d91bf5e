import { describe, expect, it } from "vitest";
import { AcknowledgementFormatError, parseAcknowledgement } from "./acknowledgement.ts";
import { acknowledgementXml } from "./batchTestKit.ts";
import { storeReleaseUrl } from "./storeReleaseUrl.ts";

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
