import { describe, expect, it } from "vitest";
import {
  formatPreviewStart,
  PreviewMessages,
  PreviewStartSchema,
  parsePreviewStart,
  previewStartError,
} from "./trackPreview.ts";

describe("a track's preview start", () => {
  it("reads m:ss or plain seconds, empty as none, anything else as invalid", () => {
    expect(parsePreviewStart("0:45")).toBe(45);
    expect(parsePreviewStart(" 12:05 ")).toBe(725);
    expect(parsePreviewStart("90")).toBe(90);
    expect(parsePreviewStart("")).toBeNull();
    expect(parsePreviewStart("   ")).toBeNull();
    for (const text of ["1:5", "1:60", "-3", "1.5", "0:45s", "a"])
      expect(parsePreviewStart(text), text).toBe("invalid");
  });

  it("shows seconds as m:ss", () => {
    expect([0, 45, 60, 725].map(formatPreviewStart)).toEqual(["0:00", "0:45", "1:00", "12:05"]);
  });

  it("must leave 30 seconds of audio when the length is known", () => {
    expect(previewStartError(10, 40, 0, "A")).toBeUndefined();
    expect(previewStartError(11, 40, 0, "A")).toBe(PreviewMessages.startTooLate(1, "A", 40));
    expect(previewStartError(0, 20, 1, "")).toBe(
      "Track 2: the track is shorter than 30 seconds, too short for a preview. Leave the preview start empty.",
    );
    expect(previewStartError(500, null, 0, "A")).toBeUndefined();
    expect(previewStartError(null, 40, 0, "A")).toBeUndefined();
  });

  it("is a whole number of seconds from 0 in a request", () => {
    expect(PreviewStartSchema.safeParse(30).success).toBe(true);
    expect(PreviewStartSchema.safeParse(null).success).toBe(true);
    expect(PreviewStartSchema.safeParse(undefined).success).toBe(true);
    expect(PreviewStartSchema.safeParse(-1).error?.issues[0]?.message).toBe(
      PreviewMessages.startNotWhole,
    );
    expect(PreviewStartSchema.safeParse(1.5).error?.issues[0]?.message).toBe(
      PreviewMessages.startNotWhole,
    );
  });
});
