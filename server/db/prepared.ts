import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { QueryResult, QueryResultRow } from "pg";
import type { Db, Tx } from "./client.ts";

const dialect = new PgDialect();

/**
 * A raw statement for a hot path, rendered to SQL once and run as a NAMED prepared statement:
 * PostgreSQL parses it once per connection and stops re-planning it, and no query is built per
 * call. Runs on whatever it is given, so inside a transaction it uses the transaction's
 * connection. Values are passed by `sql.placeholder(name)` in the statement.
 */
export function preparedStatement<Row extends QueryResultRow>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  return async (db: Db | Tx, values: Record<string, unknown>): Promise<Row[]> => {
    const prepared = db._.session.prepareQuery<{
      execute: QueryResult<Row>;
      all: Row[];
      values: unknown;
    }>(query, undefined, name, false);
    return (await prepared.execute(values)).rows;
  };
}

/**
 * A drizzle query (typed rows, mapped columns) a hot read route runs on every call, prepared
 * once per database handle with `.prepare(name)` inside `build`: drizzle stops building its SQL
 * per call (a measurable share of a small request in `npm run bench`) and PostgreSQL parses and
 * plans it once per connection. Names must be unique in the app.
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) {
      statements = build(db);
      built.set(db, statements);
    }
    return statements;
  };
}
