// A worker thread's first module (server/lib/threads/runInThread.ts), in plain JavaScript:
// Node 20 does not hand `--import tsx` on to worker threads, so the thread registers tsx itself
// before it imports its TypeScript entry. The entry does its work when imported; a failure
// rejects this import and reaches the parent as the worker's "error".
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
