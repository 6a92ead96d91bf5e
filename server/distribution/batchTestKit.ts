import { createHash, randomBytes } from "node:crypto";
import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { type Batch, type BatchRelease, batchCompleteName } from "./batch.ts";

/**
 * Batches for transport tests: real files on disk streamed like Storage.get bodies, and checks
 * on what a store finds in its directory.
 */

export interface SourceFile {
  fileName: string;
  file: string;
  sha256: string;
}

export function writeSourceFile(dir: string, fileName: string, bytes: number): SourceFile {
  const file = path.join(dir, fileName);
  const content = randomBytes(bytes);
  writeFileSync(file, content);
  return { fileName, file, sha256: sha256(content) };
}

export interface TestBatchOptions {
  /** Called once per resource as its last byte is read, before the transport writes it. */
  onResourceRead?: (fileName: string) => void;
  /** Called for each chunk read from a resource (1, 2, ...). */
  onChunk?: (fileName: string, index: number) => void;
  /** Fails the stream of this file after its first chunk (storage failing mid-read). */
  failingFile?: string;
}

export function testBatch(
  batchId: string,
  releases: { icpn: string; files: SourceFile[] }[],
  options: TestBatchOptions = {},
): Batch {
  return {
    batchId,
    sender: { partyId: "PADPIDA2026010101X", fullName: "Offbeat Records" },
    recipient: { partyId: "PADPIDA2011072101T", fullName: "Test Store" },
    releases: releases.map(
      ({ icpn, files }): BatchRelease => ({
        icpn,
        messageId: `MSG-${icpn}`,
        messageXml: `<?xml version="1.0"?><NewReleaseMessage><ICPN>${icpn}</ICPN></NewReleaseMessage>`,
        deliveryType: "NewReleaseDelivery",
        resources: files.map((source) => ({
          fileName: source.fileName,
          open: async () => openSource(source, options),
        })),
      }),
    ),
  };
}

function openSource(source: SourceFile, options: TestBatchOptions): Readable {
  const stream = createReadStream(source.file, { highWaterMark: 64 * 1024 });
  if (source.fileName === options.failingFile) return failAfterFirstChunk(stream);
  let index = 0;
  stream.on("data", () => {
    index += 1;
    options.onChunk?.(source.fileName, index);
  });
  stream.once("end", () => options.onResourceRead?.(source.fileName));
  return stream;
}

function failAfterFirstChunk(stream: Readable): Readable {
  const out = new Readable({ read() {} });
  let chunks = 0;
  stream.on("data", (chunk) => {
    chunks += 1;
    if (chunks === 1) {
      out.push(chunk);
      return;
    }
    stream.destroy();
    out.destroy(new Error("the storage disk failed while reading"));
  });
  return out;
}

function sha256(content: Buffer): string {
  return createHash("sha256").update(content).digest("hex");
}

/** Every file under `dir`, relative, sorted. */
export function listTree(dir: string, prefix = ""): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listTree(path.join(dir, entry.name), relative) : [relative];
    })
    .sort();
}

export function fileSha256(file: string): string {
  return sha256(readFileSync(file));
}

/** Whether BatchComplete was written after every other file of the batch (by mtime). */
export function completeWrittenLast(storeDir: string, batchId: string): boolean {
  const folder = path.join(storeDir, batchId);
  const complete = statSync(path.join(folder, batchCompleteName(batchId))).mtimeMs;
  return listTree(folder)
    .filter((file) => file !== batchCompleteName(batchId))
    .every((file) => statSync(path.join(folder, file)).mtimeMs <= complete);
}

/** An acknowledgement as a store writes it (shape of AudiusProject/ddex-processor's). */
export function acknowledgementXml(options: {
  icpn: string;
  messageId: string;
  ok: boolean;
  reason?: string;
  /** The store's own id for the release (ReleaseId/ProprietaryId). */
  storeReleaseId?: string;
  /** The release's address on the store (a URL element some stores add). */
  storeUrl?: string;
}): string {
  const status = options.ok ? "FileOK" : "ResourceCorrupt";
  const releaseStatus = options.ok
    ? "SuccessfullyIngestedByReleaseDistributor"
    : "ProcessingErrorAtReleaseDistributor";
  const errorText = options.reason ? `<ErrorText>${options.reason}</ErrorText>` : "";
  const proprietaryId = options.storeReleaseId
    ? `<ProprietaryId Namespace="DPID:PADPIDA2011072101T">${options.storeReleaseId}</ProprietaryId>`
    : "";
  const url = options.storeUrl ? `<URL>${options.storeUrl}</URL>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<ns3:ErnAcknowledgementStatusMessage xmlns:ns3="http://ddex.net/xml/ern-c-sftp/18" AvsVersionId="4">
  <MessageHeader>
    <MessageId>ACK-${options.messageId}</MessageId>
    <MessageSender><PartyId>PADPIDA2011072101T</PartyId><PartyName><FullName>Test Store</FullName></PartyName></MessageSender>
    <MessageRecipient><PartyId>PADPIDA2026010101X</PartyId><PartyName><FullName>Offbeat Records</FullName></PartyName></MessageRecipient>
    <MessageCreatedDateTime>2026-11-24T15:30:00Z</MessageCreatedDateTime>
  </MessageHeader>
  <ReleaseStatus>
    <ReleaseId><ICPN>${options.icpn}</ICPN>${proprietaryId}</ReleaseId>
    <ReleaseStatus>${releaseStatus}</ReleaseStatus>
    ${errorText}${url}
    <Acknowledgement>
      <MessageType>NewReleaseMessage</MessageType>
      <MessageId>${options.messageId}</MessageId>
      <MessageStatus><Status>${status}</Status></MessageStatus>
    </Acknowledgement>
  </ReleaseStatus>
</ns3:ErnAcknowledgementStatusMessage>
`;
}
