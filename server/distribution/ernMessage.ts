import { appendDealList } from "./ernDeals.ts";
import { type ErnInput, ErnInputSchema } from "./ernInput.ts";
import { type ErnContext, ernContext, leaf } from "./ernReferences.ts";
import { appendReleaseList } from "./ernRelease.ts";
import { appendResourceList } from "./ernResources.ts";
import { XmlElement, xmlDocument } from "./xmlTree.ts";

const ERN_NAMESPACE = "http://ddex.net/xml/ern/43";
/** The allowed-value sets version the schema in ../shared/ddex/ ships with. */
const AVS_VERSION = "3";

/**
 * SimpleAudioSingle for singles, Audio for EPs and albums (ERN 4.3 release profiles). The
 * profile tells the store which checks the message passes.
 */
const releaseProfileOf = (releaseType: ErnInput["release"]["releaseType"]) =>
  releaseType === "single" ? "SimpleAudioSingle" : "Audio";

/**
 * One DDEX ERN 4.3 NewReleaseMessage for one store: the whole release (parties, sound
 * recordings with their files and MD5 hash sums, the front cover, the main release and a track
 * release per track) and, unless `mode` is "takedown", the worldwide deals. Pure: the same input
 * gives the same XML. Throws a ZodError when the input is incomplete (no UPC, a bad ISRC, …).
 */
export function buildNewReleaseMessage(input: ErnInput): string {
  const ctx = ernContext(ErnInputSchema.parse(input));
  const { release } = ctx.ern;
  const root = new XmlElement("ern:NewReleaseMessage", {
    "xmlns:ern": ERN_NAMESPACE,
    "xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
    "xsi:schemaLocation": `${ERN_NAMESPACE} ${ERN_NAMESPACE}/release-notification.xsd`,
    ReleaseProfileVersionId: releaseProfileOf(release.releaseType),
    LanguageAndScriptCode: "en",
    AvsVersionId: AVS_VERSION,
  });
  appendMessageHeader(root, ctx);
  appendPartyList(root, ctx);
  appendResourceList(root, ctx);
  appendReleaseList(root, ctx);
  if (ctx.ern.mode === "new") appendDealList(root, ctx);
  return xmlDocument(root);
}

function appendMessageHeader(root: XmlElement, ctx: ErnContext): void {
  const { message, sender, recipient } = ctx.ern;
  const header = root.ele("MessageHeader");
  leaf(header, "MessageThreadId", message.threadId);
  leaf(header, "MessageId", message.id);
  for (const [element, party] of [
    ["MessageSender", sender],
    ["MessageRecipient", recipient],
  ] as const) {
    const el = header.ele(element);
    leaf(el, "PartyId", party.dpid);
    leaf(el.ele("PartyName"), "FullName", party.name);
  }
  leaf(header, "MessageCreatedDateTime", message.createdAt.toISOString());
  leaf(header, "MessageControlType", message.test ? "TestMessage" : "LiveMessage");
}

function appendPartyList(root: XmlElement, ctx: ErnContext): void {
  const list = root.ele("PartyList");
  for (const party of ctx.parties) {
    const el = list.ele("Party");
    leaf(el, "PartyReference", party.reference);
    leaf(el.ele("PartyName"), "FullName", party.name);
  }
}
