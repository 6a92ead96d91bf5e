import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * UTF-8's byte-order mark. Excel opens a CSV without it in the computer's legacy code page, so
 * "Björk" became "BjÃ¶rk" on a Swedish artist's statement; with it, Excel, Numbers, Google
 * Sheets and csv-parse (`bom: true`) read UTF-8 alike.
 */
const BOM = "\uFEFF";

/** Sends `body` as a CSV file download, named `fileName`, never cached by a shared cache. */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  body: string | AsyncIterable<string>,
): FastifyReply {
  const content =
    typeof body === "string"
      ? `${BOM}${body}`
      : Readable.from(
          (async function* () {
            yield BOM;
            yield* body;
          })(),
        );
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "private, no-store")
    .send(content);
}
