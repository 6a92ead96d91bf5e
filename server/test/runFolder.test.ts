import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { beginRunFolder, enterRunFolder, sweepStoppedRuns } from "./runFolder.ts";

/** The id of a process that has exited: a node that did nothing. */
function exitedPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  if (pid === undefined) throw new Error("node did not start");
  return pid;
}

describe("a test run's temporary folder", () => {
  let base = "";
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), "offbeat-runs-"));
  });
  afterEach(() => {
    rmSync(base, { recursive: true, force: true });
  });

  function leftFolder(name: string) {
    mkdirSync(path.join(base, name, "offbeat-test-x1y2z3", "mail"), { recursive: true });
    writeFileSync(path.join(base, name, "offbeat-test-x1y2z3", "mail", "1.eml"), "Subject: hi\n");
  }

  it("removes what a run stopped midway left, and never a live run's folder", () => {
    const stopped = `offbeat-run-${exitedPid()}-AbC123`;
    const live = `offbeat-run-${process.pid}-dEf456`;
    leftFolder(stopped);
    leftFolder(live);
    // Not a run folder, though it looks close: left alone.
    mkdirSync(path.join(base, "offbeat-test-Q9w8E7"));

    expect(sweepStoppedRuns(base)).toEqual([stopped]);
    expect(readdirSync(base).sort()).toEqual(["offbeat-test-Q9w8E7", live].sort());
    expect(existsSync(path.join(base, live, "offbeat-test-x1y2z3", "mail", "1.eml"))).toBe(true);
  });

  it("makes a folder named for its process, sweeps on the way, and removes it at the end", () => {
    const stopped = `offbeat-run-${exitedPid()}-GhI789`;
    leftFolder(stopped);

    const run = beginRunFolder(base);
    expect(path.basename(run.path)).toMatch(new RegExp(`^offbeat-run-${process.pid}-`));
    expect(readdirSync(base)).toEqual([path.basename(run.path)]);

    // Another run starting while this one lives leaves its folder alone.
    const next = beginRunFolder(base);
    expect(existsSync(run.path)).toBe(true);

    writeFileSync(path.join(run.path, "left.txt"), "x");
    run.end();
    next.end();
    expect(readdirSync(base)).toEqual([]);
  });

  it("becomes the TMPDIR of what the run starts, and gives the earlier one back at the end", () => {
    const outer = process.env.TMPDIR;
    process.env.TMPDIR = base;
    try {
      const run = enterRunFolder();
      expect(process.env.TMPDIR).toBe(run.path);
      expect(path.dirname(run.path)).toBe(base);
      const child = spawnSync(process.execPath, ["-p", "require('node:os').tmpdir()"]);
      expect(child.stdout.toString().trim()).toBe(run.path);
      run.end();
      expect(process.env.TMPDIR).toBe(base);
      expect(readdirSync(base)).toEqual([]);
    } finally {
      if (outer === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = outer;
    }
  });
});
