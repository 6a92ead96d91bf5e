import { sql } from "drizzle-orm";
import { bigint, boolean, check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tstz } from "./columns.ts";
import { users } from "./users.ts";

/**
 * The label's distribution settings (issue 15, Admin Tools > Distribution): one row at most
 * (id is always true). No row means the environment's defaults (server/distribution/settings.ts).
 */
export const distributionSettings = pgTable(
  "distribution_settings",
  {
    id: boolean("id").primaryKey().default(true),
    labelName: text("label_name").notNull(),
    dpid: text("dpid"),
    gs1CompanyPrefix: text("gs1_company_prefix"),
    isrcPrefix: text("isrc_prefix"),
    pLineOwner: text("p_line_owner").notNull(),
    cLineOwner: text("c_line_owner").notNull(),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: tstz("updated_at").notNull().defaultNow(),
  },
  (t) => [check("distribution_settings_single_row", sql`${t.id}`)],
);

/**
 * The sequences codes are made from (server/distribution/assignCodes.ts): one row per scope,
 * "upc:<GS1 prefix>" and "isrc:<prefix>:<two-digit year>", holding the last number handed out.
 * Numbers are reserved with one upsert that locks the row until the approval commits, so two
 * approvals at the same moment never get the same number.
 */
export const codeCounters = pgTable("code_counters", {
  scope: text("scope").primaryKey(),
  lastValue: bigint("last_value", { mode: "number" }).notNull(),
});
