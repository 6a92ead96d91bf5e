import type { PGlite } from "@electric-sql/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type pg from "pg";
import type * as schema from "./schema/index.ts";

/** The database's types, apart from client.ts so openers of either kind can share them. */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: commands take `Tx | Db` so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  kind: "pglite" | "postgres";
  /** node-postgres pool; on PGlite a one-connection pool over the embedded engine. */
  pool: pg.Pool;
  db: Db;
  /** The embedded engine, when there is one (used for in-process LISTEN/NOTIFY). */
  pglite?: PGlite;
  /** Connection string for extra dedicated connections (LISTEN), real PostgreSQL only. */
  url?: string;
  close(): Promise<void>;
}
