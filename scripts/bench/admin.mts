/**
 * `npm run bench:admin`: issue 4's admin-list targets on a real PostgreSQL (DATABASE_URL, default
 * the local server). Two kept databases (scripts/bench/adminSeed.ts): 10,000 users and 10,000
 * releases, and 100,000 users and 1,000,000 releases, seeded once and reused while the seed
 * version and sizes match (BENCH_ADMIN_RESEED=1 seeds them again).
 *
 * The real server runs in production mode against each (two processes, BENCH_COUNT_QUERIES on);
 * an admin signs in to both. For User Management's and All Releases' first page and a search:
 * sequential requests (warm-up, then measured rounds alternating between the sizes so a change
 * in the machine's load hits both alike), p50/p95/p99 at each size and the ratio of the p95s
 * (target <= 1.5x), and SQL queries per request on pages 1 and 2 at both sizes (target: the
 * same number everywhere).
 */
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../server/test/freePort.ts";
import {
  BENCH_ADMIN,
  COMMON_WORD,
  ensureSeeded,
  PLANTED_SURNAME,
  PLANTED_TITLE,
  type SeededDatabase,
} from "./adminSeed.ts";
import { signInCookie, startBenchServer, waitFor } from "./process.ts";

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const WARMUP = Number(process.env.BENCH_ADMIN_WARMUP ?? 20);
const REQUESTS = Number(process.env.BENCH_ADMIN_REQUESTS ?? 300);
const ROUND = 10;
const TARGET_RATIO = 1.5;

interface Size {
  label: string;
  database: string;
  users: number;
  releases: number;
}

const sizes: [Size, Size] = [
  { label: "10k", database: "offbeat_bench_admin_small", users: 10_000, releases: 10_000 },
  { label: "100k/1M", database: "offbeat_bench_admin_large", users: 100_000, releases: 1_000_000 },
];

const usersTerm = PLANTED_SURNAME.toLowerCase();
const releasesTerm = PLANTED_TITLE.split(" ")[0]?.toLowerCase() ?? "";
/** BENCH_ADMIN_ONLY=releases (or users) measures one list only. */
const only = process.env.BENCH_ADMIN_ONLY ?? "";
type Kind = "target" | "broad" | "reference";

/**
 * The issue's lists ("target"): first pages, and a search for a handful of rows (the same rows
 * at both sizes). Then "broad": a common word (an artist-name word in ~2% of users' names and
 * emails and ~4% of releases), so ten times as many matches at the large size; not the issue's
 * target (the work is not the same at both sizes), shown for its absolute cost.
 */
const allEndpoints: { name: string; path: string; kind: Kind }[] = [
  { name: "GET /api/admin/users (first page)", path: "/api/admin/users", kind: "target" },
  {
    name: `GET /api/admin/users?q=${usersTerm}`,
    path: `/api/admin/users?q=${usersTerm}`,
    kind: "target",
  },
  { name: "GET /api/admin/releases (submitted)", path: "/api/admin/releases", kind: "target" },
  {
    name: "GET /api/admin/releases?status=all",
    path: "/api/admin/releases?status=all",
    kind: "target",
  },
  {
    name: `GET /api/admin/releases?q=${releasesTerm}&status=all`,
    path: `/api/admin/releases?q=${releasesTerm}&status=all`,
    kind: "target",
  },
  {
    name: `GET /api/admin/users?q=${COMMON_WORD} (broad)`,
    path: `/api/admin/users?q=${COMMON_WORD}`,
    kind: "broad",
  },
  {
    name: `GET /api/admin/releases?q=${COMMON_WORD}&status=all (broad)`,
    path: `/api/admin/releases?q=${COMMON_WORD}&status=all`,
    kind: "broad",
  },
];
const endpoints = allEndpoints.filter((e) => e.path.includes(only));
const reference = { name: "GET /api/me (reference)", path: "/api/me", kind: "reference" as Kind };

interface Running {
  size: Size;
  seeded: SeededDatabase;
  base: string;
  cookie: string;
  agent: http.Agent;
  app: ChildProcess;
  dataDir: string;
}

/** One GET on a keep-alive socket: milliseconds, status, body and the server's query count. */
function get(server: Running, pathAndQuery: string) {
  const target = new URL(server.base);
  return new Promise<{ ms: number; status: number; body: string; queries: number }>(
    (resolve, reject) => {
      const t0 = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: pathAndQuery,
          agent: server.agent,
          headers: { cookie: server.cookie },
        },
        (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (d: string) => {
            body += d;
          });
          res.on("end", () =>
            resolve({
              ms: performance.now() - t0,
              status: res.statusCode ?? 0,
              body,
              queries: Number(res.headers["x-bench-queries"] ?? Number.NaN),
            }),
          );
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

async function getOk(server: Running, pathAndQuery: string) {
  const answer = await get(server, pathAndQuery);
  if (answer.status !== 200) {
    throw new Error(
      `${server.size.label}: GET ${pathAndQuery} answered ${answer.status}: ${answer.body.slice(0, 300)}`,
    );
  }
  return answer;
}

/** The rows of a page (its first array) and where the next page starts. */
function pageOf(body: string): { rows: number; next: string | null } {
  const page = JSON.parse(body) as Record<string, unknown>;
  const list = Object.values(page).find((v) => Array.isArray(v)) as unknown[] | undefined;
  const next = typeof page.nextCursor === "string" ? page.nextCursor : null;
  return { rows: list?.length ?? 0, next };
}

const withCursor = (pathAndQuery: string, cursor: string) =>
  `${pathAndQuery}${pathAndQuery.includes("?") ? "&" : "?"}cursor=${encodeURIComponent(cursor)}`;

/**
 * Queries one request costs: every answer carries the number of SQL statements its request
 * sent (BENCH_COUNT_QUERIES). The first request caches the session, but its two seconds can run
 * out before the next one, which then reads it again (a 1, 2 at a million releases, once): the
 * fewer of the next two is the page's own count, as they cannot both read the session.
 */
async function queriesOf(server: Running, pathAndQuery: string) {
  await getOk(server, pathAndQuery);
  const second = (await getOk(server, pathAndQuery)).queries;
  return Math.min(second, (await getOk(server, pathAndQuery)).queries);
}

/** Pages 1 and 2 (when there is a page 2): queries per request and the rows of page 1. */
async function pageFacts(server: Running, pathAndQuery: string) {
  const first = pageOf((await getOk(server, pathAndQuery)).body);
  const counts = [await queriesOf(server, pathAndQuery)];
  if (first.next) counts.push(await queriesOf(server, withCursor(pathAndQuery, first.next)));
  return { counts, rows: first.rows, more: first.next !== null };
}

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Warm-up at both sizes, then measured rounds alternating between them. */
async function measure(servers: Running[], pathAndQuery: string) {
  for (const server of servers) for (let i = 0; i < WARMUP; i++) await getOk(server, pathAndQuery);
  const samples = servers.map(() => [] as number[]);
  for (let done = 0; done < REQUESTS; done += ROUND) {
    for (const [i, server] of servers.entries()) {
      for (let k = 0; k < Math.min(ROUND, REQUESTS - done); k++) {
        samples[i]?.push((await getOk(server, pathAndQuery)).ms);
      }
    }
  }
  return samples.map(percentiles);
}

async function start(size: Size, seeded: SeededDatabase): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-bench-admin-"));
  const port = await freePort();
  const app = startBenchServer({
    port,
    databaseUrl: seeded.url,
    dataDir,
    // The seed made this admin (with a better-auth password hash): the server creates none.
    email: BENCH_ADMIN.email,
    password: BENCH_ADMIN.password,
    env: { BENCH_COUNT_QUERIES: "true" },
  });
  app.stdout?.resume();
  const base = `http://127.0.0.1:${port}`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return { size, seeded, base, cookie: "", agent, app, dataDir };
}

/** Width of the name column. */
const W = 56;
const fmt = (ms: number) => ms.toFixed(2).padStart(7);
const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");

const servers: Running[] = [];
try {
  const seeded: SeededDatabase[] = [];
  for (const size of sizes) {
    seeded.push(
      await ensureSeeded(serverUrl, size.database, size, {
        force: process.env.BENCH_ADMIN_RESEED === "1",
        log: (line) => console.log(line),
      }),
    );
  }
  for (const [i, size] of sizes.entries()) {
    const done = seeded[i];
    if (done) servers.push(await start(size, done));
  }
  for (const server of servers) {
    await waitFor(`${server.base}/api/health`);
    server.cookie = await signInCookie(server.base, BENCH_ADMIN.email, BENCH_ADMIN.password);
  }

  const rows: string[] = [];
  const queryRows: string[] = [];
  let constant = true;
  let ratiosMet = true;
  for (const endpoint of [reference, ...endpoints]) {
    const [small, large] = await measure(servers, endpoint.path);
    if (!small || !large) throw new Error("no samples");
    const ratio = large.p95 / small.p95;
    if (endpoint.kind === "target") ratiosMet &&= ratio <= TARGET_RATIO;
    const mark =
      endpoint.kind === "target"
        ? verdict(ratio <= TARGET_RATIO)
        : endpoint.kind === "broad"
          ? "(not a target)"
          : "";
    rows.push(
      `  ${endpoint.name.padEnd(W)} ${fmt(small.p50)} ${fmt(small.p95)} ${fmt(small.p99)}   ${fmt(large.p50)} ${fmt(large.p95)} ${fmt(large.p99)}   ${ratio.toFixed(2).padStart(5)}x  ${mark}`,
    );
    if (endpoint.kind === "reference") continue;
    const facts = [];
    for (const server of servers) facts.push(await pageFacts(server, endpoint.path));
    const counts = facts.flatMap((f) => f.counts);
    const same = counts.every((c) => c === counts[0]);
    constant &&= same;
    queryRows.push(
      `  ${endpoint.name.padEnd(W)} ${facts
        .map(
          (f, i) =>
            `${sizes[i]?.label}: ${f.counts.join(", ")}${f.more ? "" : " (one page)"} [${f.rows} rows on page 1]`,
        )
        .join("   ")}   ${verdict(same)}`,
    );
  }

  const [small, large] = servers;
  console.log(
    `\nOffbeat admin-list bench: PostgreSQL ${sizes.map((s) => `${s.database} (${s.users.toLocaleString("en")} users, ${s.releases.toLocaleString("en")} releases)`).join(" and ")}\n`,
  );
  for (const server of servers) {
    console.log(
      `  seed ${server.size.database}: ${server.seeded.reseeded ? "seeded in this run" : "kept"}, ${server.seeded.seedSeconds.toFixed(1)} s${server.seeded.steps.length ? ` (${server.seeded.steps.join(", ")})` : ""}`,
    );
  }
  console.log(
    `\nSequential requests as an admin: ${WARMUP} warm-up, then ${REQUESTS} measured at each size (rounds of ${ROUND} alternating), in ms`,
  );
  const group = (label = "") => ` ${label} `.padStart(13, "-").padEnd(23, "-");
  console.log(
    `  ${"".padEnd(W)} ${group(small?.size.label)}   ${group(large?.size.label)}   p95 ratio`,
  );
  console.log(
    `  ${"".padEnd(W)} ${"p50     p95     p99".padStart(23)}   ${"p50     p95     p99".padStart(23)}   (target <= ${TARGET_RATIO}x)`,
  );
  for (const row of rows) console.log(row);
  console.log(
    `  p95 ratio at most ${TARGET_RATIO}x on the first pages and handful searches: ${verdict(ratiosMet)}`,
  );
  console.log("\nSQL queries per request (page 1, page 2)");
  for (const row of queryRows) console.log(row);
  console.log(`  constant (the same on every page and at both sizes): ${verdict(constant)}\n`);
} finally {
  for (const server of servers) {
    server.agent.destroy();
    server.app.kill("SIGTERM");
  }
  await new Promise((r) => setTimeout(r, 1500));
  for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
}
