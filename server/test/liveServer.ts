import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { TestSocket } from "../realtime/testSocket.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "./support.ts";

export interface LiveServer {
  /** The test file's environment (set once its beforeAll has run). */
  readonly env: TestEnv;
  /** ws:// address of /api/realtime on the listening app. */
  readonly url: string;
  /** A socket signed in with `cookie`, subscribed to `topics`; closed after each test. */
  connect(cookie: string, ...topics: string[]): Promise<TestSocket>;
  /** Tries to open a socket (it may be refused or closed at once); an open one is closed after the test. */
  open(cookie: string): ReturnType<typeof TestSocket.open>;
}

/**
 * For realtime tests: a fresh environment whose app really listens (WebSockets need a port), and
 * sockets that are closed after each test. Call once at the top of a test file.
 */
export function liveServer(): LiveServer {
  let env: TestEnv | undefined;
  let url = "";
  const sockets: TestSocket[] = [];
  beforeAll(async () => {
    env = await createTestEnv();
    await env.app.listen({ port: 0, host: "127.0.0.1" });
    url = `ws://127.0.0.1:${(env.app.server.address() as AddressInfo).port}/api/realtime`;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => {
    await env?.close();
  });
  const open = async (cookie: string) => {
    const opened = await TestSocket.open(url, { cookie, origin: TEST_ORIGIN });
    if (opened.kind === "open") sockets.push(opened.socket);
    return opened;
  };
  return {
    get env() {
      if (!env) throw new Error("liveServer: used before its beforeAll ran");
      return env;
    },
    get url() {
      return url;
    },
    open,
    async connect(cookie, ...topics) {
      const opened = await open(cookie);
      if (opened.kind !== "open") throw new Error(`socket not opened: ${JSON.stringify(opened)}`);
      for (const topic of topics)
        expect(await opened.socket.subscribe(topic)).toEqual({ type: "subscribed", topic });
      return opened.socket;
    },
  };
}
