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
