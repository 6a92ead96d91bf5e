import path from "node:path";
import { PLATFORM_IDS, type PlatformId } from "@common/releases.ts";
import type { StoreView } from "@common/stores.ts";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Db, Tx } from "../db/client.ts";
import { stores } from "../db/schema/index.ts";
import { type SecretBox, SecretBoxError } from "../lib/secretBox.ts";
import type { DeliveryTransport } from "./transport.ts";
import { createFolderTransport } from "./transports/folder.ts";
import { connectSftpTransport, type SftpTransportOptions } from "./transports/sftp.ts";

/**
 * The stores Offbeat delivers to (Admin Tools > Stores): reading them for the card and opening
 * a store's transport for a delivery. Credentials stay sealed everywhere except in
 * openStoreTransport, which hands them to the SFTP client and nowhere else.
 */

export type StoreRow = typeof stores.$inferSelect;

/** A store's SFTP secrets as saved: each one present or not. */
export type StoredCredentials = Partial<Record<"privateKey" | "passphrase" | "password", string>>;

/** Sealed with the store's id as context, so a value copied onto another store does not open. */
export function sealCredentials(
  box: SecretBox,
  storeId: string,
  credentials: StoredCredentials,
): string | null {
  const present = Object.entries(credentials).filter(([, value]) => value);
  return present.length ? box.seal(JSON.stringify(Object.fromEntries(present)), storeId) : null;
}

function openCredentials(box: SecretBox, row: StoreRow): StoredCredentials {
  return row.sealedCredentials ? JSON.parse(box.open(row.sealedCredentials, row.id)) : {};
}

/**
 * The saved secrets for the card and a save: none when they no longer open (AUTH_SECRET
 * changed), so the card says nothing is saved and the admin can enter them again, instead of
 * the whole list failing. Deliveries use openCredentials and fail with the box's reason.
 */
export function readableCredentials(box: SecretBox, row: StoreRow): StoredCredentials {
  try {
    return openCredentials(box, row);
  } catch (error) {
    if (error instanceof SecretBoxError) return {};
    throw error;
  }
}

/** Where a folder store writes: its saved path, else DATA_DIR/deliveries/<id>. */
function storeDirectory(config: Pick<AppContext["config"], "DATA_DIR">, row: StoreRow) {
  return path.resolve(row.folderPath ?? path.join(config.DATA_DIR, "deliveries", row.id));
}

/** All stores in the spec's platform order (the order releases and the card list them). */
export async function listStores(db: Db | Tx): Promise<StoreRow[]> {
  const rows = await db.select().from(stores).orderBy(asc(stores.id));
  const order = (id: string) => PLATFORM_IDS.indexOf(id as PlatformId);
  return rows.sort((a, b) => order(a.id) - order(b.id));
}

export async function findStore(db: Db | Tx, id: string): Promise<StoreRow | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id)).limit(1);
  return row ?? null;
}

/**
 * What the API answers about a store: settings and which secrets are saved. Whether a secret is
 * saved is read from the sealed JSON's keys, so the card can say "Saved" without the values.
 */
export function presentStore(
  ctx: Pick<AppContext, "config" | "storeCredentials">,
  row: StoreRow,
): StoreView {
  const saved = readableCredentials(ctx.storeCredentials, row);
  return {
    id: row.id as PlatformId,
    displayName: row.displayName,
    dpid: row.dpid,
    enabled: row.enabled,
    transport: row.transport,
    folderPath: row.folderPath,
    directory: storeDirectory(ctx.config, row),
    sftp: row.sftpSettings ?? null,
    hasPrivateKey: Boolean(saved.privateKey),
    hasPassphrase: Boolean(saved.passphrase),
    hasPassword: Boolean(saved.password),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/**
 * The transport a delivery to this store uses, credentials opened. The caller closes it. An
 * SFTP store without settings or secrets cannot be enabled (updateStore), so reaching that
 * here is a programming error, not a delivery failure.
 */
export async function openStoreTransport(
  ctx: Pick<AppContext, "config" | "storeCredentials">,
  row: StoreRow,
  options?: SftpTransportOptions,
): Promise<DeliveryTransport> {
  if (row.transport === "folder") return createFolderTransport(storeDirectory(ctx.config, row));
  if (!row.sftpSettings) throw new Error(`Store ${row.id} has no SFTP settings`);
  const saved = openCredentials(ctx.storeCredentials, row);
  if (!saved.privateKey && !saved.password) {
    throw new Error(`Store ${row.id} has no SFTP private key or password`);
  }
  return connectSftpTransport(row.sftpSettings, saved, options);
}
