import type { TestEnv } from "./support.ts";

/**
 * PostgreSQL's plan for a query, as EXPLAIN prints it, with the given planner methods switched
 * off for it alone (a test database is too small for the planner to prefer an index by itself):
 * `["seqscan", "sort"]` sets enable_seqscan and enable_sort off in a transaction rolled back.
 */
export async function queryPlan(
  env: TestEnv,
  query: { sql: string; params: unknown[] },
  off: readonly ("seqscan" | "sort")[],
): Promise<string> {
  const client = await env.ctx.database.pool.connect();
  try {
    await client.query("begin");
    for (const method of off) await client.query(`set local enable_${method} = off`);
    const { rows } = await client.query<{ "QUERY PLAN": string }>(
      `explain ${query.sql}`,
      query.params,
    );
    return rows.map((row) => row["QUERY PLAN"]).join("\n");
  } finally {
    await client.query("rollback");
    client.release();
  }
}
