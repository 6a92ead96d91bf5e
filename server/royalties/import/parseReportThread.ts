import { workerData } from "node:worker_threads";
import { openPostgres } from "../../db/postgres.ts";
import { createStorage, type StorageConfig } from "../../storage/createStorage.ts";
import { parseReport } from "./parseReport.ts";

/**
 * The parse job in its own thread (parseInThread.ts): the report is read, checked and written
 * here, with the thread's own connections to the server's database and storage.
 */
export interface ParseThreadInput {
  reportId: string;
  databaseUrl: string;
  ledgerCurrency: string;
  storage: StorageConfig;
}

// Built by parseInThread.ts from the server's own context, not by anyone outside.
const input = (workerData as { input: ParseThreadInput }).input;
// The line writer keeps two batches in flight beside the report's own queries, and the parse
// claim (parseClaim.ts) holds one connection for its lock.
const database = openPostgres(input.databaseUrl, 4);
try {
  const storage = createStorage(input.storage);
  const config = { LEDGER_CURRENCY: input.ledgerCurrency };
  await parseReport({ database, storage, config }, input.reportId);
} finally {
  await database.close();
}
