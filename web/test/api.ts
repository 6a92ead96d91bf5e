import type { paths } from "@web/api/schema";

/**
 * A stand-in for the server behind the page's fetch. Tests declare the answers of the routes a
 * component calls, typed by the generated API contract (web/api/schema.d.ts), and read back
 * the requests it made. A call no test declared answers 501 and is listed by `unansweredCalls`,
 * which the setup file turns into a failure.
 */

export type Method = "get" | "post" | "put" | "patch" | "delete";
type PathOf<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never;
}[keyof paths];

type JsonOf<R> = R extends { content: { "application/json": infer Body } } ? Body : never;
type ResponsesOf<M extends Method, P extends PathOf<M>> = paths[P][M] extends {
  responses: infer R;
}
  ? R
  : never;

/** What a route answers on success (its 200, else its 201), as the API contract describes it. */
export type OkBody<M extends Method, P extends PathOf<M>> =
  ResponsesOf<M, P> extends { 200: infer R }
    ? JsonOf<R>
    : ResponsesOf<M, P> extends { 201: infer R }
      ? JsonOf<R>
      : never;

export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

interface Route {
  method: string;
  pattern: RegExp;
  answer: (call: ApiCall) => Response | Promise<Response>;
}

let routes: Route[] = [];
let calls: ApiCall[] = [];
let unanswered: string[] = [];

/** "/api/me/warnings/{id}/acknowledge" matches whichever id stands in its place. */
const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^/}]+\}/g, "[^/]+")}$`);

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

/** Answers a route with a function of the request; the latest declaration of a route wins. */
function answerApi<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  answer: (call: ApiCall) => Response | Promise<Response>,
) {
  routes.push({ method: method.toUpperCase(), pattern: patternOf(path), answer });
}

/** Answers a route with this body, shaped as the API contract says. */
export function serveApi<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  body: OkBody<M, P>,
) {
  answerApi(method, path, () => json(body, 200));
}

/** Answers a route with the server's error shape (`{ error: { code, message } }`). */
export function failApi<M extends Method, P extends PathOf<M>>(
  method: M,
  path: P,
  status: number,
  error: { code: string; message: string; fields?: Record<string, string> },
) {
  answerApi(method, path, () => json({ error }, status));
}

/** Holds a route's answer until `release` is called, to show what the user sees meanwhile. */
export function holdApi<M extends Method, P extends PathOf<M>>(method: M, path: P) {
  let release: (body: OkBody<M, P>) => void = () => undefined;
  answerApi(
    method,
    path,
    () =>
      new Promise<Response>((resolve) => {
        release = (body) => resolve(json(body, 200));
      }),
  );
  return { release: (body: OkBody<M, P>) => release(body) };
}

/** The requests made to a route, in order. */
export function apiCalls<M extends Method, P extends PathOf<M>>(method: M, path: P): ApiCall[] {
  const pattern = patternOf(path);
  return calls.filter(
    (call) => call.method === method.toUpperCase() && pattern.test(call.url.pathname),
  );
}

export const unansweredCalls = () => [...unanswered];

export function resetApi() {
  routes = [];
  calls = [];
  unanswered = [];
}

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function pageFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const url = new URL(request.url);
  const call: ApiCall = { method: request.method, url, body: await readBody(request) };
  calls.push(call);
  const route = routes.findLast((r) => r.method === call.method && r.pattern.test(url.pathname));
  if (route) return route.answer(call);
  unanswered.push(`${call.method} ${url.pathname}${url.search}`);
  return json({ error: { code: "NOT_STUBBED", message: "No answer declared" } }, 501);
}

/**
 * The API client captures fetch when its module loads, so this runs before a test imports it
 * (vitest.config.ts setupFiles). happy-dom's Request resolves "/api/me" against the page, as a
 * browser does.
 */
export function installPageFetch() {
  globalThis.fetch = pageFetch;
}
