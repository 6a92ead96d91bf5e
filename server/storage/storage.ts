import type { Readable } from "node:stream";

/**
 * Where Offbeat keeps files (audio, artwork, exports). One interface, two drivers: a local folder
 * (the default) and an S3-compatible bucket. Keys are chosen by the server, never by a user
 * (e.g. `uploads/<uuid>/original.wav`), and are checked by assertValidKey on every call.
 */
export interface Storage {
  readonly driver: "local" | "s3";
  /**
   * Streams `body` into `key`, counting and hashing as it goes. Beyond `maxBytes` the write is
   * aborted, nothing is left behind (an existing object under `key` stays as it was) and
   * FileTooLargeError is thrown.
   */
  put(key: string, body: Readable, options: PutOptions): Promise<StoredObject>;
  /** The object's bytes, or the inclusive slice `range` of them. Throws ObjectNotFoundError. */
  get(key: string, options?: GetOptions): Promise<ObjectStream>;
  /** Throws ObjectNotFoundError. */
  stat(key: string): Promise<ObjectInfo>;
  /**
   * Where the object's bytes are on this machine (the local driver only), so a copy to a folder
   * can be made by the kernel instead of streamed through the process (deliveries).
   */
  localFile?(key: string): string;
  exists(key: string): Promise<boolean>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every stored object whose key starts with `prefix`, in no set order, page by page (never
   * the whole listing in memory). The driver's own bookkeeping (temporary writes) is not listed.
   */
  list(prefix: string): AsyncIterable<ListedObject>;
  /**
   * Removes writes a crash or a lost connection left unfinished (the local driver's temporary
   * files, a bucket's incomplete multipart uploads) that have not progressed since `idleSince`,
   * so a slow upload still under way is kept. Returns how many were removed.
   */
  removeAbandonedWrites(idleSince: Date): Promise<number>;
}

export interface ListedObject {
  key: string;
  size: number;
  /** When the object was last written. */
  modified: Date;
}

export interface PutOptions {
  contentType: string;
  maxBytes?: number;
}

export interface StoredObject {
  key: string;
  size: number;
  /** Hex SHA-256 of the bytes written. */
  sha256: string;
}

export interface ObjectInfo {
  key: string;
  /** Size of the whole object in bytes. */
  size: number;
  contentType: string;
}

/** Inclusive byte positions, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface GetOptions {
  range?: ByteRange;
  /**
   * Bytes read at a time from a local file (64 KiB by default). A delivery reads in larger
   * chunks: each chunk costs a read, stream events and an SFTP request whatever its size.
   */
  chunkBytes?: number;
}

export interface ObjectStream extends ObjectInfo {
  body: Readable;
  /** The slice being streamed when a range was asked for (end clamped to the last byte). */
  range?: ByteRange;
}

class StorageError extends Error {
  override name = "StorageError";
}

export class FileTooLargeError extends StorageError {
  override name = "FileTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`File is larger than the limit of ${maxBytes} bytes`);
  }
}

export class ObjectNotFoundError extends StorageError {
  override name = "ObjectNotFoundError";
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

export class InvalidKeyError extends StorageError {
  override name = "InvalidKeyError";
  constructor(readonly key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/** A range starting at or beyond the end of the object. */
export class RangeNotSatisfiableError extends StorageError {
  override name = "RangeNotSatisfiableError";
  constructor(readonly size: number) {
    super(`Range not satisfiable for an object of ${size} bytes`);
  }
}

const MAX_KEY_LENGTH = 512;
const SEGMENT = /^[a-zA-Z0-9_][a-zA-Z0-9_.-]*$/;

/**
 * Keys are relative paths of safe segments. A segment may not start with a dot, which rules out
 * `.` and `..` (nothing escapes the storage root) and keeps hidden names free for the local
 * driver's own bookkeeping (`.tmp`, `.meta`).
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment));
}

export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidKeyError(key);
  return key;
}

export function assertValidRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new StorageError(`Invalid byte range ${start}-${end}`);
  }
}
