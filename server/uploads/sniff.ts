import type { UploadKind } from "@common/uploads.ts";

export interface SniffedType {
  kind: UploadKind;
  contentType: string;
  extension: string;
}

/** Bytes needed to tell the accepted formats apart. */
export const SNIFF_BYTES = 12;

const ascii = (head: Buffer, offset: number, text: string) =>
  head.length >= offset + text.length &&
  head.toString("latin1", offset, offset + text.length) === text;

/**
 * The file's type from its first bytes, never from its name or the browser's claim: MP3 (an ID3
 * tag or an MPEG audio frame), WAV (RIFF/RF64 … WAVE), FLAC, PNG, JPEG. Null for anything else.
 */
export function sniff(head: Buffer): SniffedType | null {
  if (ascii(head, 0, "fLaC"))
    return { kind: "audio", contentType: "audio/flac", extension: "flac" };
  if ((ascii(head, 0, "RIFF") || ascii(head, 0, "RF64")) && ascii(head, 8, "WAVE")) {
    return { kind: "audio", contentType: "audio/wav", extension: "wav" };
  }
  // An ID3v2 tag may front MP3 (and, rarely, FLAC; music-metadata tells which and the
  // upload is refused if it is not audio it can read).
  if (ascii(head, 0, "ID3")) return { kind: "audio", contentType: "audio/mpeg", extension: "mp3" };
  // MPEG audio frame sync: 11 set bits, layer III ("01"), a valid version.
  const [b0, b1] = head;
  if (
    b0 === 0xff &&
    b1 !== undefined &&
    (b1 & 0xe0) === 0xe0 &&
    (b1 & 0x06) === 0x02 &&
    (b1 & 0x18) !== 0x08
  ) {
    return { kind: "audio", contentType: "audio/mpeg", extension: "mp3" };
  }
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return { kind: "artwork", contentType: "image/png", extension: "png" };
  }
  if (b0 === 0xff && b1 === 0xd8 && head[2] === 0xff) {
    return { kind: "artwork", contentType: "image/jpeg", extension: "jpg" };
  }
  return null;
}
