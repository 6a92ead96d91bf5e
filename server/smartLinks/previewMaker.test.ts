import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localStorage } from "../storage/localStorage.ts";
import type { Storage } from "../storage/storage.ts";
import { captureLog } from "../test/logCapture.ts";
import { makeFlac } from "../test/media.ts";
import { clipArguments } from "./previewClip.ts";
import { createPreviewMaker, PreviewUnavailableError, previewKey } from "./previewMaker.ts";

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "offbeat-preview-"));
  storage = localStorage(root);
  await storage.put("uploads/u/a/original.flac", Readable.from([makeFlac({ seconds: 10 })]), {
    contentType: "audio/flac",
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("the preview maker", () => {
  it("without ffmpeg: refuses, says so once in the log, and stores nothing", async () => {
    const log = captureLog();
    const maker = createPreviewMaker({
      storage,
      ffmpegPath: "/nonexistent/ffmpeg",
      log: pino({ level: "info" }, log.logStream),
    });
    const source = { trackId: "t1", start: 5, audioKey: "uploads/u/a/original.flac" };
    await expect(maker.ensure(source)).rejects.toBeInstanceOf(PreviewUnavailableError);
    await expect(maker.ensure(source)).rejects.toBeInstanceOf(PreviewUnavailableError);
    const missing = log.lines.filter((line) => line.includes("ffmpeg was not found"));
    expect(missing).toHaveLength(1);
    expect(missing[0]).toContain("apt-get install ffmpeg");
    expect(await storage.exists(previewKey(source))).toBe(false);
  });

  it("cuts a FLAC master too (a short one: the clip stops at its end), and a new start makes a new clip", async () => {
    const maker = createPreviewMaker({
      storage,
      ffmpegPath: "ffmpeg",
      log: pino({ level: "silent" }),
    });
    const at0 = await maker.ensure({
      trackId: "t2",
      start: 0,
      audioKey: "uploads/u/a/original.flac",
    });
    const at10 = await maker.ensure({
      trackId: "t2",
      start: 5,
      audioKey: "uploads/u/a/original.flac",
    });
    expect([at0, at10]).toEqual(["previews/t2-0.mp3", "previews/t2-5.mp3"]);
    expect((await storage.stat(at10)).contentType).toBe("audio/mpeg");
  });

  it("logs and refuses when ffmpeg cannot read the master", async () => {
    await storage.put("uploads/u/c/original.wav", Readable.from([Buffer.from("not audio")]), {
      contentType: "audio/wav",
    });
    const log = captureLog();
    const maker = createPreviewMaker({
      storage,
      ffmpegPath: "ffmpeg",
      log: pino({ level: "info" }, log.logStream),
    });
    const source = { trackId: "t3", start: 0, audioKey: "uploads/u/c/original.wav" };
    await expect(maker.ensure(source)).rejects.toBeInstanceOf(PreviewUnavailableError);
    expect(log.lines.join("")).toContain("ffmpeg could not cut a track preview");
  });

  it("runs ffmpeg without a shell: the file names are single arguments", () => {
    const args = clipArguments("/tmp/a b;rm -rf x.wav", "/tmp/out.mp3", 45);
    expect(args).toContain("/tmp/a b;rm -rf x.wav");
    expect(args.slice(args.indexOf("-ss"), args.indexOf("-ss") + 4)).toEqual([
      "-ss",
      "45",
      "-t",
      "30",
    ]);
    expect(args).toContain("128k");
  });
});
