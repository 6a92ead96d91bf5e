import { isAscii } from "node:buffer";
import { Transform, type TransformCallback } from "node:stream";
import { ReportMessages } from "./reportMessages.ts";

/**
 * Bytes to text for store reports: UTF-8, or Latin-1 when the bytes are not UTF-8 (older store
 * exports and spreadsheets saved "as CSV" on Windows). ASCII reads the same in both, so the
 * choice waits for the first non-ASCII bytes, wherever they are in the file: a Latin-1 report
 * whose first accented name is on line 90,000 is still read as Latin-1. A UTF-8 byte-order mark
 * decides UTF-8 and is dropped.
 *
 * "Latin-1" is decoded as windows-1252, which is what TextDecoder("latin1") means (WHATWG): it
 * agrees with ISO 8859-1 on every printable character and reads 0x80-0x9F as the € and quotes
 * Windows exports mean there, where ISO 8859-1 has unprintable control codes.
 */
export type ReportEncoding = "utf-8" | "latin1";

/** A UTF-8 sequence is at most 4 bytes: a shorter tail may be the start of one. */
const MAX_SEQUENCE = 4;

export class ReportTextDecoder extends Transform {
  encoding: ReportEncoding | null = null;
  #decoder: TextDecoder | null = null;
  /** Undecided bytes from the first non-ASCII byte on, when too few to judge. */
  #held: Buffer = Buffer.alloc(0);

  constructor() {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.#take(this.#held.length > 0 ? Buffer.concat([this.#held, chunk]) : chunk, false);
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.#take(this.#held, true);
      if (this.#decoder) this.#emit(this.#decoder.decode());
      done();
    } catch (error) {
      done(error instanceof Error ? error : new Error(String(error)));
    }
  }

  #take(bytes: Buffer, last: boolean): void {
    this.#held = Buffer.alloc(0);
    if (this.#decoder) {
      this.#emit(this.#decodeChecked(bytes));
      return;
    }
    // isAscii is native: a callback per byte was a tenth of reading a million-line file.
    if (isAscii(bytes)) {
      this.#emit(bytes.toString("latin1"));
      return;
    }
    const firstHigh = bytes.findIndex((byte) => byte > 0x7f);
    if (firstHigh < 0) {
      this.#emit(bytes.toString("latin1"));
      return;
    }
    this.#emit(bytes.subarray(0, firstHigh).toString("latin1"));
    const rest = bytes.subarray(firstHigh);
    if (rest.length < MAX_SEQUENCE && !last) {
      this.#held = Buffer.from(rest);
      return;
    }
    this.#decide(rest);
  }

  /** Judges on everything at hand from the first non-ASCII byte on (a whole chunk, usually). */
  #decide(rest: Buffer): void {
    const utf8 = new TextDecoder("utf-8", { fatal: true });
    try {
      const text = utf8.decode(rest, { stream: true });
      this.encoding = "utf-8";
      this.#decoder = utf8;
      this.#emit(text);
    } catch {
      this.encoding = "latin1";
      this.#decoder = new TextDecoder("latin1");
      this.#emit(this.#decoder.decode(rest, { stream: true }));
    }
  }

  #decodeChecked(bytes: Buffer): string {
    try {
      return this.#decoder!.decode(bytes, { stream: true });
    } catch {
      // UTF-8 at the start, something else later: a damaged file or two files glued together.
      throw new Error(ReportMessages.mixedEncoding);
    }
  }

  #emit(text: string): void {
    if (text.length > 0) this.push(text);
  }
}
