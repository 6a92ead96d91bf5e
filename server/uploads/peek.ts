import { Readable } from "node:stream";

/**
 * Reads the first `bytes` of a stream and hands back a stream that still yields everything, so
 * a file can be checked by content before a byte of it is stored. Reads at most one chunk more
 * than asked for; the rest flows as before.
 */
export async function peek(
  source: Readable,
  bytes: number,
): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* rest() {
    if (head.length > 0) yield head;
    if (done) return;
    while (true) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  const stream = Readable.from(rest(), { objectMode: false });
  // Destroying the new stream (an aborted upload) must release the source too.
  stream.on("close", () => {
    if (!source.destroyed) source.destroy();
  });
  return { head: head.subarray(0, bytes), stream };
}
