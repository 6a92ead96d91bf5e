import type { SftpSettings } from "@common/deliveryTransport.ts";
import { boolean, jsonb, pgEnum, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { users } from "./users.ts";

export const storeTransport = pgEnum("store_transport", ["folder", "sftp"]);

/**
 * The stores Offbeat delivers to (issue 15, Admin Tools > Stores): one row per platform id of
 * the spec (common/releases.ts PLATFORMS), inserted by the migration that made the table, off
 * until an admin gives the store its DPID and enables it.
 */
export const stores = pgTable("stores", {
  /** The platform id ("spotify"), as releases select platforms. */
  id: text("id").primaryKey(),
  displayName: text("display_name").notNull(),
  dpid: text("dpid"),
  enabled: boolean("enabled").notNull().default(false),
  transport: storeTransport("transport").notNull().default("folder"),
  /** The folder transport's directory; null means DATA_DIR/deliveries/<id>. */
  folderPath: text("folder_path"),
  sftpSettings: jsonb("sftp_settings").$type<SftpSettings>(),
  /**
   * The SFTP private key, passphrase and password as JSON, sealed with AppContext's
   * storeCredentials box for this store's id (server/distribution/stores.ts); never plain text.
   */
  sealedCredentials: text("sealed_credentials"),
  updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
  /** When an admin last saved the store; null while it is as the migration made it. */
  updatedAt: tstz("updated_at"),
});
