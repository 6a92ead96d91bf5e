import type { DeliveryFailureCode } from "@common/deliveryTransport.ts";
import { XMLParser } from "fast-xml-parser";
import { DeliveryError, type DeliveryTransport, remotePath } from "./transport.ts";

/**
 * A store's answer to a batch (DDEX ERN choreography, ErnAcknowledgementStatusMessage): the
 * store puts `acknowledgements/ACK_*.xml` on its server, one ReleaseStatus per release with the
 * acknowledged message's id, the status of each file (ErncFileStatus: "FileOK" or an error such
 * as "ResourceCorrupt") and the release's supply-chain status ("SuccessfullyIngested...",
 * "ProcessingErrorAtReleaseDistributor", ...). Stores also send the shorter form with one
 * Acknowledgement and no ReleaseStatus; both are read.
 */

export interface Acknowledgement {
  /** The acknowledgement's own MessageId. */
  messageId: string | null;
  /** The store's DPID. */
  senderPartyId: string | null;
  createdAt: string | null;
  releases: ReleaseAcknowledgement[];
}

export interface ReleaseAcknowledgement {
  /** The release's ICPN (UPC), when the store names it so. */
  icpn: string | null;
  /** The MessageId of the NewReleaseMessage acknowledged. */
  messageId: string | null;
  batchId: string | null;
  outcome: "ok" | "error";
  /** The file statuses, "FileOK" when all is well. */
  fileStatuses: string[];
  /** The SupplyChainStatus the store reports, if any. */
  releaseStatus: string | null;
  /** The store's own words about an error (ErrorText, Information, StatusMessage). */
  reason: string | null;
  /**
   * The store's own id for the release (ReleaseId/ProprietaryId), from which its web address is
   * made (server/distribution/storeReleaseUrl.ts), and the address itself when the store sends
   * one (a URL element in ReleaseStatus, which some stores add). Both feed the smart link.
   */
  storeReleaseId: string | null;
  storeUrl: string | null;
}

export interface AcknowledgementFile {
  /** The file name in `acknowledgements/`. */
  name: string;
  acknowledgement: Acknowledgement | null;
  /** Why the file could not be read as an acknowledgement. */
  problem: string | null;
}

const ACKNOWLEDGEMENTS = "acknowledgements";
const PROCESSED = "processed";
const ACK_FILE = /^ACK_[A-Za-z0-9_.-]+\.xml$/;
const MAX_ACK_BYTES = 1024 * 1024;

/**
 * Failures of one file (too large, refused, gone): the others may still be read. Any other code
 * is the connection's (lost, refused, timed out): every file would fail the same way, so reading
 * stops and the next poll tries again with the files untouched.
 */
const FILE_FAILURES: ReadonlySet<DeliveryFailureCode> = new Set([
  "permission_denied",
  "not_found",
  "failed",
]);

/** SupplyChainStatus values that mean the store could not or will not make the release live. */
const FAILED_RELEASE_STATUSES = new Set([
  "ProcessingErrorAtReleaseDistributor",
  "ProcessingErrorAtReleaseCreator",
  "ReleaseViolatesTermsOfService",
  "RightsConflict",
  "ReleaseNotAvailable",
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  // Identifiers stay text: a UPC keeps its leading zero, a MessageId its exact spelling.
  parseTagValue: false,
  trimValues: true,
  // ReleaseStatus is both the root's repeated composite and a text field inside it.
  isArray: (name, jpath) =>
    ["Acknowledgement", "MessageStatus", "Status"].includes(name) ||
    (name === "ReleaseStatus" && String(jpath).split(".").length === 2),
});

export class AcknowledgementFormatError extends Error {
  override name = "AcknowledgementFormatError";
}

type Node = Record<string, unknown>;

export function parseAcknowledgement(xml: string): Acknowledgement {
  let document: Node;
  try {
    document = parser.parse(xml, true) as Node;
  } catch (error) {
    throw new AcknowledgementFormatError(`Not well-formed XML: ${(error as Error).message}`);
  }
  const rootName = Object.keys(document).find((key) => !key.startsWith("?"));
  const root = rootName ? asNode(document[rootName]) : null;
  if (!root || !/Acknowledgement/i.test(rootName ?? "")) {
    throw new AcknowledgementFormatError(`Not an acknowledgement: <${rootName ?? "nothing"}>`);
  }
  const header = asNode(root.MessageHeader);
  const releases = nodes(root.ReleaseStatus).flatMap((status) => {
    const ids = asNode(status.ReleaseId);
    const icpn = text(ids?.ICPN);
    const releaseStatus = text(status.ReleaseStatus);
    const releaseReason = text(status.ErrorText);
    const store = { storeReleaseId: text(ids?.ProprietaryId), storeUrl: text(status.URL) };
    const acks = nodes(status.Acknowledgement);
    return (acks.length > 0 ? acks : [null]).map((ack) =>
      releaseAcknowledgement(ack, { icpn, releaseStatus, releaseReason, ...store }),
    );
  });
  for (const ack of nodes(root.Acknowledgement)) {
    releases.push(
      releaseAcknowledgement(ack, {
        icpn: null,
        releaseStatus: null,
        storeReleaseId: null,
        storeUrl: null,
      }),
    );
  }
  if (releases.length === 0) {
    throw new AcknowledgementFormatError("The acknowledgement names no message or release");
  }
  return {
    messageId: text(header?.MessageId),
    senderPartyId: text(asNode(header?.MessageSender)?.PartyId),
    createdAt: text(header?.MessageCreatedDateTime),
    releases,
  };
}

function releaseAcknowledgement(
  ack: Node | null,
  context: {
    icpn: string | null;
    releaseStatus: string | null;
    releaseReason?: string | null;
    storeReleaseId: string | null;
    storeUrl: string | null;
  },
): ReleaseAcknowledgement {
  const statuses = nodes(ack?.MessageStatus);
  const fileStatuses = statuses.flatMap((status) =>
    [status.Status].flat().map((value) => {
      // ERN-C 1.8 nests the value (Status/Status) where older stores write it as text.
      const nested = asNode(value);
      return text(nested ? nested.Status : value);
    }),
  );
  const reasons = [
    context.releaseReason ?? null,
    ...statuses.flatMap((status) => [
      text(status.Information),
      text(status.StatusMessage),
      text(status.ErrorText),
    ]),
    text(ack?.ErrorText),
  ].filter((reason): reason is string => Boolean(reason));
  const known = fileStatuses.filter((status): status is string => status !== null);
  const failed =
    known.some((status) => status !== "FileOK") ||
    (context.releaseStatus !== null && FAILED_RELEASE_STATUSES.has(context.releaseStatus)) ||
    (known.length === 0 && context.releaseStatus === null);
  return {
    icpn: context.icpn,
    messageId: text(ack?.MessageId),
    batchId: text(ack?.BatchId),
    outcome: failed ? "error" : "ok",
    fileStatuses: known,
    releaseStatus: context.releaseStatus,
    reason: reasons.length > 0 ? [...new Set(reasons)].join(" ") : null,
    storeReleaseId: context.storeReleaseId,
    storeUrl: context.storeUrl,
  };
}

/**
 * Every `acknowledgements/ACK_*.xml` the store has put on its server, parsed. A file that is not
 * a readable acknowledgement (malformed, too large, refused by the server) comes back with its
 * problem instead, so one bad file never hides the others; only a failed connection throws.
 * Files are left in place: settle each one once its news is saved.
 */
export async function readAcknowledgements(
  transport: DeliveryTransport,
): Promise<AcknowledgementFile[]> {
  const entries = await transport.list(ACKNOWLEDGEMENTS);
  const names = entries
    .filter((entry) => entry.type === "file" && ACK_FILE.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  const files: AcknowledgementFile[] = [];
  for (const name of names) {
    let bytes: Buffer;
    try {
      bytes = await transport.readFile(remotePath(ACKNOWLEDGEMENTS, name), MAX_ACK_BYTES);
    } catch (error) {
      const problem = unreadableFile(transport, error);
      // Null: gone since the listing, another process polling the same store settled it first.
      if (problem !== null) files.push({ name, acknowledgement: null, problem });
      continue;
    }
    try {
      files.push({
        name,
        acknowledgement: parseAcknowledgement(bytes.toString("utf8")),
        problem: null,
      });
    } catch (error) {
      if (!(error instanceof AcknowledgementFormatError)) throw error;
      files.push({ name, acknowledgement: null, problem: error.message });
    }
  }
  return files;
}

/**
 * Why a file's bytes could not be read, when that is the file's fault (larger than MAX_ACK_BYTES,
 * refused by the server): it is then reported like a malformed file, so it is logged and moved
 * aside instead of stopping every poll of the store. Null for a file no longer there. A lost or
 * refused connection, or an error no transport should throw, is thrown on: no file is to blame.
 */
function unreadableFile(transport: DeliveryTransport, error: unknown): string | null {
  if (!(error instanceof DeliveryError) || !FILE_FAILURES.has(error.code)) throw error;
  // A read cut off by a dropped session can carry a file-like code ("failed"): once the session
  // is known closed, the connection is to blame.
  if (!transport.isOpen()) throw error;
  return error.code === "not_found" ? null : error.message;
}

/**
 * Moves a read acknowledgement to `acknowledgements/processed/`, so the next poll skips it and
 * the store (or an operator) can still see what was received.
 */
export async function settleAcknowledgement(
  transport: DeliveryTransport,
  name: string,
): Promise<void> {
  if (!ACK_FILE.test(name)) throw new Error(`Not an acknowledgement file: ${name}`);
  await transport.makeDirectory(remotePath(ACKNOWLEDGEMENTS, PROCESSED));
  await transport.rename(
    remotePath(ACKNOWLEDGEMENTS, name),
    remotePath(ACKNOWLEDGEMENTS, PROCESSED, name),
  );
}

function asNode(value: unknown): Node | null {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Node)
    : null;
}

function nodes(value: unknown): Node[] {
  return (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map(asNode)
    .filter((node): node is Node => node !== null);
}

function text(value: unknown): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  const node = asNode(value);
  if (node && typeof node["#text"] === "string") return text(node["#text"]);
  return null;
}
