import type { FastifyReply } from "fastify";
import type { ByteRange, ObjectStream } from "./storage.ts";

/**
 * Reads an HTTP Range header (RFC 9110 §14) against an object of `size` bytes. Audio players
 * seek with single ranges (`bytes=1000-`, `bytes=1000-1999`, `bytes=-500`); a header we do not
 * understand, or one asking for several ranges, is ignored and the whole file is sent, as the
 * RFC allows. "unsatisfiable" means the range starts past the end (answer 416).
 */
export function parseRangeHeader(
  header: string | undefined,
  size: number,
): ByteRange | "unsatisfiable" | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    // Suffix range: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

/**
 * Sends a stored object (or the slice a range asked for) with its length: 200 for the whole
 * file, 206 with Content-Range for a slice. The caller sets the type and caching headers.
 */
export function sendObject(reply: FastifyReply, object: ObjectStream): FastifyReply {
  reply.header("Accept-Ranges", "bytes");
  if (!object.range) {
    return reply.status(200).header("Content-Length", object.size).send(object.body);
  }
  const { start, end } = object.range;
  return reply
    .status(206)
    .header("Content-Range", `bytes ${start}-${end}/${object.size}`)
    .header("Content-Length", end - start + 1)
    .send(object.body);
}
