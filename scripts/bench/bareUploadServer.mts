/**
 * The upload bench's baseline: a plain Node HTTP server that copies the request body to a file
 * on the same disk and answers 201. What Offbeat adds to that (multipart parsing, the content
 * check, hashing, music-metadata, the database row) is what the ratio measures.
 */
import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";

const dir = mkdtempSync(path.join(tmpdir(), "offbeat-bare-upload-"));
let n = 0;
const server = http.createServer(async (req, res) => {
  if (req.method === "GET") {
    res.end("ok");
    return;
  }
  const file = path.join(dir, `upload-${n++}`);
  await pipeline(req, createWriteStream(file));
  rmSync(file, { force: true });
  res.writeHead(201, { "content-type": "application/json" }).end("{}");
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => {
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
