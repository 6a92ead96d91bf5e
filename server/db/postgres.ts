import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { runAfterCommit } from "./afterCommit.ts";
import type { Database } from "./database.ts";
import * as schema from "./schema/index.ts";

/**
 * A real PostgreSQL server as a Database. Apart from client.ts so a worker thread can open one
 * without loading PGlite (its WebAssembly engine cost a thread ~70 MiB before any work).
 */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzle(pool, { schema });
  runAfterCommit(db);
  return { kind: "postgres", pool, db, url, close: () => pool.end() };
}
