import { isDeepStrictEqual } from "node:util";
import { StoreMessages, type StoreSave, type StoreView } from "@common/stores.ts";
import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { stores } from "../../db/schema/index.ts";
import {
  presentStore,
  readableCredentials,
  type StoredCredentials,
  sealCredentials,
} from "../../distribution/stores.ts";
import { badRequest, notFound } from "../../lib/errors.ts";
import type { Actor } from "../../policies/user.ts";
import { writeAudit } from "../audit.ts";

const SECRETS = ["privateKey", "passphrase", "password"] as const;

/**
 * Admin Tools > Stores "Save": the store's row (locked while it changes) and its audit_log row
 * UPDATE_STORE in one transaction. Secrets: absent keeps the saved one, "" removes it, a value
 * replaces it; the audit row says which happened, never the value.
 */
export async function updateStore(
  ctx: Pick<AppContext, "database" | "config" | "storeCredentials">,
  actor: Actor,
  id: string,
  input: StoreSave,
): Promise<StoreView> {
  return ctx.database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(stores).where(eq(stores.id, id)).for("update");
    if (!before) throw notFound(StoreMessages.unknownStore);

    const saved = readableCredentials(ctx.storeCredentials, before);
    const credentials: StoredCredentials = { ...saved };
    const secretChanges: Record<string, "set" | "removed"> = {};
    for (const key of SECRETS) {
      const value = input.credentials?.[key];
      if (value === undefined || (value === "" && !saved[key]) || value === saved[key]) continue;
      secretChanges[key] = value === "" ? "removed" : "set";
      if (value === "") delete credentials[key];
      else credentials[key] = value;
    }
    // Checked against the secrets as they will be, since "keep" depends on what is saved.
    if (
      input.enabled &&
      input.transport === "sftp" &&
      !credentials.privateKey &&
      !credentials.password
    ) {
      throw badRequest(StoreMessages.credentialsRequired, {
        credentials: StoreMessages.credentialsRequired,
      });
    }

    const next = {
      displayName: input.displayName,
      dpid: input.dpid,
      enabled: input.enabled,
      transport: input.transport,
      folderPath: input.folderPath,
      sftp: input.sftp,
    };
    const { sftp, ...columns } = next;
    const [row] = await tx
      .update(stores)
      .set({
        ...columns,
        sftpSettings: sftp,
        sealedCredentials: Object.keys(secretChanges).length
          ? sealCredentials(ctx.storeCredentials, id, credentials)
          : before.sealedCredentials,
        updatedBy: actor.id,
        updatedAt: sql`now()`,
      })
      .where(eq(stores.id, id))
      .returning();
    if (!row) throw new Error(`store ${id} not written`);

    const previous: typeof next = {
      displayName: before.displayName,
      dpid: before.dpid,
      enabled: before.enabled,
      transport: before.transport,
      folderPath: before.folderPath,
      sftp: before.sftpSettings ?? null,
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
      (key) => !isDeepStrictEqual(previous[key], next[key]),
    );
    await writeAudit(tx, {
      actorId: actor.id,
      action: "UPDATE_STORE",
      targetType: "store",
      targetId: id,
      details: {
        changed,
        from: Object.fromEntries(changed.map((key) => [key, previous[key]])),
        to: Object.fromEntries(changed.map((key) => [key, next[key]])),
        credentials: secretChanges,
      },
    });
    return presentStore(ctx, row);
  });
}
