import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { createConfirmedUser, type NewUser } from "../commands/ensureAdmin.ts";
import { loadConfig } from "../config.ts";
import { type AppContext, assembleContext } from "../context.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { startWorkers } from "../startWorkers.ts";
import { testDatabaseName } from "./testRuns.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * A fresh, empty database for one test file (the migration tests start from it): PGlite in
 * memory (loaded from this worker's initdb'd snapshot, see migratedDatabase), or, when
 * DATABASE_URL is set, a new database created on that PostgreSQL server and dropped afterwards.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  if (!process.env.DATABASE_URL) {
    emptySnapshot ??= snapshotOf(async () => {});
    const loadDataDir = await emptySnapshot;
    return {
      database: await openDatabase({ dataDir: "memory://", loadDataDir }),
      drop: async () => {},
    };
  }
  return createServerDatabase(process.env.DATABASE_URL);
}

interface FreshDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/**
 * A fresh database with every migration applied, for a test file's app. A new PGlite runs
 * initdb (~3 s of WebAssembly on 2 cores) and then the migrations: this worker does that once
 * and starts each later database from a copy of the result. On PostgreSQL the run's globalSetup
 * migrated a template (server/test/templateDatabase.ts) and each database is cloned from it.
 */
async function migratedDatabase(): Promise<FreshDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    migratedSnapshot ??= snapshotOf(migrateDatabase);
    return {
      database: await openDatabase({ dataDir: "memory://", loadDataDir: await migratedSnapshot }),
      drop: async () => {},
    };
  }
  const template = inject("templateDatabase");
  const fresh = await createServerDatabase(serverUrl, template);
  // Outside the node tests' globalSetup (no template), the migrations run here.
  if (!template) await migrateDatabase(fresh.database);
  return fresh;
}

/** This worker's PGlite data folders, made on first use: initdb'd, and migrated too. */
let emptySnapshot: Promise<Blob> | undefined;
let migratedSnapshot: Promise<Blob> | undefined;

async function snapshotOf(prepare: (database: Database) => Promise<void>): Promise<Blob> {
  const database = await openDatabase({ dataDir: "memory://" });
  try {
    await prepare(database);
    if (!database.pglite) throw new Error("expected the embedded database");
    return await database.pglite.dumpDataDir("none");
  } finally {
    await database.close();
  }
}

async function createServerDatabase(
  serverUrl: string,
  template?: string | null,
): Promise<FreshDatabase> {
  // Named by the run, whose next successor drops it if the run is stopped first (./testRuns.ts).
  const run = inject("testRun");
  const suffix = randomBytes(6).toString("hex");
  const name = run ? testDatabaseName(run, suffix) : `offbeat_test_${suffix}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ""}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 5 });
  return {
    database,
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestEnv {
  ctx: AppContext;
  app: Awaited<ReturnType<typeof buildApp>>;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * A test server on its own migrated database. Passwords are hashed with the light scrypt unless
 * `productionHashing` asks for better-auth's own (a test about what the hash's cost hides).
 */
export async function createTestEnv(
  env: Record<string, string> = {},
  options: { productionHashing?: boolean } = {},
): Promise<TestEnv> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-test-"));
  const fresh = await migratedDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  const ctx = await assembleContext(config, fresh.database, {
    pollingIntervalSeconds: 0.5,
    lightPasswordHashing: !options.productionHashing,
  });
  await startWorkers(ctx);
  const app = await buildApp(ctx);
  return {
    ctx,
    app,
    dataDir,
    async close() {
      await app.close();
      await ctx.close();
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "artist") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

/** A confirmed account made directly (no mail round trip), for tests about other things. */
export async function createUser(ctx: AppContext, overrides: Partial<NewUser> = {}) {
  const input: NewUser = {
    email: uniqueEmail(overrides.role ?? "artist"),
    password: "correct horse battery",
    fullName: "Test Artist",
    artistName: "The Testers",
    role: "artist",
    ...overrides,
  };
  const id = await createConfirmedUser(ctx, input);
  return { id, ...input };
}

/** Cookie header built from a response's Set-Cookie lines (name=value pairs only). */
export function cookiesFrom(setCookie: string | string[] | undefined, previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split("; ").filter(Boolean)) {
    const [name, ...rest] = pair.split("=");
    if (name) jar.set(name, rest.join("="));
  }
  const lines = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
  for (const line of lines) {
    const [pair, ...attributes] = line.split(";");
    const [name, ...rest] = (pair ?? "").split("=");
    if (!name) continue;
    const value = rest.join("=");
    const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
    if (expired) jar.delete(name.trim());
    else jar.set(name.trim(), value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** Signs in with email and password through the API and returns the session cookie. */
let signIns = 0;
export async function signIn(env: TestEnv, email: string, password: string): Promise<string> {
  signIns += 1;
  const res = await env.app.inject({
    method: "POST",
    url: "/api/auth/sign-in",
    remoteAddress: `10.255.${signIns >> 8}.${signIns & 255}`,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return cookiesFrom(res.headers["set-cookie"]);
}

/** Waits for a mail to `to` in the local mailbox (mail goes through the job queue). */
export async function waitForMail(
  ctx: AppContext,
  to: string,
  subject: RegExp,
  timeoutMs = 10_000,
) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const mails = (await ctx.mailbox?.list()) ?? [];
    const mail = mails.find((m) => m.to === to && subject.test(m.subject));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${subject}`);
}

export function linkIn(text: string): URL {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error("no link in mail");
  return new URL(match[0]);
}

/**
 * A confirmation mail's link followed as a person does: the link (GET) only opens the sign-in
 * form with its token, and signing in there with the token confirms the address. Returns the
 * sign-in's reply.
 */
export async function confirmThroughLink(
  env: TestEnv,
  mailText: string,
  email: string,
  password: string,
) {
  const link = linkIn(mailText);
  const opened = await env.app.inject({ method: "GET", url: link.pathname + link.search });
  const location = new URL(String(opened.headers.location), "http://offbeat.test");
  const token = new URLSearchParams(location.hash.slice(1)).get("token");
  if (!token) throw new Error(`the confirmation link answered ${opened.headers.location}`);
  return postAs(env, "/api/auth/sign-in", { email, password, confirmToken: token });
}

let postCount = 0;
/**
 * A same-origin POST through `inject`, each from its own address so per-address rate limits
 * only bite where a test means them to (pass `remoteAddress` to pin one).
 */
export function postAs(
  env: TestEnv,
  url: string,
  payload: object,
  cookie?: string,
  remoteAddress?: string,
) {
  postCount += 1;
  return env.app.inject({
    method: "POST",
    url,
    payload,
    remoteAddress:
      remoteAddress ?? `10.${(postCount >> 16) & 255}.${(postCount >> 8) & 255}.${postCount & 255}`,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}
