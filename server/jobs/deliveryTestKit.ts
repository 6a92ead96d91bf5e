import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DeliveryKind } from "@common/distribution.ts";
import { and, eq, like } from "drizzle-orm";
import { deliveries, notifications, releases, stores } from "../db/schema/index.ts";
import { queueDeliveries } from "../distribution/queueDeliveries.ts";
import { sealCredentials } from "../distribution/stores.ts";
import {
  type Member,
  releaseInput,
  releaseOf,
  split,
  track,
  uploadArtwork,
  uploadWav,
} from "../routes/releases/releaseTestKit.ts";
import type { SftpTestServer } from "../test/sftpServer.ts";
import type { TestEnv } from "../test/support.ts";

/**
 * Deliveries for job tests: approved releases made through the API, stores switched on with a
 * folder or a real SFTP server, deliveries started the way "Mark as Distributed" starts them
 * (queueDeliveries in a transaction), and the checks a store would make.
 */

const STORE_DPID = "PADPIDA2011072101T";

/**
 * A single with a real WAV of `seconds` (CD quality, about 176 kB a second) and a PNG, uploaded
 * and submitted through the API, then approved by `staff` (which assigns UPC and ISRC).
 */
export async function approvedSingle(artist: Member, staff: Member, title: string, seconds = 2) {
  const [audio, art] = [await uploadWav(artist, seconds), await uploadArtwork(artist)];
  const made = await artist.post(
    "/api/releases",
    releaseInput({
      title,
      artistName: artist.artistName,
      artworkUploadId: art.id,
      tracks: [track("Only Song", audio.id, { splits: [split("Ann", 100)] })],
    }),
  );
  if (made.status !== 201) throw new Error(`single: ${made.status} ${JSON.stringify(made.body)}`);
  const id = releaseOf(made).id;
  const res = await staff.post(`/api/admin/releases/${id}/approve`, { notes: null });
  if (res.status !== 200) throw new Error(`approve: ${res.status} ${JSON.stringify(res.body)}`);
  return { id, audio, art };
}

/** Enables `storeId` delivering to a folder (its default, DATA_DIR/deliveries/<id>). */
export async function enableFolderStore(env: TestEnv, storeId: string): Promise<string> {
  await env.ctx.database.db
    .update(stores)
    .set({ enabled: true, dpid: STORE_DPID, transport: "folder", folderPath: null })
    .where(eq(stores.id, storeId));
  return path.join(env.dataDir, "deliveries", storeId);
}

/** Enables `storeId` delivering to the test SFTP server, with its key (or another). */
export async function enableSftpStore(
  env: TestEnv,
  storeId: string,
  server: SftpTestServer,
  privateKey = server.privateKey,
): Promise<void> {
  await env.ctx.database.db
    .update(stores)
    .set({
      enabled: true,
      dpid: STORE_DPID,
      transport: "sftp",
      sftpSettings: {
        host: server.host,
        port: server.port,
        username: server.username,
        remoteDirectory: path.join(server.root, storeId),
      },
      sealedCredentials: sealCredentials(env.ctx.storeCredentials, storeId, { privateKey }),
    })
    .where(eq(stores.id, storeId));
}

/** Starts delivery as the distribute route does: rows and jobs in one transaction. */
export function startDelivery(
  env: TestEnv,
  releaseId: string,
  storeIds: string[],
  kind: DeliveryKind = "release",
) {
  return env.ctx.database.db.transaction((tx) =>
    queueDeliveries(env.ctx, tx, releaseId, kind, storeIds),
  );
}

export async function deliveryOf(env: TestEnv, releaseId: string, storeId: string) {
  const [row] = await env.ctx.database.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.releaseId, releaseId), eq(deliveries.storeId, storeId)));
  if (!row) throw new Error(`no delivery of ${releaseId} to ${storeId}`);
  return row;
}

export async function releaseStatus(env: TestEnv, releaseId: string) {
  const [row] = await env.ctx.database.db
    .select({ status: releases.status, upc: releases.upc })
    .from(releases)
    .where(eq(releases.id, releaseId));
  return row;
}

export async function notificationsOf(env: TestEnv, userId: string) {
  return env.ctx.database.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

/** The admins' notifications whose message contains `fragment` (a release title and store). */
export async function adminNotificationsAbout(env: TestEnv, fragment: string) {
  return env.ctx.database.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.audience, "admin"), like(notifications.message, `%${fragment}%`)));
}

/** Polls `check` until it returns something truthy (jobs run on their own schedule). */
export async function waitFor<T>(
  check: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every file under `dir`, relative, sorted. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

const SCHEMA = fileURLToPath(
  new URL("../../../shared/ddex/ern43/release-notification.xsd", import.meta.url),
);

/** xmllint's verdict on a message file against the DDEX ERN 4.3 schema (libxml2-utils). */
export function validateErnFile(file: string): Promise<{ valid: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    execFile("xmllint", ["--noout", "--schema", SCHEMA, file], (error, _stdout, stderr) => {
      if (error && (error as NodeJS.ErrnoException).code === "ENOENT") {
        reject(new Error("xmllint is not installed (apt-get install libxml2-utils)."));
        return;
      }
      resolve({ valid: error === null, output: stderr });
    });
  });
}
