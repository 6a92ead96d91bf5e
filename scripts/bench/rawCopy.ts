import { copyFile, mkdir, open, readdir, stat } from "node:fs/promises";
import path from "node:path";
import SftpClient from "ssh2-sftp-client";
import type { SftpTestServer } from "../../server/test/sftpServer.ts";

/**
 * The delivery bench's baselines: the same files copied the plainest way, with the same number
 * of copies under way at once as the server's deliveries (DELIVERY_CONCURRENCY), in the same
 * run. Each unit is one release for one store: its files, one after another, into its folder.
 */

export interface CopyUnit {
  /** Folder of the copy, relative to the target root (e.g. "spotify/<release id>"). */
  folder: string;
  /** Absolute paths of the source files. */
  files: string[];
}

export interface CopyResult {
  bytes: number;
  seconds: number;
}

/** Runs `work` over `units` with `concurrency` of them under way at once. */
async function runPool<T>(
  units: T[],
  concurrency: number,
  work: (unit: T, worker: number) => Promise<number>,
) {
  let next = 0;
  let bytes = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < units.length) {
        const unit = units[next++] as T;
        // Not `bytes += await …`: that reads `bytes` before awaiting and loses other workers' sums.
        const written = await work(unit, worker);
        bytes += written;
      }
    }),
  );
  return { bytes, seconds: (performance.now() - started) / 1000 };
}

/**
 * A copy of each file into `root` as `cp` makes it (the kernel's copy_file_range, as the folder
 * transport copies a locally stored file), flushed to disk (fsync) before the next: the same
 * durable write, without the message, hashing, database or job queue around it.
 */
export function folderCopy(root: string, units: CopyUnit[], concurrency: number) {
  return runPool(units, concurrency, async (unit) => {
    const folder = path.join(root, unit.folder);
    await mkdir(folder, { recursive: true });
    let bytes = 0;
    for (const file of unit.files) {
      const target = path.join(folder, path.basename(path.dirname(file)) + path.extname(file));
      await copyFile(file, target);
      const handle = await open(target, "r+");
      await handle.sync().finally(() => handle.close());
      bytes += (await stat(target)).size;
    }
    return bytes;
  });
}

/**
 * ssh2-sftp-client's put() of each file to `server` under `remoteRoot`, over `concurrency`
 * connections opened beforehand and kept for the whole copy (Nagle off, see below).
 */
export async function sftpCopy(
  server: SftpTestServer,
  remoteRoot: string,
  units: CopyUnit[],
  concurrency: number,
): Promise<CopyResult> {
  // One at a time: sshd drops handshakes beyond MaxStartups (10 by default) under way at once.
  const clients: SftpClient[] = [];
  try {
    for (let i = 0; i < concurrency; i++) {
      const client = new SftpClient("bench-baseline");
      await client.connect({
        host: server.host,
        port: server.port,
        username: server.username,
        privateKey: server.privateKey,
      });
      // Without TCP_NODELAY (ssh2 leaves Nagle on) each 32 KiB SFTP write waits for the previous
      // one's delayed ACK: ~2 MiB/s on loopback instead of ~100. The baseline is the plain copy
      // done right; the delivery transport needs the same (see docs/operations.md, Benchmarks).
      // ssh2-sftp-client's types leave out its ssh2 Client (`client`), which has setNoDelay.
      (client as unknown as { client: { setNoDelay(on: boolean): void } }).client.setNoDelay(true);
      clients.push(client);
    }
    // Parents first, one at a time: concurrent recursive mkdirs of one parent race each other.
    const parents = [...new Set(units.map((u) => path.posix.dirname(u.folder)))];
    for (const parent of parents) {
      await clients[0]?.mkdir(path.posix.join(remoteRoot, parent), true);
    }
    return await runPool(units, concurrency, async (unit, worker) => {
      const client = clients[worker] as SftpClient;
      const folder = path.posix.join(remoteRoot, unit.folder);
      await client.mkdir(folder);
      let bytes = 0;
      for (const file of unit.files) {
        const name = path.basename(path.dirname(file)) + path.extname(file);
        await client.put(file, path.posix.join(folder, name));
        bytes += (await stat(file)).size;
      }
      return bytes;
    });
  } finally {
    await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  }
}

/** Bytes and count of the files under `root` whose name passes `keep` (all by default). */
export async function treeSize(root: string, keep: (name: string) => boolean = () => true) {
  let bytes = 0;
  let files = 0;
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && keep(entry.name)) {
        bytes += (await stat(full)).size;
        files += 1;
      }
    }
  };
  await walk(root);
  return { bytes, files };
}
