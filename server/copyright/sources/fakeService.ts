import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { AdapterOptions, LookupQuery } from "./source.ts";

/**
 * A stand-in for an outside service in tests: a real HTTP server on 127.0.0.1 that records every
 * request it receives, so a test sees exactly what the service would see, and never leaves the
 * machine.
 */
interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => void;

export interface FakeService {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeService(handler: FakeHandler): Promise<FakeService> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // A handler that never answers leaves its socket open; close would wait for it forever.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Answers with a JSON body (or any text, for bodies that are not JSON). */
export function reply(
  response: ServerResponse,
  status: number,
  body: unknown,
  contentType = "application/json",
): void {
  response.writeHead(status, { "Content-Type": contentType });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

/** A handler that never answers: the adapter must give up when its signal fires. */
export const neverAnswer: FakeHandler = () => {};

export const testOptions: AdapterOptions = {
  fetch: globalThis.fetch,
  userAgent: "Offbeat/1.0 ( http://localhost:3000; support@offbeat.se )",
};

export const testQuery: LookupQuery = {
  title: "Believe",
  artist: "Cher",
  durationSeconds: 239,
  fingerprint: "AQADtEmUaEmSRIkS_0mSH8dX",
};
