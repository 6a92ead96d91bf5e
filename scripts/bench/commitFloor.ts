import pg from "pg";

/**
 * The storage floor of a chat send, measured in the same run: single-row durable inserts
 * (autocommit, so one WAL flush each) at `perSecond` for `seconds`, on the bench database. A
 * send commits at least once, so its p99 cannot be below this one's on the same machine.
 */
export async function measureCommitFloor(url: string, perSecond = 200, seconds = 10) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    await pool.query("create table bench_commit_floor (id serial primary key, body text not null)");
    const total = perSecond * seconds;
    const latencies: number[] = [];
    const start = Date.now();
    await Promise.all(
      Array.from({ length: total }, async (_, i) => {
        const due = start + (i * 1000) / perSecond;
        await new Promise((r) => setTimeout(r, Math.max(0, due - Date.now())));
        const t0 = performance.now();
        await pool.query("insert into bench_commit_floor (body) values ($1)", ["x".repeat(200)]);
        latencies.push(performance.now() - t0);
      }),
    );
    latencies.sort((a, b) => a - b);
    const pick = (q: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
    return { p50: pick(0.5), p99: pick(0.99) };
  } finally {
    await pool.query("drop table if exists bench_commit_floor");
    await pool.end();
  }
}
