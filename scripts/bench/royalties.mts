/**
 * `npm run bench:royalties`: issue 19's targets on a real PostgreSQL (DATABASE_URL, default the
 * local server), measured in one run on a scratch database:
 * - Import: a generated 1-million-line DSR file (BENCH_ROYALTY_LINES) uploaded by staff through
 *   the running server (production mode, its own process, the parse job in it) until the report
 *   is "ready", in usage lines per second, against PostgreSQL COPY of the same file, in the same
 *   run, into a plain table of one text column per line (`psql \copy`): ratio target >= 0.25.
 *   And the server's memory growth while it imports (RSS every 50 ms, peak minus before):
 *   target <= 150 MB.
 * - Earnings: an artist with five years of monthly earnings (60 months x 20 tracks x 6 stores of
 *   ledger lines, with the report lines behind them) and one with a single month: GET
 *   /api/earnings sequentially, p50/p95 (target p95 <= 50 ms for five years) and the SQL queries
 *   per request for both (target: the same number).
 * - Statement: the five-year artist's latest monthly statement, p50/p95 and queries (figures
 *   only: the issue sets no target; docs/royalties.md has them).
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdtempSync, openAsBlob, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { promisify } from "node:util";
import pg from "pg";
import { loadConfig } from "../../server/config.ts";
import { createContext } from "../../server/context.ts";
import { migrateDatabase } from "../../server/db/migrate.ts";
import { generateDsr } from "../../server/royalties/reports/generateDsr.ts";
import { freePort } from "../../server/test/freePort.ts";
import { rssMiB, signInCookie, startBenchServer, waitFor } from "./process.ts";
import { seedEarnings } from "./royaltySeed.ts";

const run = promisify(execFile);
const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LINES = Number(process.env.BENCH_ROYALTY_LINES ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_EARNINGS_REQUESTS ?? 300);
const STATEMENT_REQUESTS = Number(process.env.BENCH_STATEMENT_REQUESTS ?? 100);
const TIMEOUT_S = Number(process.env.BENCH_ROYALTY_TIMEOUT ?? 600);
const TARGET_RATIO = 0.25;
const TARGET_GROWTH_MIB = 150;
const TARGET_P95_MS = 50;
const log = (line: string) => console.log(line);

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const dbName = `offbeat_bench_roy_${randomBytes(4).toString("hex")}`;
await sql(serverUrl, `create database ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const work = mkdtempSync(path.join(tmpdir(), "offbeat-bench-roy-"));
const dataDir = path.join(work, "data");
const env = {
  NODE_ENV: "production",
  DATABASE_URL: dbUrl.toString(),
  DATA_DIR: dataDir,
  AUTH_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "warn",
  BENCH_COUNT_QUERIES: "true",
};
const email = "bench-royalties@offbeat.local";
const password = "bench-password-123";
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let app: ReturnType<typeof startBenchServer> | null = null;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

try {
  log(`\nOffbeat royalty bench: PostgreSQL ${dbName}, ${LINES.toLocaleString("en")} usage lines`);
  const ctx = await createContext(loadConfig(env));
  await migrateDatabase(ctx.database);
  const file = path.join(work, "report.tsv");
  await pipeline(generateDsr({ usageLines: LINES, seed: 19 }), createWriteStream(file));
  const bytes = statSync(file).size;
  log(`  generated ${(bytes / 1024 / 1024).toFixed(1)} MiB DSR file`);

  // Baseline: COPY of the same file, one row per line (the plainest load PostgreSQL offers).
  await sql(env.DATABASE_URL, "create table bench_copy (line text)");
  const copyStarted = performance.now();
  await run("psql", [
    env.DATABASE_URL,
    "-c",
    `\\copy bench_copy (line) from '${file}' with (format text, delimiter E'\\x01')`,
  ]);
  const copySeconds = (performance.now() - copyStarted) / 1000;
  const [copied] = await sql<{ n: number }>(
    env.DATABASE_URL,
    "select count(*)::int as n from bench_copy",
  );
  const fileLines = copied?.n ?? 0;

  const earnings = await seedEarnings(ctx);
  await ctx.close();

  app = startBenchServer({ port, databaseUrl: env.DATABASE_URL, dataDir, email, password, env });
  await waitFor(`${base}/api/health`);
  const cookie = await signInCookie(base, email, password);
  const pid = app.pid as number;
  await new Promise((r) => setTimeout(r, 1000));

  // The import, through the API as staff upload it; the parse job runs in the server.
  const before = rssMiB(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 50);
  const started = performance.now();
  const form = new FormData();
  form.append("storeId", "spotify");
  // The generated report is in EUR and states no rate: staff enter one, so every line converts.
  form.append("exchangeRate", "11.4375");
  form.append("file", await openAsBlob(file), "Offbeat_Spotify_2025-01.tsv");
  const uploaded = await fetch(`${base}/api/admin/royalty-reports`, {
    method: "POST",
    headers: { cookie, origin: base },
    body: form,
  });
  if (uploaded.status !== 201)
    throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const { report } = (await uploaded.json()) as { report: { id: string } };
  // Where the memory goes: the upload (streamed to storage) apart from the parse job.
  const uploadPeak = peak;
  const uploadSeconds = (performance.now() - started) / 1000;
  let status = "processing";
  let lineCount = 0;
  let problems: unknown[] = [];
  while (status === "processing") {
    if ((performance.now() - started) / 1000 > TIMEOUT_S)
      throw new Error(`the report was not ready after ${TIMEOUT_S} s`);
    await new Promise((r) => setTimeout(r, 200));
    const res = await fetch(`${base}/api/admin/royalty-reports/${report.id}`, {
      headers: { cookie },
    });
    const body = (await res.json()) as {
      report: { status: string; lineCount: number; problems?: unknown[] };
    };
    status = body.report.status;
    lineCount = body.report.lineCount;
    problems = body.report.problems ?? [];
  }
  const importSeconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (status !== "ready")
    throw new Error(`the report ended ${status}: ${JSON.stringify(problems.slice(0, 5))}`);

  const importRate = fileLines / importSeconds;
  const copyRate = fileLines / copySeconds;
  const ratio = importRate / copyRate;
  const growth = peak - before;
  log("\nImport (usage lines stored as report lines, matched, ready to post)");
  log(
    `  file lines ${fileLines.toLocaleString("en")}, usage lines stored ${lineCount.toLocaleString("en")}`,
  );
  log(
    `  COPY baseline: ${copySeconds.toFixed(2)} s, ${Math.round(copyRate).toLocaleString("en")} lines/s`,
  );
  log(
    `  import:        ${importSeconds.toFixed(2)} s, ${Math.round(importRate).toLocaleString("en")} lines/s`,
  );
  log(
    `  ratio ${ratio.toFixed(2)} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? "met" : "NOT met"}`,
  );
  log(
    `  upload ${uploadSeconds.toFixed(2)} s (memory growth by then ${(uploadPeak - before).toFixed(0)} MiB), then the parse job`,
  );
  log(
    `  server memory growth ${growth.toFixed(0)} MiB (target <= ${TARGET_GROWTH_MIB}) ${growth <= TARGET_GROWTH_MIB ? "met" : "NOT met"}`,
  );

  // Earnings page: sign in as each seeded artist, sequential requests.
  log("\nEarnings page (GET /api/earnings)");
  for (const artist of [earnings.fiveYears, earnings.oneMonth]) {
    const artistCookie = await signInCookie(base, artist.email, artist.password);
    const times: number[] = [];
    // Each answer carries the number of statements its request sent; the fewest is the page's
    // own once its session is cached.
    const counts: number[] = [];
    for (let i = 0; i < 20 + REQUESTS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/earnings`, { headers: { cookie: artistCookie } });
      await res.arrayBuffer();
      const elapsed = performance.now() - t0;
      if (res.status !== 200) throw new Error(`GET /api/earnings answered ${res.status}`);
      counts.push(Number(res.headers.get("x-bench-queries") ?? Number.NaN));
      if (i >= 20) times.push(elapsed);
    }
    const queries = Math.min(...counts.slice(1));
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    log(
      `  ${artist.label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target <= ${TARGET_P95_MS}) ${p95 <= TARGET_P95_MS ? "met" : "NOT met"}, ${queries} queries per request`,
    );
  }

  // A month's statement of the five-year artist: its lines with their units, countries and
  // payouts, read from the ledger and the report lines behind it (no target in the issue).
  log("\nStatement (GET /api/earnings/statements/{period}, the five-year artist's latest)");
  {
    const artistCookie = await signInCookie(
      base,
      earnings.fiveYears.email,
      earnings.fiveYears.password,
    );
    const list = await fetch(`${base}/api/earnings/statements`, {
      headers: { cookie: artistCookie },
    });
    const { items } = (await list.json()) as { items: { period: string }[] };
    const period = items[0]?.period;
    if (!period) throw new Error("the five-year artist has no statement");
    const times: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < 10 + STATEMENT_REQUESTS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/earnings/statements/${period}`, {
        headers: { cookie: artistCookie },
      });
      await res.arrayBuffer();
      const elapsed = performance.now() - t0;
      if (res.status !== 200) throw new Error(`the statement answered ${res.status}`);
      counts.push(Number(res.headers.get("x-bench-queries") ?? Number.NaN));
      if (i >= 10) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    log(
      `  ${period}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, ${Math.min(...counts.slice(1))} queries per request`,
    );
  }
} finally {
  app?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  rmSync(work, { recursive: true, force: true });
  await sql(serverUrl, `drop database if exists ${dbName} with (force)`).catch(() => null);
}
