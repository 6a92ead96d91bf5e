import { constants } from "node:fs";
import { access } from "node:fs/promises";
import type { DistributionSettings } from "@common/distributionSettings.ts";
import { asc, inArray } from "drizzle-orm";
import { ZodError } from "zod";
import { DeliveryMessages } from "../../common/deliveryTransport.ts";
import type { AppContext } from "../context.ts";
import type { Db, Tx } from "../db/client.ts";
import { type deliveries, releases, tracks, uploads } from "../db/schema/index.ts";
import type { Batch, BatchRelease, BatchResource } from "./batch.ts";
import { audioFormatOf, type ErnInput, imageFormatOf } from "./ernInput.ts";
import { buildNewReleaseMessage } from "./ernMessage.ts";
import { uploadMd5 } from "./fileMd5.ts";
import { readDistributionSettings } from "./settings.ts";
import type { StoreRow } from "./stores.ts";

/**
 * What one delivery sends (issue 15): the ERN input gathered from the database (release, tracks,
 * their uploads, the label's settings, the store), the message built from it and the batch that
 * carries it with its files, streamed from storage only when the batch writes them.
 */

/**
 * The release cannot be described to the store as it stands (no UPC, no DPID, a file missing):
 * trying again will not help until someone fixes it, so the delivery fails at once.
 */
export class DeliveryInputError extends Error {
  override name = "DeliveryInputError";
}

type DeliveryRow = typeof deliveries.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;

export interface DeliveryPlan {
  input: ErnInput;
  messageId: string;
  batch: Batch;
}

const AUDIO_EXTENSIONS = { wav: "wav", flac: "flac", mp3: "mp3" } as const;
const IMAGE_EXTENSIONS = { jpeg: "jpg", png: "png" } as const;
/**
 * A streamed delivery (SFTP) reads its files 256 KiB at a time, about the largest write
 * OpenSSH's sftp-server takes in one request, instead of the 64 KiB default: a quarter of the
 * reads, stream events and SFTP requests for the same bytes (docs/operations.md, fix 11).
 */
const DELIVERY_READ_CHUNK = 256 * 1024;

/** The MessageId of one attempt: unique per batch, traceable to the release and the store. */
export function deliveryMessageId(releaseId: string, storeId: string, batchId: string): string {
  return `OFFBEAT-${releaseId}-${storeId}-${batchId}`;
}

const DELIVERY_MESSAGE_ID =
  /^OFFBEAT-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(.+)-\d{17}$/i;

/**
 * Whether `messageId` is one Offbeat made for a message to `storeId` (deliveryMessageId: the
 * release, the store, the batch). Offbeat keeps only each delivery's current MessageId, and its
 * form is the record of the others: an acknowledgement naming such an id that is no delivery's
 * current one answers a message a redelivery has replaced, where any other id is the store's
 * own (some stores write one) and says nothing about which message it answers.
 */
export function isDeliveryMessageId(messageId: string, storeId: string): boolean {
  return DELIVERY_MESSAGE_ID.exec(messageId)?.[1] === storeId;
}

type Loaded = Awaited<ReturnType<typeof loadReleases>>;

/** The releases of a batch with their tracks and files: three statements however many. */
async function loadReleases(db: Db | Tx, releaseIds: readonly string[]) {
  const ids = [...new Set(releaseIds)];
  const found = await db.select().from(releases).where(inArray(releases.id, ids));
  const trackRows = await db
    .select()
    .from(tracks)
    .where(inArray(tracks.releaseId, ids))
    .orderBy(asc(tracks.releaseId), asc(tracks.trackNumber));
  const uploadIds = [
    ...trackRows.map((t) => t.audioUploadId),
    ...found.map((r) => r.artworkUploadId),
  ].filter((id): id is string => id !== null);
  const files = uploadIds.length
    ? await db.select().from(uploads).where(inArray(uploads.id, uploadIds))
    : [];
  const tracksOf = new Map<string, (typeof trackRows)[number][]>();
  for (const track of trackRows) {
    const list = tracksOf.get(track.releaseId) ?? [];
    list.push(track);
    tracksOf.set(track.releaseId, list);
  }
  return {
    releases: new Map(found.map((r) => [r.id, r])),
    tracksOf,
    files: new Map(files.map((f) => [f.id, f])),
  };
}

/**
 * Every file the release sends is in Offbeat's storage. Checked before the batch is written, so
 * a release whose file has gone fails on its own (DeliveryInputError) instead of failing the
 * batch it shares with other releases on every attempt.
 */
async function assertStored(
  ctx: Pick<AppContext, "storage">,
  resources: readonly (BatchResource & { key: string })[],
): Promise<void> {
  const present = await Promise.all(
    resources.map(async (resource) =>
      resource.localFile
        ? access(resource.localFile, constants.R_OK).then(
            () => true,
            () => false,
          )
        : ctx.storage.exists(resource.key),
    ),
  );
  const missing = resources.find((_, index) => !present[index]);
  if (missing) {
    throw new DeliveryInputError(
      DeliveryMessages.source_unreadable(missing.fileName, "the file is missing."),
    );
  }
}

const required = <T>(value: T | null | undefined, what: string): T => {
  if (value === null || value === undefined || value === "") {
    throw new DeliveryInputError(`${what} is missing, so no message can be sent.`);
  }
  return value;
};

type PlannedRow = Pick<DeliveryRow, "releaseId" | "storeId" | "kind" | "deliveredAt">;

/**
 * Builds everything a delivery writes, for the row's current kind: a full NewReleaseMessage
 * ("new"), or the same without deals for a takedown. A release delivered before goes as a
 * ReDelivery (a DDEX message is a full statement of truth). Computes and saves missing MD5s.
 */
export async function planDelivery(
  ctx: Pick<AppContext, "config" | "database" | "storage">,
  delivery: PlannedRow,
  store: StoreRow,
  batchId: string,
  now: Date = new Date(),
): Promise<DeliveryPlan> {
  const [planned] = await planDeliveries(ctx, [delivery], store, batchId, now);
  if (!planned || "error" in planned) throw planned?.error;
  return planned.plan;
}

/**
 * planDelivery for the releases of one batch, read together: each row's plan, or the
 * DeliveryInputError that keeps that release out of the batch. Other errors throw.
 */
export async function planDeliveries<Row extends PlannedRow>(
  ctx: Pick<AppContext, "config" | "database" | "storage">,
  rows: readonly Row[],
  store: StoreRow,
  batchId: string,
  now: Date = new Date(),
): Promise<({ row: Row; plan: DeliveryPlan } | { row: Row; error: DeliveryInputError })[]> {
  const db = ctx.database.db;
  const settings = await readDistributionSettings(db, ctx.config);
  const loaded = await loadReleases(
    db,
    rows.map((r) => r.releaseId),
  );
  const planned: ({ row: Row; plan: DeliveryPlan } | { row: Row; error: DeliveryInputError })[] =
    [];
  for (const row of rows) {
    try {
      planned.push({ row, plan: await describe(ctx, row, store, batchId, now, settings, loaded) });
    } catch (error) {
      if (!(error instanceof DeliveryInputError)) throw error;
      planned.push({ row, error });
    }
  }
  return planned;
}

async function describe(
  ctx: Pick<AppContext, "config" | "database" | "storage">,
  delivery: PlannedRow,
  store: StoreRow,
  batchId: string,
  now: Date,
  settings: DistributionSettings,
  loaded: Loaded,
): Promise<DeliveryPlan> {
  const release = loaded.releases.get(delivery.releaseId);
  if (!release) throw new DeliveryInputError("The release no longer exists.");
  const trackRows = loaded.tracksOf.get(release.id) ?? [];
  const { files } = loaded;
  const senderDpid = required(
    settings.dpid,
    "The label's DDEX party id (Admin Tools > Distribution)",
  );
  const storeDpid = required(
    store.dpid,
    `${store.displayName}'s DDEX party id (Admin Tools > Stores)`,
  );
  const upc = required(release.upc, "The release's UPC");
  const releaseDate = required(release.releaseDate, "The release date");
  const genre = required(release.genre, "The release's genre");
  const year = Number(releaseDate.slice(0, 4));
  if (trackRows.length === 0) throw new DeliveryInputError("The release has no tracks.");

  const resources: (BatchResource & { key: string })[] = [];
  const resource = (fileName: string, upload: UploadRow) =>
    resources.push({
      key: upload.storageKey,
      fileName,
      open: async () =>
        (await ctx.storage.get(upload.storageKey, { chunkBytes: DELIVERY_READ_CHUNK })).body,
      localFile: ctx.storage.localFile?.(upload.storageKey),
    });

  const ernTracks: ErnInput["tracks"] = [];
  for (const track of trackRows) {
    const label = `Track ${track.trackNumber} ("${track.title}")`;
    const isrc = required(track.isrc, `${label}'s ISRC`);
    const upload = required(
      track.audioUploadId ? files.get(track.audioUploadId) : null,
      `${label}'s audio file`,
    );
    const format = audioFormatOf(upload.contentType);
    if (!format) throw new DeliveryInputError(`${label}'s audio is not WAV, FLAC or MP3.`);
    const number = String(track.trackNumber).padStart(2, "0");
    const fileName = `${number}_${isrc.replace(/-/g, "")}.${AUDIO_EXTENSIONS[format]}`;
    resource(fileName, upload);
    ernTracks.push({
      number: track.trackNumber,
      title: track.title,
      isrc,
      displayArtist: release.artistName,
      contributors: track.credits.filter((c) => c.name.trim() && c.role.trim()),
      durationSeconds: track.duration || upload.durationSeconds || 0,
      explicit: track.explicit,
      audio: {
        path: `resources/${fileName}`,
        md5: await uploadMd5(ctx, upload),
        format,
        sizeBytes: upload.sizeBytes,
        ...(upload.sampleRate ? { sampleRateHz: upload.sampleRate } : {}),
        ...(upload.bitDepth ? { bitsPerSample: upload.bitDepth } : {}),
        ...(upload.channels ? { channels: upload.channels } : {}),
      },
    });
  }

  const art = required(
    release.artworkUploadId ? files.get(release.artworkUploadId) : null,
    "The cover artwork",
  );
  const imageFormat = imageFormatOf(art.contentType);
  if (!imageFormat) throw new DeliveryInputError("The cover artwork is not JPEG or PNG.");
  const coverName = `cover.${IMAGE_EXTENSIONS[imageFormat]}`;
  resource(coverName, art);

  const messageId = deliveryMessageId(release.id, store.id, batchId);
  const input: ErnInput = {
    mode: delivery.kind === "takedown" ? "takedown" : "new",
    message: { id: messageId, threadId: `OFFBEAT-${release.id}`, createdAt: now },
    sender: { dpid: senderDpid, name: settings.labelName },
    recipient: { dpid: storeDpid, name: store.displayName },
    release: {
      title: release.title,
      displayArtist: release.artistName,
      labelName: settings.labelName,
      genre,
      subgenre: release.subgenre,
      releaseDate,
      upc,
      releaseType: release.releaseType,
      pLine: { year, owner: settings.pLineOwner },
      cLine: { year, owner: settings.cLineOwner },
    },
    tracks: ernTracks,
    cover: {
      path: `resources/${coverName}`,
      md5: await uploadMd5(ctx, art),
      format: imageFormat,
      width: required(art.width, "The cover's width"),
      height: required(art.height, "The cover's height"),
      sizeBytes: art.sizeBytes,
    },
  };

  let messageXml: string;
  try {
    messageXml = buildNewReleaseMessage(input);
  } catch (error) {
    if (!(error instanceof ZodError)) throw error;
    const issue = error.issues[0];
    throw new DeliveryInputError(
      `The release cannot be described to the store: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim(),
    );
  }
  // A takedown names the release; the store has its files already.
  const sent = delivery.kind === "takedown" ? [] : resources;
  await assertStored(ctx, sent);
  const release_: BatchRelease = {
    icpn: upc,
    messageId,
    messageXml,
    deliveryType:
      delivery.kind === "takedown"
        ? "TakeDown"
        : delivery.deliveredAt
          ? "ReDelivery"
          : "NewReleaseDelivery",
    resources: sent,
  };
  return {
    input,
    messageId,
    batch: {
      batchId,
      sender: { partyId: senderDpid, fullName: settings.labelName },
      recipient: { partyId: storeDpid, fullName: store.displayName },
      releases: [release_],
    },
  };
}
