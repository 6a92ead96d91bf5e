import type { Readable } from "node:stream";
import type { DeliveryFailureCode } from "../../common/deliveryTransport.ts";

/**
 * Where a store's batches land: a folder (the embedded default) or the store's SFTP server.
 * Paths are relative to the transport's root and made of safe segments (see remotePath), so a
 * batch can never write outside the store's directory.
 */
export interface DeliveryTransport {
  readonly kind: "folder" | "sftp";
  /** The server or folder, for reasons staff read ("sftp://store.example:22/ddex"). */
  readonly where: string;
  /** Creates the directory and its parents; an existing one is fine. */
  makeDirectory(path: string): Promise<void>;
  /**
   * Streams `body` to `path` (never whole in memory). Readers of the store side never see a
   * partial file: it is written as `<path>.part` and renamed over `path` once complete.
   * Returns the number of bytes written. On failure `body` is destroyed.
   */
  putFile(path: string, body: Readable): Promise<number>;
  /**
   * Like putFile for a file on this machine, copied by the kernel (copy_file_range), which
   * takes a third of a stream copy's CPU: only a folder store has it.
   */
  copyFile?(path: string, source: string): Promise<number>;
  /**
   * Makes every file put so far durable (a folder flushes them to disk together; an SFTP
   * server keeps what it has acknowledged). A batch calls it before its BatchComplete file,
   * so a crash can only leave missing bytes in a batch that stores ignore.
   */
  sync(): Promise<void>;
  /** The entries of a directory; none when it does not exist. */
  list(directory: string): Promise<RemoteEntry[]>;
  /** A small file's bytes (acknowledgements); refuses files larger than `maxBytes`. */
  readFile(path: string, maxBytes: number): Promise<Buffer>;
  /** Renames, replacing an existing `to`. */
  rename(from: string, to: string): Promise<void>;
  /** Removes a file; a missing one is fine. */
  remove(path: string): Promise<void>;
  /** Removes a directory and everything in it; a missing one is fine. */
  removeDirectory(path: string): Promise<void>;
  /** Whether the connection still stands (a folder always does): a kept one may be reused. */
  isOpen(): boolean;
  close(): Promise<void>;
}

export interface RemoteEntry {
  name: string;
  type: "file" | "directory" | "other";
  size: number;
  modified: Date;
}

/** A failed transport operation with a code the delivery keeps and a reason staff can read. */
export class DeliveryError extends Error {
  override name = "DeliveryError";
  constructor(
    readonly code: DeliveryFailureCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

/**
 * Joins segments into a transport path, refusing anything that could leave the root (`..`,
 * absolute paths, hidden names, separators inside a segment).
 */
export function remotePath(...segments: string[]): string {
  for (const segment of segments) {
    for (const part of segment.split("/")) {
      if (!SEGMENT.test(part)) throw new Error(`Unsafe path segment: ${JSON.stringify(part)}`);
    }
  }
  return segments.join("/");
}

export const PART_SUFFIX = ".part";
