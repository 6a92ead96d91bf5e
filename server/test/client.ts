import { type ApiError, ApiErrorSchema } from "@common/api.ts";
import type { z } from "zod";
import { TEST_ORIGIN, type TestEnv } from "./support.ts";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What a test sees of a response: status, headers and the JSON body (null when not JSON). */
export interface Reply<Body = unknown> {
  status: number;
  body: Body;
  headers: Record<string, string | string[] | number | undefined>;
}

export interface SendOptions {
  cookie?: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** The client address (inject's default when absent; `nextAddress` gives a fresh one). */
  remoteAddress?: string;
}

let requests = 0;
/** A fresh client address each call: per-address limits only bite where a test means them to. */
export function nextAddress(): string {
  requests += 1;
  return `10.91.${(requests >> 8) & 255}.${requests & 255}`;
}

/** A request as the web app sends it: same origin, the session cookie if there is one. */
export async function send(
  env: TestEnv,
  method: Method,
  url: string,
  options: SendOptions = {},
): Promise<Reply> {
  const { cookie, payload, headers, remoteAddress } = options;
  const res = await env.app.inject({
    method,
    url,
    ...(remoteAddress ? { remoteAddress } : {}),
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
  const json = res.headers["content-type"]?.toString().includes("json") && res.body !== "";
  return { status: res.statusCode, body: json ? res.json<unknown>() : null, headers: res.headers };
}

/** A signed-in (or anonymous) caller's verbs; writes without a payload send `{}` like the page. */
export function clientFor(env: TestEnv, cookie?: string, address?: () => string) {
  const call = (method: Method, url: string, payload?: object) =>
    send(env, method, url, { cookie, payload, remoteAddress: address?.() });
  return {
    call,
    get: (url: string) => call("GET", url),
    post: (url: string, payload?: object) => call("POST", url, payload ?? {}),
    put: (url: string, payload: object) => call("PUT", url, payload),
    patch: (url: string, payload: object) => call("PATCH", url, payload),
    del: (url: string) => call("DELETE", url),
  };
}

/** The body, checked against the route's response schema: a wrong shape fails with the reply. */
export function bodyOf<S extends z.ZodType>(reply: Reply, schema: S): z.output<S> {
  const parsed = schema.safeParse(reply.body);
  if (!parsed.success) {
    throw new Error(
      `unexpected body (${reply.status}): ${JSON.stringify(reply.body)}\n${parsed.error.message}`,
    );
  }
  return parsed.data;
}

/** The error a refused request answered with, in the one shape every route uses. */
export const errorOf = (reply: Reply): ApiError["error"] => bodyOf(reply, ApiErrorSchema).error;

/** The item at `index` of a checked list; a missing one fails with the list's length. */
export function itemAt<T>(items: readonly T[], index = 0): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${index} in a list of ${items.length}`);
  return item;
}
