import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { FileTooLargeError } from "./storage.ts";

/**
 * Passes bytes through while counting and hashing them; fails with FileTooLargeError as soon as
 * the count passes `maxBytes`, before the offending chunk reaches the destination.
 */
export class ByteMeter extends Transform {
  bytes = 0;
  tooLarge = false;
  private readonly hash = createHash("sha256");

  constructor(private readonly maxBytes = Number.POSITIVE_INFINITY) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.tooLarge = true;
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  /** Hex SHA-256 of everything that passed; call once, after the stream has ended. */
  digest(): string {
    return this.hash.digest("hex");
  }
}
