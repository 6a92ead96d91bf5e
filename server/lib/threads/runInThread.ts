import { type ResourceLimits, Worker } from "node:worker_threads";

const BOOT = new URL("./tsWorker.mjs", import.meta.url);

/**
 * Runs a TypeScript module in a worker thread and resolves when it has finished. The module reads
 * `workerData.input` (threadInput below) and does its work when imported.
 *
 * Why a thread: work that allocates a great deal (a million-line report) gets a heap of its own,
 * with a ceiling (`limits`), collected without pausing the server's requests, and free of the
 * promise hooks the server's AsyncLocalStorage users turn on. A thread that breaks its ceiling
 * is stopped and the promise rejects, as it does for any error the module throws.
 */
export function runInThread(entry: URL, input: unknown, limits: ResourceLimits): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOT, {
      workerData: { entry: entry.href, input },
      resourceLimits: limits,
    });
    let failure: Error | null = null;
    worker.once("error", (error) => {
      failure = error;
    });
    worker.once("exit", (code) => {
      if (failure) reject(failure);
      else if (code !== 0) reject(new Error(`${entry.pathname} stopped with exit code ${code}`));
      else resolve();
    });
  });
}
