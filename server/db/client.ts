import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema/index.ts";

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

export interface DatabaseOptions {
  /** postgres:// URL; otherwise PGlite at `dataDir` ("memory://" for a throwaway database). */
  url?: string;
  dataDir?: string;
  poolSize?: number;
}

/**
 * PGlite's node-postgres connection writes `query.types` into the Parse message as if it were
 * an array of parameter type ids; node-postgres (and so drizzle) pass a type-parser object
 * there, which crashes it. Parameter types are optional in Parse, so the object is dropped.
 */
function pgConfigFor(pglite: PGlite) {
  const config = createPgConfig(pglite);
  const connection = config.connection;
  const parse = connection.parse.bind(connection);
  connection.parse = (query: { types?: unknown }) =>
    parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  return config;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzle(pool, { schema });
    return { kind: "postgres", pool, db, url: options.url, close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://"))
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(dataDir, { extensions: { citext, pg_trgm } });
  // PGlite is one connection; node-postgres queues queries on it. Nested use of the pool inside
  // a transaction would deadlock, so commands always use the transaction handle they are given.
  const pool = new pg.Pool(pgConfigFor(pglite));
  const db = drizzle(pool, { schema });
  return {
    kind: "pglite",
    pool,
    db,
    pglite,
    async close() {
      await pool.end();
      await pglite.close();
    },
  };
}
