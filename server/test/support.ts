import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../app.ts";
import { createConfirmedUser, type NewUser } from "../commands/ensureAdmin.ts";
import { loadConfig } from "../config.ts";
import { type AppContext, assembleContext } from "../context.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { migrateDatabase } from "../db/migrate.ts";
import { startWorkers } from "../startWorkers.ts";

export const TEST_ORIGIN = "http://localhost:3000";

/**
 * A fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set, a new
 * database created on that PostgreSQL server and dropped afterwards.
 */
export async function freshDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: "memory://" });
    return { database, drop: async () => {} };
  }
  const name = `offbeat_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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

export async function createTestEnv(env: Record<string, string> = {}): Promise<TestEnv> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-test-"));
  const fresh = await freshDatabase();
  await migrateDatabase(fresh.database);
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    APP_URL: TEST_ORIGIN,
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    LOG_LEVEL: "silent",
    ...(fresh.url ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  const ctx = await assembleContext(config, fresh.database, { pollingIntervalSeconds: 0.5 });
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
