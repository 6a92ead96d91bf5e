import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RealtimeCloseCodes, RealtimeMessages } from "@common/realtime.ts";
import * as OTPAuth from "otpauth";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesFrom } from "../test/support.ts";
import { TestSocket } from "./testSocket.ts";

/**
 * ARCHITECTURE.md "Scale-out": two real server processes on one real PostgreSQL. An event
 * published by process A (two-factor enabled through A's API) reaches a socket held by B.
 */
const serverUrl = process.env.DATABASE_URL;
const ADMIN = { email: "scale-admin@example.com", password: "scale-out-password-1" };

interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: string[];
  dataDir: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function startServer(port: number, env: Record<string, string>): ServerProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-scale-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: fileURLToPath(new URL("../..", import.meta.url)),
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  return { url: `http://127.0.0.1:${port}`, child, output, dataDir };
}

async function waitForHealth(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited early:\n${server.output.join("")}`);
    try {
      const res = await fetch(`${server.url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${server.output.join("")}`);
}

async function stopServer(server: ServerProcess | undefined): Promise<void> {
  if (!server) return;
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  rmSync(server.dataDir, { recursive: true, force: true });
}

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!serverUrl)("scale-out across processes (runs only with DATABASE_URL)", () => {
  const database = `offbeat_scale_${randomBytes(6).toString("hex")}`;
  let a: ServerProcess | undefined;
  let b: ServerProcess | undefined;

  beforeAll(async () => {
    await withAdmin((client) => client.query(`create database ${database}`));
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    const [portA, portB] = [await freePort(), await freePort()];
    const shared = {
      NODE_ENV: "test",
      DATABASE_URL: url.toString(),
      // Every process must share the secret, or a session cookie from A is worthless on B.
      AUTH_SECRET: randomBytes(24).toString("hex"),
      APP_URL: `http://127.0.0.1:${portA}`,
      TRUSTED_ORIGINS: `http://127.0.0.1:${portB}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: "warn",
    };
    // One after the other: the first start migrates the fresh database and creates the admin.
    a = startServer(portA, shared);
    await waitForHealth(a);
    b = startServer(portB, shared);
    await waitForHealth(b);
  }, 200_000);

  afterAll(async () => {
    await Promise.all([stopServer(a), stopServer(b)]);
    await withAdmin((client) => client.query(`drop database if exists ${database} with (force)`));
  }, 60_000);

  it("delivers an event published by one process to a socket held by the other, once and in order", async () => {
    const origin = a!.url;
    const post = async (server: ServerProcess, route: string, body: object, cookie = "") => {
      const res = await fetch(`${server.url}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
      return { json, cookie: cookiesFrom(res.headers.getSetCookie(), cookie) };
    };

    const password = { password: ADMIN.password };
    const signedIn = await post(a!, "/api/auth/sign-in", ADMIN);
    let cookie = signedIn.cookie;
    // The session made by A is good on B: sessions live in the database, not in a process.
    const me = await fetch(`${b!.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    const userId = ((await me.json()) as { user: { id: string } }).user.id;
    const topic = `user:${userId}`;

    const open = async (server: ServerProcess) => {
      const opened = await TestSocket.open(`${server.url.replace("http", "ws")}/api/realtime`, {
        cookie,
        origin,
      });
      if (opened.kind !== "open") throw new Error(`socket refused: ${JSON.stringify(opened)}`);
      expect(await opened.socket.subscribe(topic)).toEqual({ type: "subscribed", topic });
      return opened.socket;
    };
    const onB = await open(b!);
    const onA = await open(a!);

    try {
      const enabled = await post(a!, "/api/account/two-factor/enable", password, cookie);
      cookie = enabled.cookie;
      const code = OTPAuth.URI.parse(String(enabled.json.totpURI)).generate();
      cookie = (await post(a!, "/api/account/two-factor/confirm", { code }, cookie)).cookie;
      cookie = (await post(a!, "/api/account/two-factor/disable", password, cookie)).cookie;

      const expected = ["two-factor-enabled", "two-factor-disabled"].map((change) => ({
        type: "event",
        topic,
        event: "account.updated",
        data: { userId, change },
      }));
      for (const socket of [onB, onA]) {
        await socket.waitForEvents(topic, 2, 10_000);
        await socket.ping(); // a duplicate would have arrived before this round trip ends
        expect(socket.events(topic)).toEqual(expected);
      }
    } finally {
      onA.close();
      onB.close();
    }
  });

  it("closes a socket held by the other process when its session signs out there", async () => {
    const origin = a!.url;
    const signIn = async () => {
      const res = await fetch(`${a!.url}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify(ADMIN),
      });
      expect(res.status).toBe(200);
      return cookiesFrom(res.headers.getSetCookie());
    };
    const open = async (cookie: string) => {
      const opened = await TestSocket.open(`${b!.url.replace("http", "ws")}/api/realtime`, {
        cookie,
        origin,
      });
      if (opened.kind !== "open") throw new Error(`socket refused: ${JSON.stringify(opened)}`);
      return opened.socket;
    };
    const [leaving, staying] = [await signIn(), await signIn()];
    const onB = await open(leaving);
    const otherSessionOnB = await open(staying);
    try {
      const out = await fetch(`${a!.url}/api/auth/sign-out`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie: leaving },
        body: "{}",
      });
      expect(out.status).toBe(200);
      expect(await onB.closed).toEqual({
        code: RealtimeCloseCodes.unauthorized,
        reason: RealtimeMessages.sessionEnded,
      });
      await otherSessionOnB.ping();
      expect(otherSessionOnB.ws.readyState).toBe(otherSessionOnB.ws.OPEN);
    } finally {
      onB.close();
      otherSessionOnB.close();
    }
  });

  it("delivers chat messages sent through one process to a participant's socket on the other, in order, once", async () => {
    const origin = a!.url;
    const post = async (route: string, body: object, cookie = "") => {
      const res = await fetch(`${a!.url}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as Record<string, unknown>;
      if (res.status !== 200) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
      return { json, cookie: cookiesFrom(res.headers.getSetCookie(), cookie) };
    };
    // Two accounts signed up through A, confirmed (and one made staff) directly in the database.
    const account = async (name: string, role: "artist" | "staff") => {
      const email = `scale-${name}@example.com`;
      const password = `scale-out-${name}-password`;
      await post("/api/auth/sign-up", { email, password, fullName: name, artistName: name });
      const scratch = new URL(serverUrl!);
      scratch.pathname = `/${database}`;
      const client = new pg.Client({ connectionString: scratch.toString() });
      await client.connect();
      await client.query("update users set email_verified = true, role = $2 where email = $1", [
        email,
        role,
      ]);
      await client.end();
      const { cookie, json } = await post("/api/auth/sign-in", { email, password });
      return { cookie, id: (json.user as { id: string }).id };
    };
    const artist = await account("artist", "artist");
    const staff = await account("staff", "staff");
    const chat = await post("/api/conversations/direct", { userId: artist.id }, staff.cookie);
    const conversationId = (chat.json.conversation as { id: string }).id;
    const topic = `conversation:${conversationId}`;

    const opened = await TestSocket.open(`${b!.url.replace("http", "ws")}/api/realtime`, {
      cookie: artist.cookie,
      origin,
    });
    if (opened.kind !== "open") throw new Error(`socket refused: ${JSON.stringify(opened)}`);
    const onB = opened.socket;
    try {
      expect(await onB.subscribe(topic)).toEqual({ type: "subscribed", topic });
      const sent: string[] = [];
      for (let n = 1; n <= 5; n++) {
        const { json } = await post(
          `/api/conversations/${conversationId}/messages`,
          { content: `message ${n}` },
          staff.cookie,
        );
        sent.push((json.message as { id: string }).id);
      }
      await onB.waitForEvents(topic, 5, 10_000);
      await onB.ping(); // a duplicate would have arrived before this round trip ends
      const received = onB.events(topic).map((e) => e.data as { messageId: string });
      expect(received.map((d) => d.messageId)).toEqual(sent);
      expect(onB.events(topic).map((e) => e.event)).toEqual(Array(5).fill("message.created"));
    } finally {
      onB.close();
    }
  });
});
