import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError } from "zod";
import { buildNewReleaseMessage } from "./ernMessage.ts";
import { ernAlbumInput, ernSingleInput } from "./ernTestKit.ts";

/** ../shared/ddex/ from the repository root: the DDEX ERN 4.3 schema stores validate against. */
const SCHEMA = fileURLToPath(
  new URL("../../../shared/ddex/ern43/release-notification.xsd", import.meta.url),
);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "offbeat-ern-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * xmllint's verdict on a message (Debian's libxml2-utils, an independent validator). A missing
 * xmllint fails the test: CI installs it, and a skipped check would let a broken message pass.
 */
async function validate(name: string, xml: string): Promise<{ valid: boolean; output: string }> {
  const file = path.join(dir, name);
  await writeFile(file, xml);
  return new Promise((resolve, reject) => {
    execFile("xmllint", ["--noout", "--schema", SCHEMA, file], (error, _stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
        reject(
          new Error(
            "xmllint is not installed: DDEX messages cannot be checked against the schema. " +
              "Install Debian's libxml2-utils (apt-get install libxml2-utils).",
          ),
        );
        return;
      }
      resolve({ valid: error === null, output: stderr });
    });
  });
}

async function expectValid(name: string, xml: string) {
  const { valid, output } = await validate(name, xml);
  expect(output).toContain("validates");
  expect(valid, output).toBe(true);
}

const ARRAYS = new Set([
  "Party",
  "SoundRecording",
  "TrackRelease",
  "Contributor",
  "Role",
  "InstrumentType",
  "ReleaseDeal",
  "DealReleaseReference",
  "Deal",
  "CommercialModelType",
  "UseType",
  "ResourceGroupContentItem",
]);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  // Codes stay text: a UPC parsed as a number would lose its leading zeros.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ARRAYS.has(name),
});

/** A parsed message: text, lists (the ARRAYS above) and elements with attributes ("@Name"). */
type XmlNode = string | XmlNode[] | { [name: string]: XmlNode };
const parse = (xml: string): XmlNode => at(parser.parse(xml) as XmlNode, "NewReleaseMessage");

/** The node at a dotted path ("ReleaseList.Release.ReleaseId.ICPN"); numbers index lists. */
function at(node: XmlNode, path: string): XmlNode {
  let current: XmlNode | undefined = node;
  for (const key of path.split(".")) {
    if (current === undefined || typeof current === "string") break;
    current = Array.isArray(current) ? current[Number(key)] : current[key];
  }
  if (current === undefined) throw new Error(`Nothing at ${path}`);
  return current;
}
const has = (node: XmlNode, path: string) => {
  try {
    at(node, path);
    return true;
  } catch {
    return false;
  }
};
/** An element's text, also when it carries attributes. */
function text(node: XmlNode, path: string): string {
  const found = at(node, path);
  if (typeof found === "string") return found;
  if (!Array.isArray(found) && typeof found["#text"] === "string") return found["#text"];
  throw new Error(`No text at ${path}`);
}
function list(node: XmlNode, path: string): XmlNode[] {
  const found = at(node, path);
  if (!Array.isArray(found)) throw new Error(`No list at ${path}`);
  return found;
}

describe("DDEX ERN 4.3 NewReleaseMessage", () => {
  it("builds a single that validates, as SimpleAudioSingle with the UPC, ISRC and MD5", async () => {
    const xml = buildNewReleaseMessage(ernSingleInput());
    await expectValid("single.xml", xml);

    const message = parse(xml);
    expect(text(message, "@ReleaseProfileVersionId")).toBe("SimpleAudioSingle");
    expect(text(message, "MessageHeader.MessageSender.PartyId")).toBe("PADPIDA2024030401Q");
    expect(text(message, "MessageHeader.MessageRecipient.PartyId")).toBe("PADPIDA2011072101T");
    expect(text(message, "MessageHeader.MessageCreatedDateTime")).toBe("2026-03-02T09:30:00.000Z");

    const release = at(message, "ReleaseList.Release");
    expect(text(release, "ReleaseType")).toBe("Single");
    expect(text(release, "ReleaseId.ICPN")).toBe("196589000019");
    expect(text(release, "ReleaseDate")).toBe("2026-05-15");
    expect(at(release, "Genre")).toMatchObject({ GenreText: "Electronic", SubGenre: "Synthwave" });
    expect(text(release, "PLine.PLineText")).toBe("(P) 2026 Offbeat Records");
    expect(text(release, "CLine.CLineText")).toBe("(C) 2026 Offbeat Records");

    const recording = at(message, "ResourceList.SoundRecording.0");
    expect(text(recording, "SoundRecordingEdition.ResourceId.ISRC")).toBe("QZES62600001");
    expect(text(recording, "Duration")).toBe("PT3M34S");
    expect(text(recording, "ParentalWarningType")).toBe("NotExplicit");
    const file = at(recording, "SoundRecordingEdition.TechnicalDetails.DeliveryFile");
    expect(text(file, "AudioCodecType")).toBe("FLAC");
    expect(text(file, "File.URI")).toBe("resources/196589000019_01_01.flac");
    expect(at(file, "File.HashSum")).toEqual({
      Algorithm: "MD5",
      HashSumValue: "9e107d9d372bb6826bd81d3542a419d6",
    });

    const cover = at(message, "ResourceList.Image");
    expect(text(cover, "Type")).toBe("FrontCoverImage");
    expect(text(cover, "TechnicalDetails.File.HashSum.HashSumValue")).toBe(
      "e4d909c290d0fb1ca068ffaddf22cbd0",
    );
    expect(list(message, "ReleaseList.TrackRelease")).toHaveLength(1);
  });

  it("grants worldwide streaming and download deals from the release date", () => {
    const message = parse(buildNewReleaseMessage(ernSingleInput()));
    const releaseDeal = at(message, "DealList.ReleaseDeal.0");
    expect(at(releaseDeal, "DealReleaseReference")).toEqual(["R0", "R1"]);
    const terms = list(releaseDeal, "Deal").map((deal) => at(deal, "DealTerms"));
    expect(terms.map((t) => [at(t, "CommercialModelType"), at(t, "UseType")])).toEqual([
      [
        ["SubscriptionModel", "AdvertisementSupportedModel"],
        ["OnDemandStream", "NonInteractiveStream"],
      ],
      [["PayAsYouGoModel"], ["PermanentDownload"]],
    ]);
    for (const t of terms) {
      expect(text(t, "TerritoryCode")).toBe("Worldwide");
      expect(text(t, "ValidityPeriod.StartDate")).toBe("2026-05-15");
    }
  });

  it("builds an album that validates, as Audio with every track, credit and file", async () => {
    const xml = buildNewReleaseMessage(ernAlbumInput());
    await expectValid("album.xml", xml);

    const message = parse(xml);
    expect(text(message, "@ReleaseProfileVersionId")).toBe("Audio");
    const release = at(message, "ReleaseList.Release");
    expect(text(release, "ReleaseType")).toBe("Album");
    expect(text(release, "ReleaseId.ICPN")).toBe("5063246000017");
    expect(text(release, "DisplayTitleText")).toBe("Tides & Tunnels");
    // One explicit track makes the release explicit.
    expect(text(release, "ParentalWarningType")).toBe("Explicit");
    expect(text(release, "Duration")).toBe("PT1H10M40S");
    expect(
      list(release, "ResourceGroup.ResourceGroupContentItem").map((item) =>
        text(item, "ReleaseResourceReference"),
      ),
    ).toEqual(["A1", "A2", "A3", "A4"]);

    const recordings = list(message, "ResourceList.SoundRecording");
    expect(recordings.map((r) => text(r, "SoundRecordingEdition.ResourceId.ISRC"))).toEqual([
      "GBOFB2600101",
      "GBOFB2600102",
      "GBOFB2600103",
      "GBOFB2600104",
    ]);
    expect(recordings.map((r) => text(r, "DisplayTitleText"))).toEqual([
      "Harbour Lights",
      "Salt & Smoke",
      "Tidewater <Interlude>",
      "Northern Line",
    ]);
    expect(recordings.map((r) => text(r, "ParentalWarningType"))).toEqual([
      "NotExplicit",
      "Explicit",
      "NotExplicit",
      "NotExplicit",
    ]);
    const wav = at(recordings[0]!, "SoundRecordingEdition.TechnicalDetails.DeliveryFile");
    expect(wav).toMatchObject({
      ContainerFormat: "WAV",
      AudioCodecType: "PCM",
      BitsPerSample: "24",
    });
    expect(text(wav, "File.HashSum.HashSumValue")).toBe("0cc175b9c0f1b6a831c399e269772660");

    expect(list(message, "ReleaseList.TrackRelease")).toHaveLength(4);
    expect(at(message, "DealList.ReleaseDeal.0.DealReleaseReference")).toEqual([
      "R0",
      "R1",
      "R2",
      "R3",
      "R4",
    ]);
  });

  it("sends credits as DDEX roles, keeping roles DDEX has no term for", () => {
    const message = parse(buildNewReleaseMessage(ernAlbumInput()));
    const parties = new Map(
      list(message, "PartyList.Party").map((p) => [
        text(p, "PartyReference"),
        text(p, "PartyName.FullName"),
      ]),
    );
    const roleOf = (role: XmlNode) =>
      typeof role === "string" ? role : `${text(role, "#text")}:${text(role, "@UserDefinedValue")}`;
    const contributors = list(message, "ResourceList.SoundRecording.0.Contributor").map((c) => ({
      name: parties.get(text(c, "ContributorPartyReference")),
      roles: list(c, "Role").map(roleOf),
      instruments: has(c, "InstrumentType") ? list(c, "InstrumentType") : [],
    }));
    expect(contributors).toEqual([
      { name: "The Harbour Lights", roles: ["Artist"], instruments: [] },
      { name: "Ada Brennan", roles: ["LeadVocalist", "Musician"], instruments: ["Guitar"] },
      {
        name: "Jonas Weir",
        roles: ["MixingEngineer", "UserDefined:Tape splicer"],
        instruments: [],
      },
    ]);

    const single = parse(buildNewReleaseMessage(ernSingleInput()));
    const roles = list(single, "ResourceList.SoundRecording.0.Contributor").map((c) =>
      at(c, "Role"),
    );
    // "Nova Lane" credited twice is one party with both roles.
    expect(roles).toEqual([["Artist", "ComposerLyricist"], ["StudioProducer"]]);
  });

  it("builds the takedown as the same message without deals, and it validates", async () => {
    const xml = buildNewReleaseMessage(ernAlbumInput({ mode: "takedown" }));
    await expectValid("takedown.xml", xml);

    const message = parse(xml);
    expect(has(message, "DealList")).toBe(false);
    expect(xml).not.toContain("<DealList");
    expect(text(message, "ReleaseList.Release.ReleaseId.ICPN")).toBe("5063246000017");
    expect(list(message, "ResourceList.SoundRecording")).toHaveLength(4);
    // Its batch carries no files: the message names none, and says they are not provided.
    expect(xml).not.toContain("<File>");
    expect(xml.match(/<IsProvidedInDelivery>false<\/IsProvidedInDelivery>/g)).toHaveLength(5);
  });

  it("keeps titles with markup and invisible control characters readable", async () => {
    const input = ernSingleInput();
    input.release.title = 'Rock & Roll <3 "Live"\u0001\u0008';
    input.release.displayArtist = "Zoe\u0308 & the Cafe\u0301s";
    input.tracks[0]!.displayArtist = input.release.displayArtist;
    input.tracks[0]!.contributors = [];
    const xml = buildNewReleaseMessage(input);
    await expectValid("markup.xml", xml);

    const release = at(parse(xml), "ReleaseList.Release");
    expect(text(release, "DisplayTitleText")).toBe('Rock & Roll <3 "Live"');
    // NFC: a letter and its combining accent become one character, as stores compare names.
    expect(text(release, "DisplayArtistName")).toBe("Zo\u00EB & the Caf\u00E9s");
  });

  it("keeps a credit role DDEX has no term for readable, control characters and all", async () => {
    const input = ernSingleInput();
    // The artist's own words travel in an attribute (UserDefinedValue), not as element text.
    input.tracks[0]!.contributors = [
      { name: "Sam Okafor", role: 'Weird\u0007role & "loud"\u0001  <sounds>' },
    ];
    const xml = buildNewReleaseMessage(input);
    await expectValid("user-defined-role.xml", xml);

    const [contributor] = list(parse(xml), "ResourceList.SoundRecording.0.Contributor");
    expect(text(contributor!, "Role.0")).toBe("UserDefined");
    expect(at(contributor!, "Role.0.@UserDefinedValue")).toBe('Weirdrole & "loud" <sounds>');
  });

  it("refuses input a store could not use: a malformed ISRC, a path outside resources/, a bad DPID", () => {
    const badIsrc = ernSingleInput();
    badIsrc.tracks[0]!.isrc = "US-123";
    expect(() => buildNewReleaseMessage(badIsrc)).toThrow(ZodError);

    const outsideResources = ernSingleInput();
    outsideResources.tracks[0]!.audio.path = "../secret.flac";
    expect(() => buildNewReleaseMessage(outsideResources)).toThrow(ZodError);

    expect(() =>
      buildNewReleaseMessage(ernSingleInput({ recipient: { dpid: "spotify", name: "Spotify" } })),
    ).toThrow(ZodError);
  });

  it("is checked by a validator that refuses what the schema forbids", async () => {
    // An empty DealList is not how ERN 4.3 says "take down": the schema requires a ReleaseDeal.
    const xml = buildNewReleaseMessage(ernSingleInput({ mode: "takedown" })).replace(
      "</ern:NewReleaseMessage>",
      "<DealList/></ern:NewReleaseMessage>",
    );
    const { valid, output } = await validate("empty-deal-list.xml", xml);
    expect(valid).toBe(false);
    expect(output).toContain("DealList");
  });
});
