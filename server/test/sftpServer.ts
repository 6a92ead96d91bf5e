import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import { freePort } from "./freePort.ts";

const SSHD = "/usr/sbin/sshd";

/** Whether OpenSSH's server and ssh-keygen are installed (CI installs openssh-server/-client). */
export const hasSshd = (() => {
  try {
    execFileSync("ssh-keygen", ["-?"], { stdio: "ignore" });
  } catch (error) {
    // ssh-keygen prints its usage and exits 1 on "-?": only a missing binary is ENOENT.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
  }
  return existsSync(SSHD);
})();

export interface SftpTestServer {
  host: string;
  port: number;
  username: string;
  /** The client key sshd accepts (OpenSSH format, ed25519). */
  privateKey: string;
  /** A second key sshd does not know, for the wrong-key case. */
  strangerKey: string;
  /** Where the store's files land on this machine; the SFTP side sees the same absolute path. */
  root: string;
  /** Kills every session process (not the listener): open connections drop mid-transfer. */
  dropConnections(): void;
  stop(): Promise<void>;
}

export interface SftpServerOptions {
  /**
   * Largest file the server can write, in bytes. Beyond it writes fail with EFBIG, which
   * OpenSSH's sftp-server reports as SSH_FX_FAILURE, exactly as it reports a full disk
   * (ENOSPC) or an exhausted quota (EDQUOT): a full disk without mounting anything.
   */
  maxFileBytes?: number;
}

/**
 * A real OpenSSH sshd for tests, on a free port of 127.0.0.1, with a throwaway configuration
 * in a temporary folder: its own host key, one authorized client key, the internal SFTP
 * subsystem only, no PAM. It runs as the current user (root here, hence PermitRootLogin
 * prohibit-password: keys only).
 */
export async function startSftpServer(options: SftpServerOptions = {}): Promise<SftpTestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "offbeat-sshd-"));
  const root = path.join(dir, "store");
  mkdirSync(root);
  const keygen = (name: string) => {
    execFileSync("ssh-keygen", ["-q", "-t", "ed25519", "-N", "", "-C", name, "-f", name], {
      cwd: dir,
      stdio: "ignore",
    });
  };
  keygen("host_key");
  keygen("client_key");
  keygen("stranger_key");
  writeFileSync(path.join(dir, "authorized_keys"), readFileSync(path.join(dir, "client_key.pub")));
  // sshd refuses to start without its privilege separation directory (absent in containers).
  if (process.getuid?.() === 0) mkdirSync("/run/sshd", { recursive: true, mode: 0o755 });

  const port = await freePort();
  const config = [
    `Port ${port}`,
    "ListenAddress 127.0.0.1",
    `HostKey ${path.join(dir, "host_key")}`,
    `PidFile ${path.join(dir, "sshd.pid")}`,
    `AuthorizedKeysFile ${path.join(dir, "authorized_keys")}`,
    "StrictModes no",
    "UsePAM no",
    "PermitRootLogin prohibit-password",
    "PasswordAuthentication no",
    "KbdInteractiveAuthentication no",
    "Subsystem sftp internal-sftp",
    "ForceCommand internal-sftp",
    "LogLevel INFO",
  ].join("\n");
  const configFile = path.join(dir, "sshd_config");
  writeFileSync(configFile, `${config}\n`);

  // sshd must be started by its absolute path; `trap "" XFSZ` makes an oversized write fail
  // with EFBIG instead of killing the session (an ignored signal stays ignored across exec).
  const limit = options.maxFileBytes
    ? `ulimit -f ${Math.max(1, Math.floor(options.maxFileBytes / 512))}; `
    : "";
  const child = spawn(
    "/bin/sh",
    ["-c", `trap "" XFSZ; ${limit}exec ${SSHD} -D -e -f "$0"`, configFile],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  await waitUntilListening(child);

  const pid = child.pid;
  return {
    host: "127.0.0.1",
    port,
    username: userInfo().username,
    privateKey: readFileSync(path.join(dir, "client_key"), "utf8"),
    strangerKey: readFileSync(path.join(dir, "stranger_key"), "utf8"),
    root,
    dropConnections() {
      if (pid) for (const session of descendantsOf(pid)) killQuietly(session);
    },
    async stop() {
      if (pid) for (const session of descendantsOf(pid)) killQuietly(session);
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

function waitUntilListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => fail(new Error("sshd did not start within 10 s")), 10_000);
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${error.message}\n${output}`));
    };
    child.stderr?.setEncoding("utf8");
    child.stderr?.on("data", (chunk: string) => {
      output += chunk;
      if (output.includes("Server listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => fail(new Error(`sshd exited with code ${code}`)));
  });
}

/** Processes whose parent chain leads to `pid` (sshd's per-connection children). */
function descendantsOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command name may hold spaces and parentheses: fields resume after the last ")".
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const current = queue.shift();
    for (const [child, parent] of parents) {
      if (parent === current) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, "SIGKILL");
  } catch {
    // Already gone.
  }
}
