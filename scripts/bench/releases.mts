/**
 * `npm run bench:releases`: issue 3's targets, on a real PostgreSQL (DATABASE_URL, default the
 * local server), all measured in one run:
 * - a 300 MB WAV upload through POST /api/uploads beside a raw loopback copy of the same bytes
 *   to the same disk (throughput ratio, target >= 0.5), and the server's memory growth while it
 *   streams (target <= 100 MB);
 * - My Releases' first page and a search with 10,000 releases in the database: p99 latency, and
 *   SQL queries per request at several depths (target: constant).
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "../../server/test/freePort.ts";
import { wavHeader } from "../../server/test/media.ts";
import { runLoad } from "./load.ts";
import { rssMiB, signInCookie, spawnNode, startBenchServer, waitFor } from "./process.ts";

const serverUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 300);
const RELEASES = Number(process.env.BENCH_RELEASES ?? 10_000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const dbName = `offbeat_bench_rel_${randomBytes(4).toString("hex")}`;
await sql(serverUrl, `create database ${dbName}`);
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-bench-rel-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const barePort = await freePort();
const email = "bench-releases@offbeat.local";
const password = "bench-password-123";

const app = startBenchServer({
  port,
  databaseUrl: dbUrl.toString(),
  dataDir,
  email,
  password,
  // Every answer then carries the number of SQL statements its request sent (read below).
  env: { BENCH_COUNT_QUERIES: "true" },
});
const bare = spawnNode(["scripts/bench/bareUploadServer.mts"], { PORT: String(barePort) });

/**
 * Streams a multipart body holding a WAV of `mb` MiB of silence (a real header, then zeros) in
 * 1 MiB chunks, so neither side ever holds the file. Resolves with the seconds it took and the
 * answer; `sample` runs every 20 ms meanwhile.
 */
function uploadWav(url: string, mb: number, headers: Record<string, string>, sample: () => void) {
  const boundary = `----offbeat-bench-${randomBytes(8).toString("hex")}`;
  const dataBytes = mb * 1024 * 1024;
  const head = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="master.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    ),
    wavHeader(dataBytes),
  ]);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  const target = new URL(url);
  return new Promise<{ seconds: number; status: number; body: string }>((resolve, reject) => {
    const timer = setInterval(sample, 20);
    const started = performance.now();
    const req = http.request(
      {
        method: "POST",
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        headers: {
          ...headers,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(head.length + dataBytes + tail.length),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => {
          body += d;
        });
        res.on("end", () => {
          clearInterval(timer);
          resolve({
            seconds: (performance.now() - started) / 1000,
            status: res.statusCode ?? 0,
            body,
          });
        });
      },
    );
    req.on("error", (error) => {
      clearInterval(timer);
      reject(error);
    });
    let sent = 0;
    const write = () => {
      while (sent < dataBytes) {
        const ok = req.write(chunk);
        sent += chunk.length;
        if (!ok) {
          req.once("drain", write);
          return;
        }
      }
      req.end(tail);
    };
    req.write(head);
    write();
  });
}

try {
  await waitFor(`${base}/api/health`);
  await waitFor(`http://127.0.0.1:${barePort}/`);
  const cookie = await signInCookie(base, email, password);
  const auth = { cookie, origin: base };

  // --- Upload: raw loopback copy, then Offbeat, each after a small warm-up.
  await uploadWav(`http://127.0.0.1:${barePort}/`, 8, {}, () => undefined);
  const warm = await uploadWav(`${base}/api/uploads?kind=audio`, 8, auth, () => undefined);
  if (warm.status !== 201) throw new Error(`warm-up upload failed: ${warm.status} ${warm.body}`);
  const raw = await uploadWav(`http://127.0.0.1:${barePort}/`, UPLOAD_MB, {}, () => undefined);
  await new Promise((r) => setTimeout(r, 500));
  const before = rssMiB(app.pid as number);
  let peak = before;
  const upload = await uploadWav(`${base}/api/uploads?kind=audio`, UPLOAD_MB, auth, () => {
    peak = Math.max(peak, rssMiB(app.pid as number));
  });
  if (upload.status !== 201) throw new Error(`upload failed: ${upload.status} ${upload.body}`);
  const facts = JSON.parse(upload.body).upload as { durationSeconds: number; sizeBytes: number };
  const rawMBs = UPLOAD_MB / raw.seconds;
  const appMBs = UPLOAD_MB / upload.seconds;
  const ratio = appMBs / rawMBs;
  const growth = peak - before;

  // --- My Releases with RELEASES releases of one artist (plus another artist's, for realism).
  const [me] = await sql<{ id: string }>(
    dbUrl.toString(),
    "select id from users where email = $1",
    [email],
  );
  const [other] = await sql<{ id: string }>(
    dbUrl.toString(),
    `insert into users (email, full_name, role, email_verified) values ('other@offbeat.local', 'Other', 'artist', true) returning id`,
  );
  const words = [
    "Sun",
    "Moon",
    "River",
    "Night",
    "Gold",
    "Echo",
    "Drift",
    "Static",
    "Bloom",
    "Tide",
  ];
  await sql(
    dbUrl.toString(),
    `insert into releases (user_id, title, artist_name, release_type, genre, release_date, status, total_tracks, metadata, created_at)
     select case when i % 10 = 0 then $2::uuid else $1::uuid end,
            ($3::text[])[1 + i % 10] || ' ' || ($3::text[])[1 + (i / 10) % 10] || ' ' || i,
            'Artist ' || (i % 37), (array['single','ep','album'])[1 + i % 3]::release_type, 'Pop',
            current_date + 40, (array['draft','submitted','approved','rejected','distributed'])[1 + i % 5]::release_status,
            1 + i % 12, '{"created_from":"web_platform","selected_platforms":["spotify"],"tracks_with_audio":1,"upload_timestamp":""}'::jsonb,
            now() - make_interval(mins => i)
     from generate_series(1, $4::int) as i`,
    [me?.id, other?.id, words, Math.round(RELEASES / 0.9)],
  );
  await sql(dbUrl.toString(), "analyze releases");
  const [{ n: mine } = { n: 0 }] = await sql<{ n: number }>(
    dbUrl.toString(),
    "select count(*)::int as n from releases where user_id = $1",
    [me?.id],
  );

  const listUrl = `${base}/api/releases?limit=12`;
  const searchUrl = `${base}/api/releases?limit=12&q=${encodeURIComponent("moon")}`;
  // Queries per request: every answer carries the number of SQL statements its request sent
  // (BENCH_COUNT_QUERIES). The first of three caches the session; as its two seconds may run
  // out before the second, the fewer of the next two is the page's own count.
  const countOf = (res: Response) => Number(res.headers.get("x-bench-queries") ?? Number.NaN);
  const perRequest = async (url: string) => {
    await (await fetch(url, { headers: { cookie } })).arrayBuffer();
    const second = await fetch(url, { headers: { cookie } });
    await second.arrayBuffer();
    const third = await fetch(url, { headers: { cookie } });
    const next = ((await third.json()) as { nextCursor: string | null }).nextCursor;
    return { queries: Math.min(countOf(second), countOf(third)), next };
  };
  const depth: string[] = [];
  let cursor: string | null = null;
  for (let page = 1; page <= 50; page++) {
    const url: string = cursor ? `${listUrl}&cursor=${encodeURIComponent(cursor)}` : listUrl;
    const { queries, next } = await perRequest(url);
    if ([1, 2, 10, 50].includes(page)) depth.push(`page ${page}: ${queries}`);
    cursor = next;
  }
  const searchQueries = (await perRequest(searchUrl)).queries;
  const filterQueries = (await perRequest(`${listUrl}&status=distributed`)).queries;

  await runLoad(listUrl, { connections, seconds: 1, headers: { cookie } });
  const list = await runLoad(listUrl, { connections, seconds, headers: { cookie } });
  const search = await runLoad(searchUrl, { connections, seconds, headers: { cookie } });
  const me2 = await runLoad(`${base}/api/me`, { connections, seconds, headers: { cookie } });

  const row = (name: string, r: typeof list) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   errors ${r.errors}`;
  const verdict = (ok: boolean) => (ok ? "met" : "NOT MET");
  console.log(`\nOffbeat release bench: PostgreSQL ${dbName}\n`);
  console.log(
    `Upload of a ${UPLOAD_MB} MiB WAV (read back: ${facts.durationSeconds} s, ${facts.sizeBytes} bytes)`,
  );
  console.log(
    `  raw loopback copy to disk      ${rawMBs.toFixed(0).padStart(6)} MiB/s  (${raw.seconds.toFixed(2)} s)`,
  );
  console.log(
    `  POST /api/uploads              ${appMBs.toFixed(0).padStart(6)} MiB/s  (${upload.seconds.toFixed(2)} s)`,
  );
  console.log(
    `  ratio                          ${ratio.toFixed(2).padStart(6)}        target >= 0.50  ${verdict(ratio >= 0.5)}`,
  );
  console.log(
    `  server memory growth           ${growth.toFixed(1).padStart(6)} MiB    target <= 100   ${verdict(growth <= 100)}  (RSS ${before.toFixed(0)} -> peak ${peak.toFixed(0)} MiB)`,
  );
  console.log(
    `\nMy Releases with ${mine} releases of the artist (${Math.round(RELEASES / 0.9)} in all), ${connections} connections, ${seconds} s each`,
  );
  console.log(`  ${row("GET /api/me (reference)", me2)}`);
  console.log(`  ${row("GET /api/releases (first page)", list)}`);
  console.log(`  ${row("GET /api/releases?q=moon", search)}`);
  console.log(
    `  queries per request: ${depth.join(", ")}; search: ${searchQueries}; status filter: ${filterQueries}`,
  );
  const counts = [...depth.map((d) => Number(d.split(": ")[1])), searchQueries, filterQueries];
  console.log(`  constant: ${verdict(counts.every((c) => c === counts[0]))}\n`);
} finally {
  app.kill("SIGTERM");
  bare.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1500));
  await sql(serverUrl, `drop database if exists ${dbName} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
}
