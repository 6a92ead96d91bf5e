import type { CsvMapping } from "@common/royalties/imports.ts";
import { ReportImportMessages } from "@common/royalties/imports.ts";
import { asc, eq, sql } from "drizzle-orm";
import { writeAudit } from "../../commands/audit.ts";
import type { Db } from "../../db/client.ts";
import type { CsvColumnMapping } from "../../db/schema/index.ts";
import { storeReportMappings, stores } from "../../db/schema/index.ts";
import { notFound } from "../../lib/errors.ts";

/**
 * A saved mapping with every column: one saved before titles and artists could be mapped has
 * neither.
 */
const allColumns = (mapping: CsvColumnMapping): CsvMapping => ({
  ...mapping,
  title: mapping.title ?? null,
  artist: mapping.artist ?? null,
});

/** The stores a report can come from, and which of them have a CSV mapping (one statement). */
export async function reportStores(db: Db) {
  return db
    .select({
      id: stores.id,
      displayName: stores.displayName,
      hasCsvMapping: sql<boolean>`${storeReportMappings.storeId} is not null`,
    })
    .from(stores)
    .leftJoin(storeReportMappings, eq(storeReportMappings.storeId, stores.id))
    .orderBy(asc(stores.displayName));
}

export async function storeMapping(db: Db, storeId: string) {
  const [row] = await db
    .select({
      storeId: stores.id,
      mapping: storeReportMappings.mapping,
      updatedAt: storeReportMappings.updatedAt,
    })
    .from(stores)
    .leftJoin(storeReportMappings, eq(storeReportMappings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) throw notFound(ReportImportMessages.unknownStore);
  return {
    storeId: row.storeId,
    mapping: row.mapping ? allColumns(row.mapping) : null,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** Saves (or replaces) a store's CSV mapping, for its next reports; audited. */
export async function saveStoreMapping(
  db: Db,
  actorId: string,
  storeId: string,
  mapping: CsvMapping,
) {
  return db.transaction(async (tx) => {
    const [store] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
    if (!store) throw notFound(ReportImportMessages.unknownStore);
    const [row] = await tx
      .insert(storeReportMappings)
      .values({ storeId, mapping, updatedBy: actorId })
      .onConflictDoUpdate({
        target: storeReportMappings.storeId,
        set: { mapping, updatedBy: actorId, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error("Mapping was not saved");
    await writeAudit(tx, {
      actorId,
      action: "SAVE_REPORT_MAPPING",
      targetType: "store",
      targetId: storeId,
      details: { mapping },
    });
    return { storeId, mapping: allColumns(row.mapping), updatedAt: row.updatedAt.toISOString() };
  });
}
