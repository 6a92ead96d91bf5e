import { createHash } from "node:crypto";
import { constants } from "node:fs";
import { access } from "node:fs/promises";
import { PassThrough, Readable } from "node:stream";
import { create } from "xmlbuilder2";
import { DeliveryMessages } from "../../common/deliveryTransport.ts";
import { DeliveryError, type DeliveryTransport, remotePath } from "./transport.ts";

/**
 * A batch in the DDEX ERN choreography for cloud-based storage (SFTP batch profile):
 *
 *   <batchId>/                          batch folder, named by its creation time
 *     <ICPN>/<ICPN>.xml                 one folder per release: its NewReleaseMessage
 *     <ICPN>/resources/<file>           the audio and artwork as uploaded
 *     BatchComplete_<batchId>.xml       the manifest, written last
 *
 * A store starts reading a batch only once its BatchComplete file is there, so it is written
 * after every other file has arrived whole (each one atomically, see DeliveryTransport.putFile).
 */

interface BatchParty {
  /** The party's DDEX party id (DPID). */
  partyId: string;
  fullName: string;
}

export interface BatchResource {
  /** The name the store receives in `resources/`, as the message's File/URI names it. */
  fileName: string;
  /** Opens the file's bytes as a stream (e.g. from Storage.get), only when it is its turn. */
  open: () => Promise<Readable>;
  /** The file on this machine, when storage is local: a folder store copies it in the kernel. */
  localFile?: string;
}

type BatchDeliveryType = "NewReleaseDelivery" | "ReDelivery" | "TakeDown";

export interface BatchRelease {
  /** The release's UPC/EAN (ICPN): names its folder and its message file. */
  icpn: string;
  /** The MessageId inside messageXml. */
  messageId: string;
  messageXml: string;
  deliveryType: BatchDeliveryType;
  resources: BatchResource[];
}

export interface Batch {
  batchId: string;
  sender: BatchParty;
  recipient: BatchParty;
  isTest?: boolean;
  releases: BatchRelease[];
}

export interface BatchReceipt {
  batchId: string;
  /** Every file written, in order; the last is the BatchComplete file. */
  files: { path: string; bytes: number }[];
  bytes: number;
}

const BATCH_ID = /^\d{17}$/;
const ICPN = /^\d{12,14}$/;

/** Whether `id` is a batch id as batchIdAt makes them (17 digits). */
export function isBatchId(id: string): boolean {
  return BATCH_ID.test(id);
}

/** DDEX batch ids are the batch's creation time, YYYYMMDDhhmmssnnn (UTC here). */
export function batchIdAt(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:T.Z]/g, "")
    .slice(0, 17);
}

export function batchCompleteName(batchId: string): string {
  return `BatchComplete_${batchId}.xml`;
}

/**
 * Uploads the batch, BatchComplete last, and returns what was written. On failure it throws a
 * DeliveryError and removes the incomplete batch folder when the connection still allows;
 * when it does not (a dropped connection), the folder stays without its BatchComplete file,
 * which stores ignore, and the next attempt removes it (removeIncompleteBatch) before writing
 * a new batch under a new id: a retry is a new batch, as DDEX orders batches by their id.
 */
export async function writeBatch(
  transport: DeliveryTransport,
  batch: Batch,
): Promise<BatchReceipt> {
  assertWellFormed(batch);
  const files: BatchReceipt["files"] = [];
  const put = async (path: string, body: Readable) => {
    files.push({ path, bytes: await transport.putFile(path, body) });
  };
  try {
    for (const release of batch.releases) {
      const folder = remotePath(batch.batchId, release.icpn);
      await transport.makeDirectory(remotePath(folder, "resources"));
      await put(remotePath(folder, `${release.icpn}.xml`), Readable.from([release.messageXml]));
      for (const resource of release.resources) {
        const path = remotePath(folder, "resources", resource.fileName);
        const { localFile } = resource;
        if (localFile && transport.copyFile) {
          // Checked first so that a missing source reads as Offbeat's storage, not the store.
          await access(localFile, constants.R_OK).catch((error) => {
            throw unreadable(resource, error);
          });
          files.push({ path, bytes: await transport.copyFile(path, localFile) });
          continue;
        }
        const source = await openResource(resource);
        await put(path, source.stream).catch((error) => {
          throw source.failure() ?? error;
        });
      }
    }
    await transport.sync();
    await put(
      remotePath(batch.batchId, batchCompleteName(batch.batchId)),
      Readable.from([manifestXml(batch)]),
    );
    await transport.sync();
  } catch (error) {
    await removeIncompleteBatch(transport, batch.batchId).catch(() => undefined);
    throw error instanceof DeliveryError
      ? error
      : new DeliveryError("failed", DeliveryMessages.failed(transport.where, String(error)), {
          cause: error,
        });
  }
  return { batchId: batch.batchId, files, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}

/**
 * Removes a batch folder a failed attempt left behind. A batch whose BatchComplete file exists
 * is complete (the store may be reading it) and is never removed. Returns whether it removed.
 */
export async function removeIncompleteBatch(
  transport: DeliveryTransport,
  batchId: string,
): Promise<boolean> {
  if (!isBatchId(batchId)) throw new Error(`Not a batch id: ${batchId}`);
  const entries = await transport.list(batchId);
  if (entries.length === 0) return false;
  if (entries.some((entry) => entry.name === batchCompleteName(batchId))) return false;
  await transport.removeDirectory(batchId);
  return true;
}

/**
 * Opens a resource so that a failure of Offbeat's own storage (opening or mid-stream) reads as
 * such, not as the store's fault.
 */
const unreadable = (resource: BatchResource, error: unknown) =>
  new DeliveryError(
    "source_unreadable",
    DeliveryMessages.source_unreadable(
      resource.fileName,
      error instanceof Error ? error.message : String(error),
    ),
    { cause: error },
  );

async function openResource(
  resource: BatchResource,
): Promise<{ stream: Readable; failure: () => DeliveryError | null }> {
  let stream: Readable;
  try {
    stream = await resource.open();
  } catch (error) {
    throw unreadable(resource, error);
  }
  // The transport gets a pass-through: when the store's side fails, the pipeline destroys the
  // pass-through with the store's error, so only the source's own errors count as unreadable.
  let failure: DeliveryError | null = null;
  const tap = new PassThrough();
  stream.once("error", (error) => {
    failure = unreadable(resource, error);
    tap.destroy(failure);
  });
  tap.once("close", () => stream.destroy());
  stream.pipe(tap);
  return { stream: tap, failure: () => failure };
}

function assertWellFormed(batch: Batch): void {
  if (!isBatchId(batch.batchId)) throw new Error(`Not a batch id: ${batch.batchId}`);
  if (batch.releases.length === 0) throw new Error("A batch holds at least one release");
  const icpns = new Set<string>();
  for (const release of batch.releases) {
    if (!ICPN.test(release.icpn)) throw new Error(`Not an ICPN: ${release.icpn}`);
    if (icpns.has(release.icpn)) throw new Error(`Release ${release.icpn} is twice in the batch`);
    icpns.add(release.icpn);
    const names = new Set(release.resources.map((resource) => resource.fileName));
    if (names.size !== release.resources.length) {
      throw new Error(`Release ${release.icpn} names a resource file twice`);
    }
  }
}

/**
 * The BatchComplete file: a ManifestMessage listing every message of the batch with its MD5,
 * shaped after the ERN choreography's data dictionary (ern-c-sftp:ManifestMessage).
 */
function manifestXml(batch: Batch, now = new Date()): string {
  const doc = create({ version: "1.0", encoding: "UTF-8" }).ele(
    "http://ddex.net/xml/ern-c-sftp/18",
    "ernm:ManifestMessage",
    { MessageVersionId: "1.8" },
  );
  const header = doc.ele("MessageHeader");
  header.ele("MessageId").txt(`BatchComplete_${batch.batchId}`);
  for (const [element, party] of [
    ["MessageSender", batch.sender],
    ["MessageRecipient", batch.recipient],
  ] as const) {
    const node = header.ele(element);
    node.ele("PartyId").txt(party.partyId);
    node.ele("PartyName").ele("FullName").txt(party.fullName);
  }
  header.ele("MessageCreatedDateTime").txt(now.toISOString());
  doc.ele("IsTestFlag").txt(String(batch.isTest ?? false));
  doc.ele("RootDirectory").txt(batch.batchId);
  doc.ele("NumberOfMessages").txt(String(batch.releases.length));
  for (const release of batch.releases) {
    const entry = doc.ele("MessageInBatch");
    entry.ele("MessageType").txt("NewReleaseMessage");
    entry.ele("MessageId").txt(release.messageId);
    entry.ele("URL").txt(`${release.icpn}/${release.icpn}.xml`);
    entry.ele("IncludedReleaseId").ele("ICPN").txt(release.icpn);
    entry.ele("DeliveryType").txt(release.deliveryType);
    entry.ele("ProductType").txt("AudioProduct");
    const hash = entry.ele("HashSum");
    hash.ele("Algorithm").txt("MD5");
    hash.ele("HashSumValue").txt(createHash("md5").update(release.messageXml).digest("hex"));
  }
  return doc.end({ prettyPrint: true });
}
