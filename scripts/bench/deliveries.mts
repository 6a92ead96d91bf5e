/**
 * `npm run bench:deliveries`: issue 15's delivery targets, on a real PostgreSQL (DATABASE_URL,
 * default the local server), all measured in one run. The real server runs in production mode
 * (its own process, DELIVERY_CONCURRENCY deliveries at once, default the server's); an admin
 * signs in, sets up 6 stores through the API and distributes BENCH_DELIVERY_RELEASES (100)
 * approved releases at once ("Mark as Distributed", every request in flight together), twice:
 * - to 6 folder stores, then (other releases) to 6 SFTP stores on a real OpenSSH sshd on
 *   127.0.0.1 (server/test/sftpServer.ts). Each time: delivered bytes per second, from the first
 *   request to the last delivery, against a raw copy of the same files with as many copies under
 *   way at once (scripts/bench/rawCopy.ts; run before and after, the faster counts): ratio target
 *   >= 0.5; and the server's memory growth while it delivers (RSS every 50 ms, peak minus
 *   before): target <= 150 MB. Deliveries not done after BENCH_DELIVERY_TIMEOUT (180 s) are
 *   reported, and the figures cover what arrived.
 * - messages built per second: buildNewReleaseMessage alone over the first run's 600 inputs, as
 *   the engine gathers them (planDelivery).
 * BENCH_DELIVERY_TRANSPORTS ("folder", "sftp"; both by default) measures only those.
 */
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { ConfigSchema, loadConfig } from "../../server/config.ts";
import { createContext } from "../../server/context.ts";
import { batchIdAt } from "../../server/distribution/batch.ts";
import { planDelivery } from "../../server/distribution/deliveryInput.ts";
import type { ErnInput } from "../../server/distribution/ernInput.ts";
import { buildNewReleaseMessage } from "../../server/distribution/ernMessage.ts";
import { listStores } from "../../server/distribution/stores.ts";
import { freePort } from "../../server/test/freePort.ts";
import { startSftpServer } from "../../server/test/sftpServer.ts";
import { BENCH_PLATFORMS, type SeededRelease, seedApprovedReleases } from "./deliverySeed.ts";
import {
  cpuSeconds,
  machineCpuSeconds,
  postgresCpu,
  postgresCpuSince,
  rssMiB,
  signInCookie,
  startBenchServer,
  waitFor,
} from "./process.ts";
import { type CopyResult, type CopyUnit, folderCopy, sftpCopy, treeSize } from "./rawCopy.ts";

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RELEASES = Number(process.env.BENCH_DELIVERY_RELEASES ?? 100);
const CONCURRENCY = Number(
  process.env.DELIVERY_CONCURRENCY ?? ConfigSchema.shape.DELIVERY_CONCURRENCY.parse(undefined),
);
const TIMEOUT_S = Number(process.env.BENCH_DELIVERY_TIMEOUT ?? 180);
/** Which transports to measure: "folder", "sftp" or both (the default), comma-separated. */
const TRANSPORTS = (process.env.BENCH_DELIVERY_TRANSPORTS ?? "folder,sftp").split(",");
const TARGET_RATIO = 0.5;
const TARGET_GROWTH_MIB = 150;

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const dbName = `offbeat_bench_dlv_${randomBytes(4).toString("hex")}`;
await sql(serverUrl, `create database ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const work = mkdtempSync(path.join(tmpdir(), "offbeat-bench-dlv-"));
const dataDir = path.join(work, "data");
const env = {
  NODE_ENV: "production",
  DATABASE_URL: dbUrl.toString(),
  DATA_DIR: dataDir,
  AUTH_SECRET: randomBytes(32).toString("hex"),
  LOG_LEVEL: "warn",
  LABEL_NAME: "Offbeat Bench Records",
  LABEL_DPID: "PADPIDA2024030401Q",
  LABEL_GS1_PREFIX: "0200000",
  LABEL_ISRC_PREFIX: "ZZ-OFB",
  DELIVERY_CONCURRENCY: String(CONCURRENCY),
};
const email = "bench-deliveries@offbeat.local";
const password = "bench-password-123";
const log = (line: string) => console.log(line);

// The catalogue, through the real commands, in this process; the server runs the deliveries.
const ctx = await createContext(loadConfig(env));
const sftp = await startSftpServer();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let app: ReturnType<typeof startBenchServer> | null = null;
const serverLog: string[] = [];

try {
  log(`\nOffbeat delivery bench: PostgreSQL ${dbName}, seeding ${2 * RELEASES} approved releases`);
  const seeded = await seedApprovedReleases(ctx, 2 * RELEASES, log);
  const folderRun = seeded.slice(0, RELEASES);
  const sftpRun = seeded.slice(RELEASES);

  app = startBenchServer({ port, databaseUrl: env.DATABASE_URL, dataDir, email, password, env });
  app.stdout?.setEncoding("utf8");
  app.stdout?.on("data", (chunk: string) => {
    serverLog.push(...chunk.split("\n").filter(Boolean));
    serverLog.splice(0, Math.max(0, serverLog.length - 40));
  });
  await waitFor(`${base}/api/health`);
  const cookie = await signInCookie(base, email, password);
  const headers = { cookie, origin: base, "content-type": "application/json" };
  const pid = app.pid as number;

  const saveStores = async (store: (id: string, i: number) => Record<string, unknown>) => {
    for (const [i, id] of BENCH_PLATFORMS.entries()) {
      const res = await fetch(`${base}/api/admin/stores/${id}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({
          displayName: id,
          dpid: `PADPIDA${String(2011072100 + i)}T`,
          enabled: true,
          folderPath: null,
          sftp: null,
          ...store(id, i),
        }),
      });
      if (!res.ok) throw new Error(`saving store ${id}: ${res.status} ${await res.text()}`);
    }
  };

  const mib = (bytes: number) => bytes / 1024 / 1024;
  const sourceOf = (key: string) => path.join(dataDir, "files", key);
  const unitsOf = (run: SeededRelease[]): CopyUnit[] =>
    run.flatMap((release) =>
      BENCH_PLATFORMS.map((store) => ({
        folder: `${store}/${release.id}`,
        files: release.files.map((f) => sourceOf(f.key)),
      })),
    );

  /**
   * Distributes every release of `run` at once and waits until each of its deliveries is
   * delivered or failed. Returns the seconds from the first request to the last delivery.
   */
  const distribute = async (run: SeededRelease[]) => {
    const ids = run.map((r) => r.id);
    const started = performance.now();
    const answers = await Promise.all(
      ids.map((id) =>
        fetch(`${base}/api/admin/releases/${id}/distribute`, {
          method: "POST",
          headers,
          body: JSON.stringify({ notes: null }),
        }).then(async (res) => ({ status: res.status, body: await res.text() })),
      ),
    );
    const refused = answers.find((a) => a.status !== 200);
    if (refused) throw new Error(`distribute answered ${refused.status}: ${refused.body}`);
    const expected = ids.length * BENCH_PLATFORMS.length;
    // Why attempts were retried, seen while they wait ("… Retrying."): a retry waits
    // DELIVERY_RETRY_SECONDS, so one of them can stretch a run's time several-fold.
    const retryReasons = new Set<string>();
    for (let poll = 0; ; poll++) {
      if (poll % 10 === 0) {
        const waiting = await ctx.database.pool.query<{ reason: string }>(
          "select distinct reason from deliveries where release_id = some($1::uuid[]) and state = 'queued' and reason is not null",
          [ids],
        );
        for (const row of waiting.rows) retryReasons.add(row.reason);
      }
      const counts = await ctx.database.pool.query<{ state: string; n: number }>(
        "select state::text, count(*)::int as n from deliveries where release_id = some($1::uuid[]) group by state",
        [ids],
      );
      const by = Object.fromEntries(counts.rows.map((r) => [r.state, r.n]));
      const done = (by.delivered ?? 0) + (by.live ?? 0) + (by.failed ?? 0);
      const seconds = (performance.now() - started) / 1000;
      if (done === expected) {
        return { seconds, failed: by.failed ?? 0, unfinished: 0, retryReasons };
      }
      if (counts.rows.length === 0 && seconds > 10) {
        throw new Error("Mark as Distributed queued no deliveries (is the delivery engine in?)");
      }
      if (seconds > TIMEOUT_S) {
        // Reported, not thrown: the figures then cover what arrived within the time.
        return { seconds, failed: by.failed ?? 0, unfinished: expected - done, retryReasons };
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  /** One run: the raw copy, then the deliveries with the server's memory sampled. */
  const measure = async (
    name: string,
    run: SeededRelease[],
    storesRoot: string,
    baseline: () => Promise<CopyResult>,
  ) => {
    // The raw copy before and after the deliveries: this machine's disk varies from minute to
    // minute, and the faster of the two is the baseline (the stricter ratio).
    // The raw copy runs in this process: its CPU (with the kernel's copying) per unit, the
    // cheaper of the two runs.
    // Each copy also reports its own CPU (and JavaScript's share), its heap, the machine's load
    // and the idle server's CPU: the copy after the deliveries runs at about half the speed of
    // the one before, because the VM pages out memory left idle while the bench waits (DAMON,
    // docs/operations.md, "Deliveries").
    const timed = async () => {
      const cpuStart = cpuSeconds(process.pid);
      const usage = process.cpuUsage();
      const heap = process.memoryUsage().heapUsed / 2 ** 20;
      const server = cpuSeconds(pid);
      const machine = machineCpuSeconds();
      const result = await baseline();
      const machineEnd = machineCpuSeconds();
      const total = machineEnd.total - machine.total;
      const cpu = cpuSeconds(process.pid) - cpuStart;
      return {
        ...result,
        cpu,
        meanwhile: {
          cpu,
          user: process.cpuUsage(usage).user / 1e6,
          heap,
          server: cpuSeconds(pid) - server,
          busy: (machineEnd.busy - machine.busy) / total,
          steal: (machineEnd.steal - machine.steal) / total,
        },
      };
    };
    const rawBefore = await timed();
    await flushDisk();
    await new Promise((r) => setTimeout(r, 1000));
    const before = rssMiB(pid);
    const cpuBefore = { server: cpuSeconds(pid), postgres: postgresCpu() };
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB(pid));
    }, 50);
    let result: Awaited<ReturnType<typeof distribute>>;
    try {
      result = await distribute(run);
    } finally {
      clearInterval(sampler);
    }
    const cpu = {
      server: cpuSeconds(pid) - cpuBefore.server,
      postgres: postgresCpuSince(cpuBefore.postgres),
    };
    const delivered = await treeSize(storesRoot, (n) => !n.endsWith(".part"));
    const batches = await treeSize(storesRoot, (n) => n.startsWith("BatchComplete_"));
    await flushDisk();
    const rawAfter = await timed();
    const rate = (r: CopyResult) => r.bytes / r.seconds;
    const raw = rate(rawAfter) > rate(rawBefore) ? rawAfter : rawBefore;
    const [status] = await ctx.database.pool
      .query<{ n: number }>(
        "select count(*)::int as n from releases where id = some($1::uuid[]) and status = 'distributed'",
        [run.map((r) => r.id)],
      )
      .then((r) => r.rows);
    const reasons = await ctx.database.pool.query<{ reason: string }>(
      "select distinct reason from deliveries where release_id = some($1::uuid[]) and state = 'failed' limit 3",
      [run.map((r) => r.id)],
    );
    const [retried] = await ctx.database.pool
      .query<{ n: number }>(
        "select count(*)::int as n from deliveries where release_id = some($1::uuid[]) and attempts > 1",
        [run.map((r) => r.id)],
      )
      .then((r) => r.rows);
    return {
      name,
      raw,
      retried: retried?.n ?? 0,
      retryReasons: [...result.retryReasons],
      rawRates: [rawBefore, rawAfter].map((r) => mib(r.bytes) / r.seconds),
      rawCpu: Math.min(rawBefore.cpu, rawAfter.cpu),
      rawMeanwhile: [rawBefore.meanwhile, rawAfter.meanwhile],
      seconds: result.seconds,
      failed: result.failed,
      unfinished: result.unfinished,
      failures: reasons.rows.map((r) => r.reason),
      bytes: delivered.bytes,
      batches: batches.files,
      distributed: status?.n ?? 0,
      before,
      peak,
      cpu,
    };
  };

  const runs: Awaited<ReturnType<typeof measure>>[] = [];

  // --- Folder stores.
  if (TRANSPORTS.includes("folder")) {
    const folderRoot = path.join(work, "stores");
    await saveStores((id) => ({ transport: "folder", folderPath: path.join(folderRoot, id) }));
    const rawFolderRoot = path.join(work, "raw");
    runs.push(
      await measure("folder", folderRun, folderRoot, async () => {
        const result = await folderCopy(rawFolderRoot, unitsOf(folderRun), CONCURRENCY);
        rmSync(rawFolderRoot, { recursive: true, force: true });
        return result;
      }),
    );
  }

  // --- SFTP stores, all on the one local sshd (each in its own remote directory).
  if (TRANSPORTS.includes("sftp")) {
    const sftpStores = path.join(sftp.root, "stores");
    await saveStores((id) => ({
      transport: "sftp",
      sftp: {
        host: sftp.host,
        port: sftp.port,
        username: sftp.username,
        remoteDirectory: path.posix.join(sftpStores, id),
      },
      credentials: { privateKey: sftp.privateKey },
    }));
    const rawSftpRoot = path.join(sftp.root, "raw");
    runs.push(
      await measure("sftp", sftpRun, sftpStores, async () => {
        const result = await sftpCopy(sftp, rawSftpRoot, unitsOf(sftpRun), CONCURRENCY);
        rmSync(rawSftpRoot, { recursive: true, force: true });
        return result;
      }),
    );
  }

  // --- Messages built per second: the builder alone, over the first run's inputs.
  const storeRows = (await listStores(ctx.database.db)).filter((s) =>
    (BENCH_PLATFORMS as readonly string[]).includes(s.id),
  );
  // The inputs the deliveries built (planDelivery: the engine's own reading of the database).
  const inputs: ErnInput[] = [];
  const batchId = batchIdAt(new Date());
  for (const release of folderRun) {
    for (const store of storeRows) {
      const delivery = { releaseId: release.id, storeId: store.id, kind: "release" as const };
      const plan = await planDelivery(ctx, { ...delivery, deliveredAt: null }, store, batchId);
      inputs.push(plan.input);
    }
  }
  let messageBytes = 0;
  for (const input of inputs) messageBytes += buildNewReleaseMessage(input).length;
  let built = 0;
  const buildStarted = performance.now();
  while (performance.now() - buildStarted < 3000) {
    for (const input of inputs) buildNewReleaseMessage(input);
    built += inputs.length;
  }
  const perSecond = built / ((performance.now() - buildStarted) / 1000);

  const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");
  const expected = RELEASES * BENCH_PLATFORMS.length;
  log(
    `\n${RELEASES} releases x ${BENCH_PLATFORMS.length} stores per run, ${CONCURRENCY} deliveries at once (DELIVERY_CONCURRENCY)`,
  );
  log(
    `\nMessages built (buildNewReleaseMessage alone, ${inputs.length} inputs, ${(messageBytes / inputs.length / 1024).toFixed(1)} KiB each): ${perSecond.toFixed(0)} messages/s`,
  );
  for (const run of runs) {
    const rawRate = mib(run.raw.bytes) / run.raw.seconds;
    const rate = mib(run.bytes) / run.seconds;
    const ratio = rate / rawRate;
    const growth = run.peak - run.before;
    log(`\n${run.name === "folder" ? "Folder stores" : "SFTP stores (local OpenSSH sshd)"}`);
    log(
      `  raw copy of the same files      ${rawRate.toFixed(0).padStart(6)} MiB/s  (${mib(run.raw.bytes).toFixed(0)} MiB in ${run.raw.seconds.toFixed(2)} s; before/after: ${run.rawRates.map((r) => r.toFixed(0)).join("/")} MiB/s)`,
    );
    log(
      `  deliveries                      ${rate.toFixed(0).padStart(6)} MiB/s  (${mib(run.bytes).toFixed(0)} MiB in ${run.seconds.toFixed(2)} s, ${((expected - run.unfinished) / run.seconds).toFixed(1)} deliveries/s)`,
    );
    log(
      `  ratio                           ${ratio.toFixed(2).padStart(6)}        target >= ${TARGET_RATIO.toFixed(2)}  ${verdict(ratio >= TARGET_RATIO)}`,
    );
    const done = expected - run.unfinished;
    log(
      `  raw copy CPU per unit           ${((1000 * run.rawCpu) / expected).toFixed(1).padStart(6)} ms     (this process, with its kernel time)`,
    );
    for (const [index, when] of ["before", "after"].entries()) {
      const m = run.rawMeanwhile[index];
      if (!m) continue;
      log(
        `  raw copy ${when.padEnd(6)}  CPU per unit ${((1000 * m.cpu) / expected).toFixed(1)} ms (${((1000 * m.user) / expected).toFixed(1)} ms user; heap ${m.heap.toFixed(0)} MiB); machine ${(100 * m.busy).toFixed(0)}% busy, ${(100 * m.steal).toFixed(0)}% stolen; the idle server used ${m.server.toFixed(1)} s`,
      );
    }
    log(
      `  CPU per delivery                ${((1000 * (run.cpu.server + run.cpu.postgres)) / done).toFixed(1).padStart(6)} ms     (server ${((1000 * run.cpu.server) / done).toFixed(1)} ms with its kernel time, PostgreSQL ${((1000 * run.cpu.postgres) / done).toFixed(1)} ms)`,
    );
    log(
      `  server memory growth            ${growth.toFixed(1).padStart(6)} MiB    target <= ${TARGET_GROWTH_MIB}   ${verdict(growth <= TARGET_GROWTH_MIB)}  (RSS ${run.before.toFixed(0)} -> peak ${run.peak.toFixed(0)} MiB)`,
    );
    log(
      `  deliveries delivered ${expected - run.unfinished - run.failed}/${expected} in ${run.batches} batches${run.unfinished ? ` (${run.unfinished} deliveries unfinished after ${TIMEOUT_S} s: the figures cover what arrived)` : ""}, releases distributed ${run.distributed}/${RELEASES}, deliveries failed ${run.failed}${run.failures.length ? `: ${run.failures.join(" | ")}` : ""}`,
    );
    if (run.retried > 0) {
      log(
        `  deliveries retried ${run.retried} (each retry waits DELIVERY_RETRY_SECONDS)${run.retryReasons.length ? `: ${run.retryReasons.join(" | ")}` : ""}`,
      );
    }
  }
  log("");
} catch (error) {
  if (serverLog.length) console.error(`server output (last lines):\n${serverLog.join("\n")}`);
  throw error;
} finally {
  app?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  await ctx.close();
  await sftp.stop();
  await sql(serverUrl, `drop database if exists ${dbName} with (force)`);
  rmSync(work, { recursive: true, force: true });
}

/** Writes dirty pages out, so one run's writes do not slow the next one's. */
async function flushDisk() {
  await new Promise<void>((resolve, reject) =>
    execFile("sync", (error) => (error ? reject(error) : resolve())),
  );
}
