/**
 * Chat benchmark (issue 5, run by `npm run bench` after the foundation's figures): 200 WebSocket
 * clients in 100 direct conversations (staff i ↔ artist i) on loopback, against two server
 * processes on one real PostgreSQL (DATABASE_URL, default the local server; a scratch database
 * is created and dropped). Every message is sent through process A's HTTP API and timed until it
 * reaches the other participant's socket: first with every socket on A (one process), then with
 * every socket on B (across processes, through LISTEN/NOTIFY).
 *
 * Phases per setup: "paced" (each client sends one message a second: ~200 messages/s, the load
 * the latency target is about) and "burst" (each client sends back to back: the throughput).
 * Target (issue 5): p99 send-to-receive <= 50 ms.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { freePort } from "../../server/test/freePort.ts";
import {
  burstPhase,
  type ChatClient,
  LatencyMeter,
  type PhaseResult,
  pacedPhase,
} from "./chatClients.ts";
import { measureCommitFloor } from "./commitFloor.ts";
import { waitFor } from "./process.ts";

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PAIRS = Number(process.env.BENCH_CHAT_PAIRS ?? 100);
const PACED = Number(process.env.BENCH_CHAT_PACED ?? 10);
const BURST = Number(process.env.BENCH_CHAT_BURST ?? 10);
const TARGET_P99_MS = 50;
const PASSWORD = "bench-chat-password-1";

const dbName = `offbeat_chatbench_${randomBytes(4).toString("hex")}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const urlA = `http://127.0.0.1:${await freePort()}`;
const urlB = `http://127.0.0.1:${await freePort()}`;
/** Every process must share it, or a session made by one is refused by the other. */
const sharedSecret = randomBytes(32).toString("hex");
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>, url = serverUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function startServer(url: string): ChildProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-chatbench-"));
  dataDirs.push(dataDir);
  // BENCH_CPU_PROF_DIR: each server writes a CPU profile there when it exits (node --cpu-prof).
  const profile = process.env.BENCH_CPU_PROF_DIR
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
    : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", "server/main.ts"], {
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      PORT: new URL(url).port,
      HOST: "127.0.0.1",
      APP_URL: urlA,
      TRUSTED_ORIGINS: urlB,
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
      AUTH_SECRET: sharedSecret,
      ADMIN_EMAIL: "bench-admin@offbeat.local",
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: "warn",
      // The bench plays the proxy in front: its X-Forwarded-For spreads the sign-ins over addresses.
      TRUST_PROXY: "loopback",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  children.push(child);
  return child;
}

/** Runs `work` over `items`, `concurrency` at a time. */
async function pool<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** Users straight into the database (one password hash for all), then real sign-ins. */
async function createClients(): Promise<ChatClient[]> {
  const hash = await hashPassword(PASSWORD);
  const indexes = Array.from({ length: PAIRS * 2 }, (_, i) => i);
  const emails = indexes.map((i) => `bench-chat-${i}@offbeat.local`);
  const roles = indexes.map((i) => (i < PAIRS ? "staff" : "artist"));
  const rows = await admin(async (client) => {
    const inserted = await client.query<{ id: string; email: string }>(
      `insert into users (email, full_name, artist_name, role, email_verified)
       select e, 'Bench ' || e, null, r::user_role, true from unnest($1::text[], $2::text[]) as t(e, r)
       returning id, email`,
      [emails, roles],
    );
    await client.query(
      `insert into accounts (account_id, provider_id, user_id, password)
       select id::text, 'credential', id, $1 from users where email like 'bench-chat-%'`,
      [hash],
    );
    return inserted.rows;
  }, dbUrl.toString());
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const cookies = await pool(indexes, 4, async (i) => {
    const res = await fetch(`${i % 2 ? urlB : urlA}/api/auth/sign-in`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: urlA,
        // The server trusts this header from loopback (TRUST_PROXY): one address per account
        // keeps the per-address sign-in limit out of the way.
        "x-forwarded-for": `10.9.${i >> 8}.${i & 255}`,
      },
      body: JSON.stringify({ email: emails[i], password: PASSWORD }),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  });
  const clients: ChatClient[] = indexes.map((i) => ({
    index: i,
    userId: idOf.get(emails[i] as string) as string,
    cookie: cookies[i] as string,
    conversationId: "",
  }));
  await pool(indexes.slice(0, PAIRS), 8, async (i) => {
    const staff = clients[i] as ChatClient;
    const artist = clients[i + PAIRS] as ChatClient;
    const res = await fetch(`${urlA}/api/conversations/direct`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staff.cookie, origin: urlA },
      body: JSON.stringify({ userId: artist.userId }),
    });
    if (!res.ok) throw new Error(`conversation failed: ${res.status} ${await res.text()}`);
    const { conversation } = (await res.json()) as { conversation: { id: string } };
    staff.conversationId = conversation.id;
    artist.conversationId = conversation.id;
  });
  return clients;
}

async function runSetup(name: string, wsBase: string, clients: ChatClient[]) {
  const meter = new LatencyMeter(urlA, urlA);
  await pool(clients, 20, (c) => meter.connect(c, `${wsBase.replace("http", "ws")}/api/realtime`));
  const results: PhaseResult[] = [];
  try {
    await burstPhase(meter, clients, `${name}-warm`, 1);
    await meter.drain(10_000);
    meter.reset();
    for (const phase of ["paced", "burst"] as const) {
      const started = performance.now();
      if (phase === "paced") await pacedPhase(meter, clients, `${name}-${phase}`, PACED, 1000);
      else await burstPhase(meter, clients, `${name}-${phase}`, BURST);
      await meter.drain(20_000);
      results.push(meter.result(`${name}, ${phase}`, (performance.now() - started) / 1000));
      meter.reset();
    }
  } finally {
    for (const client of clients) client.socket?.close();
  }
  return results;
}

const row = (r: PhaseResult) =>
  `${r.name.padEnd(26)} ${String(r.received).padStart(6)}/${String(r.sent).padEnd(6)} ${r.perSecond.toFixed(0).padStart(7)} msg/s   p50 ${r.p50.toFixed(2).padStart(7)} ms   p99 ${r.p99.toFixed(2).padStart(7)} ms   (send request p50 ${r.postP50.toFixed(1)}, p99 ${r.postP99.toFixed(1)})   dup ${r.duplicates}  send errors ${r.sendErrors}`;

await admin((client) => client.query(`create database ${dbName}`));
try {
  startServer(urlA);
  await waitFor(`${urlA}/api/health`); // A migrates the fresh database first
  startServer(urlB);
  await waitFor(`${urlB}/api/health`);
  const clients = await createClients();
  const results = [
    ...(await runSetup("one process", urlA, clients)),
    ...(await runSetup("two processes (A → B)", urlB, clients)),
  ];
  const floor = await measureCommitFloor(dbUrl.toString());
  console.log(
    `\nOffbeat chat bench: ${clients.length} WebSocket clients in ${PAIRS} conversations, sends via A, PostgreSQL ${dbName}\n`,
  );
  console.log(`${"".padEnd(26)} received/sent`);
  for (const r of results) console.log(row(r));
  console.log("");
  for (const r of results.filter((r) => r.name.endsWith("paced"))) {
    const met = r.p99 <= TARGET_P99_MS && r.received === r.sent && r.duplicates === 0;
    console.log(
      `p99 ${r.name.padEnd(34)} ${r.p99.toFixed(2)} ms   target <= ${TARGET_P99_MS} ms  ${met ? "met" : "NOT MET"}`,
    );
  }
  console.log(
    `\nbaseline: one durable single-row INSERT at 200/s on the same PostgreSQL: p50 ${floor.p50.toFixed(2)} ms, p99 ${floor.p99.toFixed(2)} ms` +
      "\n(a send commits at least once, so its p99 cannot beat this; a high value means slow WAL flushes on this disk)",
  );
  console.log("");
} finally {
  for (const child of children) child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  await admin((client) => client.query(`drop database if exists ${dbName} with (force)`));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
