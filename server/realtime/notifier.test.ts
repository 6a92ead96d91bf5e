import pino from "pino";
import { describe, expect, it } from "vitest";
import { captureLog } from "../test/logCapture.ts";
import { Notifier } from "./notifier.ts";

/** A sender whose statements finish only when the test says so. */
function heldSender() {
  const statements: string[][] = [];
  const pending: Array<() => void> = [];
  const send = (payloads: string[]) => {
    statements.push(payloads);
    return new Promise<void>((resolve) => pending.push(resolve));
  };
  const finishNext = async () => {
    pending.shift()?.();
    // Let the notifier take its next batch.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { statements, send, finishNext };
}

const silent = pino({ level: "silent" });

describe("the notifier (one FIFO queue of NOTIFY payloads per process)", () => {
  it("sends the first payload at once and the ones that arrive meanwhile together, in order", async () => {
    const sender = heldSender();
    const notifier = new Notifier(sender.send, silent);
    const sent: string[] = [];
    const track = (name: string, done: Promise<void>) => done.then(() => sent.push(name));

    const first = track("a", notifier.enqueue(["a"]));
    const second = track("b c", notifier.enqueue(["b", "c"]));
    const third = track("d", notifier.enqueue(["d"]));
    expect(sender.statements).toEqual([["a"]]);

    await sender.finishNext();
    await first;
    expect(sent).toEqual(["a"]);
    expect(sender.statements).toEqual([["a"], ["b", "c", "d"]]);

    await sender.finishNext();
    await Promise.all([second, third]);
    expect(sent).toEqual(["a", "b c", "d"]);
    await notifier.flushed();
  });

  it("ends a batch before a payload it already holds, so identical events both arrive", async () => {
    const sender = heldSender();
    const notifier = new Notifier(sender.send, silent);
    void notifier.enqueue(["busy"]);
    const done = notifier.enqueue(["x", "y", "x", "z", "y"]);
    await sender.finishNext();
    await sender.finishNext();
    await sender.finishNext();
    await done;
    expect(sender.statements).toEqual([["busy"], ["x", "y"], ["x", "z", "y"]]);
  });

  it("logs a failed batch, resolves its callers and carries on with the next", async () => {
    const { lines, logStream } = captureLog();
    const statements: string[][] = [];
    const notifier = new Notifier(async (payloads) => {
      statements.push(payloads);
      if (payloads.includes("bad")) throw new Error("connection lost");
    }, pino(logStream));
    await notifier.enqueue(["bad"]);
    await notifier.enqueue(["good"]);
    expect(statements).toEqual([["bad"], ["good"]]);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      level: 50,
      events: 1,
      msg: "realtime NOTIFY failed; these events were not delivered",
    });
  });
});
