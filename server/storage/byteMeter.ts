import { createHash } from "node:crypto";
import { Transform, type TransformCallback } from "node:stream";
import { FileTooLargeError } from "./storage.ts";

/**
 * Passes bytes through while counting them; fails with FileTooLargeError as soon as the count
 * passes `maxBytes`, before the offending chunk reaches the destination.
 */
export class ByteCounter extends Transform {
  bytes = 0;
  tooLarge = false;

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
    this.seen(chunk);
    callback(null, chunk);
  }

  /** Each chunk that passed the size check, before it moves on. */
  protected seen(_chunk: Buffer): void {}
}

/**
 * A ByteCounter that also hashes what passes (SHA-256), for storage, which keeps the digest.
 * Deliveries only need the count: hashing every byte they send cost ~5% of an SFTP delivery's
 * CPU (npm run bench:deliveries, CPU profile).
 */
export class ByteMeter extends ByteCounter {
  private readonly hash = createHash("sha256");

  protected override seen(chunk: Buffer): void {
    this.hash.update(chunk);
  }

  /** Hex SHA-256 of everything that passed; call once, after the stream has ended. */
  digest(): string {
    return this.hash.digest("hex");
  }
}
