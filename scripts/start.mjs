// `npm start`: builds the web app only when its sources changed since the last build, then runs
// the server. Plain JavaScript, so deciding about the build needs neither tsx nor vite loaded.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  buildNeeded,
  buildWeb,
  exitOnBuildFailure,
  hashWebInputs,
  readBuildState,
} from "./webBuild.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const [currentHash, state] = await Promise.all([hashWebInputs(root), readBuildState(root)]);
const reason = buildNeeded({ currentHash, ...state });
if (reason) {
  console.log(`Building the web app (${reason})…`);
  await buildWeb(root).catch(exitOnBuildFailure);
} else {
  console.log("Web app is up to date: build skipped.");
}

// The server runs as a child process; a process manager's SIGTERM (or a Ctrl+C) reaches it
// through here, and its exit code becomes this process's, so supervisors see the real outcome.
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => server.kill(signal));
}
server.on("exit", (code, signal) => {
  if (signal) {
    // Die of the same signal, as a shell or supervisor expects of a killed server.
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
    return;
  }
  process.exit(code ?? 1);
});
