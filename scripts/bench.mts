/**
 * `npm run bench`: figures for the foundation's performance targets, measured in one run against
 * a real PostgreSQL (DATABASE_URL, default the local server): requests/s and p99 of an
 * authenticated GET /api/me beside a bare Fastify JSON route, their ratio, and idle memory.
 * Targets (issue "Platform foundation"): ratio >= 0.3, p99 <= 20 ms at 50 connections. The
 * other reads every signed-in page makes are measured the same way, each with its ratio.
 * Load by autocannon.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../server/test/freePort.ts";
import { type LoadResult, runLoad } from "./bench/load.ts";
import { rssMiB, signInCookie, spawnNode, startBenchServer, waitFor } from "./bench/process.ts";

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const HOT_ROUTES = [
  "/api/notifications",
  "/api/conversations/unread-count",
  "/api/announcements",
  "/api/broadcasts/latest",
];

const dbName = `offbeat_bench_${randomBytes(4).toString("hex")}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
await admin.end();
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-bench-"));
const appPort = await freePort();
const barePort = await freePort();
const email = "bench@offbeat.local";
const password = "bench-password-123";

const app = startBenchServer({
  port: appPort,
  databaseUrl: dbUrl.toString(),
  dataDir,
  email,
  password,
});
const bare = spawnNode(["scripts/bench/bareServer.mts"], { PORT: String(barePort) });

try {
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);
  await waitFor(`http://127.0.0.1:${barePort}/bare`);
  await new Promise((r) => setTimeout(r, 2000));
  const idle = rssMiB(app.pid!);

  const cookie = await signInCookie(`http://127.0.0.1:${appPort}`, email, password);

  // Warm both up (JIT, connection pools) before measuring.
  await runLoad(`http://127.0.0.1:${barePort}/bare`, { connections, seconds: 2 });
  await runLoad(`http://127.0.0.1:${appPort}/api/me`, {
    connections,
    seconds: 2,
    headers: { cookie },
  });
  const baseline = await runLoad(`http://127.0.0.1:${barePort}/bare`, { connections, seconds });
  const me = await runLoad(`http://127.0.0.1:${appPort}/api/me`, {
    connections,
    seconds,
    headers: { cookie },
  });
  const ratio = me.rps / baseline.rps;
  // The other authenticated reads every signed-in page makes (shell: bell, chat badge, banners).
  const hot: [string, LoadResult][] = [];
  for (const route of HOT_ROUTES) {
    const url = `http://127.0.0.1:${appPort}${route}`;
    await runLoad(url, { connections, seconds: 1, headers: { cookie } });
    hot.push([`GET ${route}`, await runLoad(url, { connections, seconds, headers: { cookie } })]);
  }

  const row = (name: string, r: typeof me) =>
    `${name.padEnd(36)} ${r.rps.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   errors ${r.errors}`;
  console.log(
    `\nOffbeat bench: ${connections} connections, ${seconds} s each, PostgreSQL ${dbName}\n`,
  );
  console.log(row("bare Fastify JSON route", baseline));
  console.log(row("GET /api/me (authenticated)", me));
  for (const [name, result] of hot) {
    console.log(`${row(name, result)}   ratio ${(result.rps / baseline.rps).toFixed(2)}`);
  }
  console.log(
    `\nratio (me / bare)            ${ratio.toFixed(2)}   target >= 0.30  ${ratio >= 0.3 ? "met" : "NOT MET"}`,
  );
  console.log(
    `p99 GET /api/me              ${me.p99.toFixed(2)} ms   target <= 20 ms  ${me.p99 <= 20 ? "met" : "NOT MET"}`,
  );
  console.log(`idle server memory (RSS)     ${idle.toFixed(1)} MiB\n`);
} finally {
  app.kill("SIGTERM");
  bare.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(`drop database if exists ${dbName} with (force)`);
  await client.end();
  rmSync(dataDir, { recursive: true, force: true });
}
