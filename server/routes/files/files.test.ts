import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import Fastify from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendError } from "../../lib/errorHandler.ts";
import { localStorage } from "../../storage/localStorage.ts";
import { createUrlSigner } from "../../storage/signedUrl.ts";
import type { Storage } from "../../storage/storage.ts";
import { fileRoutes } from "./index.ts";
import { FileLinkMessages } from "./schema.ts";

/** The route on a bare Fastify with server/app.ts's validation and error handler. */
async function buildFileApp(storage: Storage, secret: string) {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(sendError);
  await app.register(fileRoutes(storage, createUrlSigner(secret)));
  return app;
}

const SECRET = "route-test-secret-route-test-secret-01";
const signer = createUrlSigner(SECRET);
const track = randomBytes(10_000);
const TRACK = "uploads/t1/track.mp3";

describe("GET /api/files/* (signed file links)", () => {
  let root: string;
  let storage: Storage;
  let app: Awaited<ReturnType<typeof buildFileApp>>;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), "offbeat-file-route-"));
    storage = localStorage(root);
    await storage.put(TRACK, Readable.from([track]), { contentType: "audio/mpeg" });
    await storage.put("uploads/t2/page.html", Readable.from([Buffer.from("<script>1</script>")]), {
      contentType: "text/html",
    });
    app = await buildFileApp(storage, SECRET);
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("streams the whole file with its type, length and private, no-sniff headers", async () => {
    const response = await app.inject({ method: "GET", url: signer.sign(TRACK) });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(track)).toBe(true);
    expect(response.headers["content-type"]).toBe("audio/mpeg");
    expect(response.headers["content-length"]).toBe("10000");
    expect(response.headers["cache-control"]).toMatch(/^private, max-age=(29\d|300)$/);
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-disposition"]).toBe("inline");
    expect(response.headers["accept-ranges"]).toBe("bytes");
  });

  it("offers the file as a download under the name the link was signed with", async () => {
    const url = signer.sign(TRACK, { downloadName: 'Björk "Live".mp3' });
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="Bj_rk _Live_.mp3"; filename*=UTF-8''Bj%C3%B6rk%20%22Live%22.mp3`,
    );
  });

  it("never shows stored HTML inline, so a file cannot act as a page of the site", async () => {
    const response = await app.inject({ method: "GET", url: signer.sign("uploads/t2/page.html") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe("attachment");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it.each([
    ["bytes=100-199", 100, 199],
    ["bytes=9000-", 9000, 9999],
    ["bytes=-500", 9500, 9999],
  ])("answers Range %s with exactly that slice (206)", async (range, start, end) => {
    const response = await app.inject({
      method: "GET",
      url: signer.sign(TRACK),
      headers: { range },
    });
    expect(response.statusCode).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes ${start}-${end}/10000`);
    expect(response.headers["content-length"]).toBe(String(end - start + 1));
    expect(response.rawPayload.equals(track.subarray(start, end + 1))).toBe(true);
  });

  it("answers a range past the end with 416 and the file's size", async () => {
    const response = await app.inject({
      method: "GET",
      url: signer.sign(TRACK),
      headers: { range: "bytes=10000-" },
    });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-range"]).toBe("bytes */10000");
    expect(response.json().error).toEqual({
      code: "RANGE_NOT_SATISFIABLE",
      message: FileLinkMessages.unsatisfiable,
    });
  });

  it("refuses an expired link with 403 and says so", async () => {
    const url = signer.sign(TRACK, { expiresInSeconds: 60, now: Date.now() - 61_000 });
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: "LINK_EXPIRED",
      message: FileLinkMessages.expired,
    });
  });

  it("refuses a tampered link with 403", async () => {
    const url = new URL(signer.sign(TRACK, { downloadName: "track.mp3" }), "http://x");
    const tampered = [
      url.pathname.replace("t1", "t2") + url.search.replace("track.mp3", "page.html"),
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), name: "x.html" })}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), exp: "9999999999" })}`,
      `${url.pathname}?${new URLSearchParams({ ...Object.fromEntries(url.searchParams), sig: "A".repeat(43) })}`,
      signer.sign("uploads/t2/page.html").replace("uploads/t2/page.html", TRACK),
      createUrlSigner("some-other-secret-some-other-secret").sign(TRACK),
    ];
    for (const link of tampered) {
      const response = await app.inject({ method: "GET", url: link });
      expect(response.statusCode, link).toBe(403);
      expect(response.json().error).toEqual({
        code: "FORBIDDEN",
        message: FileLinkMessages.invalid,
      });
    }
  });

  it("refuses a link with no signature, or a path that leaves the storage, with 400", async () => {
    for (const url of [
      "/api/files/uploads/t1/track.mp3",
      "/api/files/uploads/..%2F..%2Fetc/passwd?exp=1&sig=abc",
    ]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.message).toBe(FileLinkMessages.invalid);
    }
  });

  it("answers 404 when a validly linked file has since been deleted", async () => {
    const key = "uploads/t3/gone.wav";
    await storage.put(key, Readable.from([Buffer.from("bye")]), { contentType: "audio/wav" });
    const url = signer.sign(key);
    await storage.delete(key);
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: "NOT_FOUND", message: FileLinkMessages.missing });
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await app.inject({ method: "HEAD", url: signer.sign(TRACK) });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-length"]).toBe("10000");
    expect(response.rawPayload.length).toBe(0);
  });
});
