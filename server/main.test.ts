import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** The real entry point as `npm start` runs it (minus the web build). */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    // TMPDIR too: its temporary files (tsx's cache) go in the run's folder (test/runFolder.ts).
    env: {
      PATH: process.env.PATH ?? "",
      ...(process.env.TMPDIR ? { TMPDIR: process.env.TMPDIR } : {}),
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/**
 * A first start creates the embedded database and runs every migration: seconds alone, but up
 * to a minute while the other test worker keeps both cores busy (it took over 20 s in CI once).
 */
async function waitForHealth(port: number, child: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("server exited");
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return res.json();
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not become healthy");
}

// Starts the embedded database whatever DATABASE_URL says: CI's second pass (on PostgreSQL)
// skips it, as it ran in the first.
describe.skipIf(Boolean(process.env.DATABASE_URL))("server process", () => {
  // Made here, not at load, so the skipped pass leaves no empty folder behind.
  let dataDir = "";
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "offbeat-main-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("refuses to start on a bad setting and names it", async () => {
    const run = start({ PORT: "eighty", DATA_DIR: dataDir });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain("PORT");
  });

  it("starts on the embedded database, prints a generated admin password once, and stops cleanly on SIGTERM", async () => {
    const port = 3900 + Math.floor(Math.random() * 90);
    const first = start({ PORT: String(port), DATA_DIR: dataDir, HOST: "127.0.0.1" });
    expect(await waitForHealth(port, first.child)).toEqual({ status: "ok", database: "up" });
    expect(first.output()).toMatch(/Email:\s+admin@offbeat\.local/);
    expect(first.output()).toMatch(/Password:\s+\S{12,}/);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);

    const second = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: "127.0.0.1",
      // debug: each request's arrival is logged, so the test knows what the server has received.
      LOG_LEVEL: "debug",
    });
    await waitForHealth(port, second.child);
    expect(second.output()).not.toMatch(/Password:/);

    // Requests the server has received when SIGTERM arrives are answered before it exits:
    // sign-ins hash a password (tens of milliseconds each), so twenty are still being worked on.
    const received = () => second.output().split("/api/auth/sign-in received").length - 1;
    const answeredAt: number[] = [];
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ email: `nobody-${i}@example.com`, password: "not-a-password" }),
      }).then((r) => {
        answeredAt.push(Date.now());
        return r.status;
      }),
    );
    while (received() < 20) await new Promise((r) => setTimeout(r, 5));
    const stoppedAt = Date.now();
    second.child.kill("SIGTERM");
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(401));
    expect(answeredAt.some((t) => t > stoppedAt)).toBe(true);
    const code = await second.exited;
    if (code !== 0) console.log(second.output());
    expect(code).toBe(0);
  }, 240_000);
});
