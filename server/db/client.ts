import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { citext } from "@electric-sql/pglite/contrib/citext";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createPgConfig } from "@electric-sql/pglite/node-postgres";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { serialize } from "pg-protocol";
import { runAfterCommit } from "./afterCommit.ts";
import type { Database } from "./database.ts";
import { openPostgres } from "./postgres.ts";
import * as schema from "./schema/index.ts";

export type { Database, Db, Tx } from "./database.ts";

export interface DatabaseOptions {
  /** postgres:// URL; otherwise PGlite at `dataDir` ("memory://" for a throwaway database). */
  url?: string;
  dataDir?: string;
  /** PGlite only: a data folder made by `dumpDataDir` to start from instead of a new one. */
  loadDataDir?: Blob;
  poolSize?: number;
}

type Serialized = (...args: never[]) => Buffer;

/**
 * PGlite's node-postgres connection needs two mends, both in its handling of the extended
 * protocol (every parameterised statement):
 *
 * 1. It writes `query.types` into the Parse message as if it were an array of parameter type
 *    ids; node-postgres (and so drizzle) pass a type-parser object there, which crashes it.
 *    Parameter types are optional in Parse, so the object is dropped.
 * 2. It hands PGlite each message (Parse, Bind, Describe, Execute, Sync) on its own. When one
 *    fails, PGlite answers the error AND a ReadyForQuery at once, and the Sync that follows
 *    brings a second ReadyForQuery: node-postgres takes that one as the end of the NEXT
 *    statement, which then fails ("Connection terminated unexpectedly", then "unexpected
 *    rowDescription"). So a refused statement, such as a duplicate artist name, broke the
 *    next request or two. Here the messages are held until Sync (or Flush) and sent to PGlite
 *    together, as a server receives them: after an error it skips to the Sync and answers one
 *    ReadyForQuery.
 */
function pgConfigFor(pglite: PGlite) {
  const config = createPgConfig(pglite);
  const connection = config.connection;
  let held: Buffer[] = [];
  let sending: Promise<unknown> = Promise.resolve();
  const hold =
    <A extends unknown[]>(message: (...args: A) => Buffer) =>
    (...args: A) => {
      held.push(message(...args));
    };
  const send = (last: Buffer) => {
    const batch = Buffer.concat([...held, last]);
    held = [];
    sending = sending
      .then(() => pglite.execProtocolStream(new Uint8Array(batch), { throwOnError: false }))
      .then((messages) => {
        for (const message of messages) {
          if (connection.listenerCount("message") > 0) connection.emit("message", message);
          connection.emit(message.name === "error" ? "errorMessage" : message.name, message);
        }
      })
      .catch((error: unknown) => connection.emit("error", error));
  };
  const patch = connection as unknown as Record<string, Serialized | ((...args: never[]) => void)>;
  patch.parse = hold((query: Parameters<typeof serialize.parse>[0]) =>
    serialize.parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined }),
  );
  patch.bind = hold(serialize.bind);
  patch.describe = hold(serialize.describe);
  patch.execute = hold(serialize.execute);
  patch.close = hold(serialize.close);
  patch.sync = () => send(serialize.sync());
  patch.flush = () => send(serialize.flush());
  return config;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.poolSize);
  const dataDir = options.dataDir ?? "memory://";
  if (!dataDir.startsWith("memory://"))
    mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const pglite = await PGlite.create(dataDir, {
    extensions: { citext, pg_trgm },
    loadDataDir: options.loadDataDir,
  });
  // PGlite is one connection; node-postgres queues queries on it. Nested use of the pool inside
  // a transaction would deadlock, so commands always use the transaction handle they are given.
  const pool = new pg.Pool(pgConfigFor(pglite));
  const db = drizzle(pool, { schema });
  runAfterCommit(db);
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
