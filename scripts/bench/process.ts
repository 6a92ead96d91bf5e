import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";

/** Starts a Node process running TypeScript through tsx, with only the given environment. */
export function spawnNode(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", ...args], {
    env: { PATH: process.env.PATH ?? "", ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
}

/** Polls `url` until it answers 2xx (60 s at most). */
export async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

/** Resident memory of a process in MiB, from /proc. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN);
  return kb / 1024;
}

const CLOCK_TICKS = 100; // USER_HZ: /proc reports CPU time in 1/100 s on Linux.

/** CPU seconds (user + system, all threads) a process has used, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start after the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/**
 * CPU seconds used so far by each PostgreSQL process of this machine (backends, WAL writer,
 * checkpointer), by process id: a bench reads it before and after a run on an otherwise idle
 * server and takes postgresCpuSince.
 */
export function postgresCpu(): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) !== "postgres") continue;
      seconds.set(Number(name), cpuSeconds(Number(name)));
    } catch {
      // The process ended while being read.
    }
  }
  return seconds;
}

/**
 * PostgreSQL's CPU seconds since `before`, per process still running: a backend that ended in
 * between is left out rather than subtracted (which once printed a negative figure), and one
 * that started counts from zero.
 */
export function postgresCpuSince(before: Map<number, number>): number {
  let total = 0;
  for (const [pid, seconds] of postgresCpu()) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/**
 * The real server in production mode on `port`, against `databaseUrl`, with an admin account
 * `email`/`password` created at start (a bench signs in as it).
 */
export function startBenchServer(options: {
  port: number;
  databaseUrl: string;
  dataDir: string;
  email: string;
  password: string;
  env?: Record<string, string>;
}): ChildProcess {
  // BENCH_CPU_PROF_DIR: the server writes a CPU profile there when it exits (node --cpu-prof).
  const dir = process.env.BENCH_CPU_PROF_DIR;
  const profile = dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
  return spawnNode([...profile, "server/main.ts"], {
    NODE_ENV: "production",
    PORT: String(options.port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${options.port}`,
    DATABASE_URL: options.databaseUrl,
    DATA_DIR: options.dataDir,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ADMIN_EMAIL: options.email,
    ADMIN_PASSWORD: options.password,
    LOG_LEVEL: "warn",
    ...options.env,
  });
}

/** Signs in through the API and returns the Cookie header for later requests. */
export async function signInCookie(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The machine's CPU time so far, in seconds summed over its cores, from /proc/stat. */
export function machineCpuSeconds(): { busy: number; steal: number; total: number } {
  const line = readFileSync("/proc/stat", "utf8").split("\n")[0] ?? "";
  // cpu user nice system idle iowait irq softirq steal guest guest_nice
  const [user, nice, system, idle, iowait, irq, softirq, steal] = line
    .trim()
    .split(/\s+/)
    .slice(1)
    .map((n) => Number(n) / CLOCK_TICKS);
  const busy = (user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0);
  return { busy, steal: steal ?? 0, total: busy + (idle ?? 0) + (iowait ?? 0) + (steal ?? 0) };
}
