import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { makeImage, makeMp3, makeWav } from "../test/media.ts";
import { SNIFF_BYTES, sniff } from "./sniff.ts";

/** What the upload route sees: only the first bytes, never the name. */
const head = (bytes: Buffer) => sniff(bytes.subarray(0, SNIFF_BYTES));

/** An ID3v2.4 tag with one title frame, as taggers put in front of MP3s. */
function id3(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([3]), Buffer.from(title, "utf8")]);
  const frame = Buffer.alloc(10);
  frame.write("TIT2", 0, "latin1");
  frame.writeUInt32BE(text.length, 4);
  const body = Buffer.concat([frame, text]);
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]);
  header[9] = body.length & 0x7f;
  header[8] = (body.length >> 7) & 0x7f;
  return Buffer.concat([header, body]);
}

/** A one-entry zip (local file header), the kind of thing people drop by mistake. */
function zip(): Buffer {
  const data = deflateRawSync(Buffer.from("hello"));
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(data.length, 18);
  header.writeUInt32LE(5, 22);
  header.writeUInt16LE(5, 26);
  return Buffer.concat([header, Buffer.from("a.txt"), data]);
}

describe("sniff", () => {
  it("knows MP3 by its frame sync", () => {
    const mp3 = makeMp3({ seconds: 0.2 });
    expect(mp3[0]).toBe(0xff);
    expect(head(mp3)).toEqual({ kind: "audio", contentType: "audio/mpeg", extension: "mp3" });
  });

  it("knows MP3 behind an ID3 tag", () => {
    const tagged = Buffer.concat([id3("Night Drive"), makeMp3({ seconds: 0.2 })]);
    expect(head(tagged)).toEqual({ kind: "audio", contentType: "audio/mpeg", extension: "mp3" });
  });

  it("knows WAV (RIFF and RF64) and FLAC", () => {
    const wav = makeWav({ seconds: 0.1 });
    expect(head(wav)).toEqual({ kind: "audio", contentType: "audio/wav", extension: "wav" });
    const rf64 = Buffer.from(wav);
    rf64.write("RF64", 0, "latin1");
    expect(head(rf64)?.contentType).toBe("audio/wav");
    const flac = Buffer.concat([Buffer.from("fLaC", "latin1"), Buffer.from([0, 0, 0, 34])]);
    expect(head(flac)).toEqual({ kind: "audio", contentType: "audio/flac", extension: "flac" });
  });

  it("knows PNG and JPEG", async () => {
    const png = await makeImage({ width: 8, height: 8 });
    expect(head(png)).toEqual({ kind: "artwork", contentType: "image/png", extension: "png" });
    const jpeg = await makeImage({ width: 8, height: 8, format: "jpeg" });
    expect(head(jpeg)).toEqual({ kind: "artwork", contentType: "image/jpeg", extension: "jpg" });
  });

  it("refuses text, a zip, an AVI (RIFF but not WAVE) and nothing at all", () => {
    expect(head(Buffer.from("just some text, not a song\n"))).toBeNull();
    expect(head(zip())).toBeNull();
    const avi = Buffer.from("RIFF\0\0\0\0AVI LIST", "latin1");
    expect(head(avi)).toBeNull();
    expect(head(Buffer.alloc(0))).toBeNull();
    // A truncated PNG signature is not a PNG.
    expect(head(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
  });

  it("refuses MPEG frames that are not layer III, and a lone 0xFF", () => {
    // Layer II (layer bits 10 where layer III has 01): MP2 is not accepted.
    expect(head(Buffer.from([0xff, 0xfd, 0x90, 0x00]))).toBeNull();
    // Version bits 01 are reserved.
    expect(head(Buffer.from([0xff, 0xeb, 0x90, 0x00]))).toBeNull();
    expect(head(Buffer.from([0xff]))).toBeNull();
  });

  it("goes by content, not by name: an MP3 called cover.png is audio", () => {
    // sniff never sees the name; the route test checks the same file uploaded as artwork.
    const mp3 = makeMp3({ seconds: 0.2 });
    expect(head(mp3)?.kind).toBe("audio");
  });
});
