import { createHash } from "node:crypto";
import v8 from "node:v8";
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { readDsrReport } from "./dsrValidate.ts";
import { generateDsr } from "./generateDsr.ts";

/** A full collection, so heap figures are what is alive rather than what awaits collection. */
function collector(): () => void {
  v8.setFlagsFromString("--expose-gc");
  return vm.runInNewContext("gc") as () => void;
}

async function hashOf(options: Parameters<typeof generateDsr>[0]): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of generateDsr(options)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

describe("large DSR files", () => {
  it("generates the same file for the same seed and a valid one with CRLF", async () => {
    expect(await hashOf({ usageLines: 1000, seed: 7 })).toBe(
      await hashOf({ usageLines: 1000, seed: 7 }),
    );
    expect(await hashOf({ usageLines: 1000, seed: 8 })).not.toBe(
      await hashOf({ usageLines: 1000, seed: 7 }),
    );
    const report = readDsrReport(generateDsr({ usageLines: 999, seed: 3, lineEnd: "\r\n" }));
    let count = 0;
    for await (const _line of report.lines) count += 1;
    expect(report.outcome().problems.messages()).toEqual([]);
    expect(count).toBe(999);
  });

  it("streams a 200,000-line file with flat memory and in reasonable time", async () => {
    const gc = collector();
    gc();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const started = performance.now();

    const report = readDsrReport(generateDsr({ usageLines: 200_000, seed: 42 }));
    let count = 0;
    let streams = 0n;
    for await (const line of report.lines) {
      count += 1;
      streams += BigInt(line.streams);
      if (count % 40_000 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const outcome = report.outcome();

    expect(outcome.problems.messages()).toEqual([]);
    expect(count).toBe(200_000);
    expect(outcome.usageLines).toBe(200_000);
    expect(outcome.summaries).toBe(4);
    expect(streams).toBeGreaterThan(0n);
    // The lines are not kept: what stays alive is the summaries and one block.
    expect((peak - before) / 1024 / 1024).toBeLessThan(50);
    // About 1-2 s on a quiet machine; the bound leaves room for a loaded one.
    expect(seconds).toBeLessThan(30);
  });
});
