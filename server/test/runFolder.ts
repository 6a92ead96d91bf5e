import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Every temporary file of a test run goes under one folder, `offbeat-run-<pid>-…`, named for
 * the process that runs the suite: the globalSetup points TMPDIR at it, so the test workers,
 * the servers and sshd they start, Chromium and the tools they call (fpcalc, ffmpeg) all write
 * there. A run that ends removes its folder. A run stopped midway (a CI run killed, a Ctrl-C)
 * cannot, so a run that starts removes the folders of runs whose process is gone; a run still
 * going (another checkout's tests) keeps its process, and its folder, alive.
 */

const RUN_FOLDER = /^offbeat-run-(\d+)-/;

export interface RunFolder {
  path: string;
  /** Removes the folder and everything the run left in it. */
  end(): void;
}

/** Removes what stopped runs left in `base`, then makes this process's run folder there. */
export function beginRunFolder(base: string = tmpdir()): RunFolder {
  sweepStoppedRuns(base);
  const folder = mkdtempSync(path.join(base, `offbeat-run-${process.pid}-`));
  return {
    path: folder,
    end() {
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The run folder of a globalSetup: made in the temporary directory and made the process's TMPDIR,
 * which every worker and server it starts inherits; `end()` puts the earlier TMPDIR back and
 * removes the folder.
 */
export function enterRunFolder(): RunFolder {
  const outer = process.env.TMPDIR;
  const folder = beginRunFolder();
  process.env.TMPDIR = folder.path;
  return {
    path: folder.path,
    end() {
      if (outer === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = outer;
      folder.end();
    },
  };
}

/** Removes the run folders in `base` whose process has exited; returns their names. */
export function sweepStoppedRuns(base: string): string[] {
  const removed: string[] = [];
  for (const name of readdirSync(base)) {
    const pid = RUN_FOLDER.exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    rmSync(path.join(base, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}

/**
 * Signal 0 checks that the process exists without signalling it. EPERM means it exists but is
 * someone else's: kept. A process id reused since the run died keeps its folder until that
 * process ends too, which errs on the side of keeping.
 */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
