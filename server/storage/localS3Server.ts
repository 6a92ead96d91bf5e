import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";

/**
 * A real S3-compatible server in its own process, for tests: s3rver (the maintained
 * @20minutes/s3rver fork, a devDependency) on a free loopback port, storing into a temp folder.
 * It checks SigV4 signatures against its built-in S3RVER/S3RVER key pair.
 */
export interface LocalS3Server {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request the server received so far, as "METHOD /path?query". */
  requests: string[];
  stop(): Promise<void>;
}

// Runs in the child: start on port 0 and report the port the OS gave it.
const CHILD_SCRIPT = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({ directory: process.env.S3RVER_DIR, address: "127.0.0.1", port: 0, silent: true });
server.run().then(
  ({ port }) => {
    server.httpServer.on("request", (req) => process.stdout.write("REQUEST " + req.method + " " + req.url + "\\n"));
    process.stdout.write("LISTENING " + port + "\\n");
  },
  (error) => { console.error(error); process.exit(1); },
);
process.on("SIGTERM", () => {
  server.httpServer.closeAllConnections();
  server.close().finally(() => process.exit(0));
});
`;

const START_TIMEOUT_MS = 15_000;

/**
 * s3rver checks signatures of bucket URLs without the trailing slash the SDK sends ("/bucket/"),
 * so bucket calls (list, create) would fail its check; object URLs are unaffected. Pass as the
 * driver's `configureClient`, or apply to a plain client.
 */
export function s3rverBucketPaths(client: S3Client): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { path?: string };
      if (request.path && /^\/[^/]+\/$/.test(request.path)) {
        request.path = request.path.slice(0, -1);
      }
      return next(args);
    },
    { step: "build", name: "s3rverBucketPath" },
  );
}

export async function startLocalS3Server(): Promise<LocalS3Server> {
  // Throws (and so fails the test loudly) when the devDependency is not installed.
  const modulePath = createRequire(import.meta.url).resolve("@20minutes/s3rver");
  const directory = mkdtempSync(path.join(tmpdir(), "offbeat-s3-"));
  const child = spawn(process.execPath, ["-e", CHILD_SCRIPT], {
    env: { ...process.env, S3RVER_MODULE: modulePath, S3RVER_DIR: directory },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const requests: string[] = [];
  // Should a test run end without stopping the server, it still dies with the test process.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const cleanUp = async () => {
    process.removeListener("exit", killOnExit);
    await stopChild(child);
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    const port = await waitForPort(child, requests);
    return {
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: "S3RVER",
      secretAccessKey: "S3RVER",
      requests,
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** Resolves with the port once the child reports it; keeps collecting request lines after. */
function waitForPort(child: ChildProcess, requests: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    let pending = "";
    let stderr = "";
    const timer = setTimeout(
      () => reject(new Error(`Local S3 server did not start in time.\n${stderr}`)),
      START_TIMEOUT_MS,
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        if (line.startsWith("REQUEST ")) requests.push(line.slice("REQUEST ".length));
        const listening = line.match(/^LISTENING (\d+)$/);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      }
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Local S3 server exited with code ${code} before listening.\n${stderr}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
