import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, createUser, signIn, TEST_ORIGIN, type TestEnv } from "../test/support.ts";
import { insertConversation, insertRelease } from "./account/accountTestKit.ts";

/**
 * Issue 14, "bad input gets a 4xx, never a 500": every operation in the OpenAPI document is
 * called with U+0000 and a lone surrogate in each string of a body built from its schema, in
 * each query parameter and each path parameter, and with a multipart body without a boundary,
 * by an anonymous caller, an artist and an admin. None may answer 5xx.
 */

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Parameter {
  in: "query" | "path" | "header" | "cookie";
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A plausible value for a schema, so that only the poisoned string is wrong. */
function sample(schema: JsonSchema, key = ""): Json {
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return sample(option, key);
  if (schema.enum?.length) return schema.enum[0] as Json;
  switch (schema.type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, value]) => [name, sample(value, name)]),
      );
    case "array":
      return schema.items
        ? Array.from({ length: schema.minItems || 1 }, () => sample(schema.items ?? {}, key))
        : [];
    case "number":
    case "integer":
      return schema.minimum ?? 1;
    case "boolean":
      return true;
    case "string":
      return sampleString(schema, key);
    default:
      return "text";
  }
}

function sampleString(schema: JsonSchema, key: string): string {
  if (schema.format === "uuid")
    return /user/i.test(key) ? (ids.user ?? randomUUID()) : randomUUID();
  if (schema.format === "email" || /email/i.test(key)) return "someone@example.com";
  if (key === "isrc") return "USS1Z9900001";
  if (
    /link|url|spotify|apple|youtube|instagram|tiktok|twitter|facebook|website|soundcloud|bandcamp/i.test(
      key,
    )
  )
    return "https://example.com/someone";
  if (schema.format === "date-time") return new Date(Date.now() + 86_400_000).toISOString();
  if (schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$") return "2031-01-15";
  if (schema.pattern === "^\\d{6}$") return "123456";
  const text = "a plausible text value".padEnd(schema.minLength ?? 0, "x");
  return schema.maxLength ? text.slice(0, schema.maxLength) : text;
}

/** Every string leaf of `value` (object keys excepted), as a path of keys and indexes. */
function stringPaths(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [at];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringPaths(item, [...at, index]));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...at, key]));
  return [];
}

function withLeaf(value: Json, path: (string | number)[], poison: string): Json {
  const copy = structuredClone(value);
  let node: Json = copy;
  for (const key of path.slice(0, -1)) node = (node as Record<string, Json>)[key] ?? null;
  const last = path.at(-1);
  if (last !== undefined) {
    const parent = node as Record<string | number, Json>;
    parent[last] = `${String(parent[last])}${poison}`;
  }
  return copy;
}

/** In JSON both travel as escapes ("\u0000", "\ud800"); JSON.parse makes them real again. */
const BODY_POISONS = ["\u0000", "\ud800"];
/** In a URL: U+0000, and the UTF-8-looking bytes of a lone surrogate a fuzzer would send. */
const URL_POISONS = ["%00", "%ED%A0%80"];

const named = (poison: string) =>
  `U+${poison.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;

interface Probe {
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
  what: string;
}

let env: TestEnv;
const actors: { name: string; cookie?: string }[] = [{ name: "anonymous" }];
/** Path parameters filled with real rows where the path names one. */
const ids: Record<string, string> = {};

beforeAll(async () => {
  env = await createTestEnv();
  const admin = await createUser(env.ctx, { role: "admin", fullName: "Edge Admin" });
  const artist = await createUser(env.ctx, { role: "artist", fullName: "Edge Artist" });
  actors.push(
    { name: "admin", cookie: await signIn(env, admin.email, admin.password) },
    { name: "artist", cookie: await signIn(env, artist.email, artist.password) },
  );
  const { release } = await insertRelease(env.ctx.database.db, artist.id, "draft", {
    tracks: [{ title: "Edge song" }],
  });
  const conversation = await insertConversation(env.ctx.database.db, [artist.id, admin.id]);
  ids.release = release.id;
  ids.conversation = conversation.id;
  ids.user = artist.id;
});
afterAll(async () => {
  await env?.close();
});

function pathValue(path: string, parameter: Parameter): string {
  if (parameter.name === "*") return "uploads/some/file.bin";
  if (parameter.schema?.format !== "uuid") return String(sample(parameter.schema ?? {}));
  if (path.includes("/releases/")) return ids.release ?? randomUUID();
  if (path.includes("/conversations/")) return ids.conversation ?? randomUUID();
  if (path.includes("/users/") || parameter.name === "userId") return ids.user ?? randomUUID();
  return randomUUID();
}

function urlFor(path: string, params: Parameter[], poisoned?: { name: string; poison: string }) {
  let url = path;
  const query = new URLSearchParams();
  const poisonedQuery: string[] = [];
  for (const parameter of params) {
    const value =
      parameter.in === "path" ? pathValue(path, parameter) : String(sample(parameter.schema ?? {}));
    const poison = poisoned?.name === parameter.name ? poisoned.poison : "";
    if (parameter.in === "path")
      url = url.replace(`{${parameter.name}}`, `${encodeURI(value)}${poison}`);
    else if (parameter.in === "query") {
      if (poison)
        poisonedQuery.push(
          `${encodeURIComponent(parameter.name)}=${encodeURIComponent(value)}${poison}`,
        );
      else if (parameter.required) query.set(parameter.name, value);
    }
  }
  const search = [query.toString(), ...poisonedQuery].filter(Boolean).join("&");
  return search ? `${url}?${search}` : url;
}

/** The requests of one operation: each with exactly one thing wrong. */
function probesFor(path: string, method: string, operation: Operation): Probe[] {
  const params = (operation.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
  const json = operation.requestBody?.content["application/json"]?.schema;
  const body = json ? sample(json) : undefined;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const probes: Probe[] = [];
  const base = {
    method: method.toUpperCase(),
    contentType: payload ? "application/json" : undefined,
  };
  for (const parameter of params)
    for (const poison of URL_POISONS)
      probes.push({
        ...base,
        url: urlFor(path, params, { name: parameter.name, poison }),
        payload,
        what: `${parameter.in} ${parameter.name} ${poison}`,
      });
  if (body !== undefined) {
    const url = urlFor(path, params);
    for (const poison of BODY_POISONS) {
      for (const leaf of stringPaths(body))
        probes.push({
          ...base,
          url,
          payload: JSON.stringify(withLeaf(body, leaf, poison)),
          what: `body ${leaf.join(".")} ${named(poison)}`,
        });
      if (body && typeof body === "object" && !Array.isArray(body))
        probes.push({
          ...base,
          url,
          payload: JSON.stringify({ ...body, [`key${poison}`]: "x" }),
          what: `body key ${named(poison)}`,
        });
    }
  }
  if (method !== "get")
    probes.push({
      method: base.method,
      url: urlFor(path, params),
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n',
      contentType: "multipart/form-data",
      what: "multipart without boundary",
    });
  return probes;
}

let requests = 0;
describe("bad input at the edge", () => {
  it("never answers 5xx to U+0000, lone surrogates or a multipart body without a boundary", async () => {
    await env.app.ready();
    const document = env.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let operations = 0;
    // Sign-out last: where a probe gets through, it must not end the session the others use.
    const paths = Object.entries(document.paths).sort(
      ([a], [b]) => Number(a === "/api/auth/sign-out") - Number(b === "/api/auth/sign-out"),
    );
    for (const [path, methods] of paths) {
      for (const [method, operation] of Object.entries(methods)) {
        operations += 1;
        for (const probe of probesFor(path, method, operation)) {
          for (const actor of actors) {
            requests += 1;
            const res = await env.app.inject({
              method: probe.method as "GET",
              url: probe.url,
              remoteAddress: `10.44.${(requests >> 8) & 255}.${requests & 255}`,
              headers: {
                origin: TEST_ORIGIN,
                ...(actor.cookie ? { cookie: actor.cookie } : {}),
                ...(probe.contentType ? { "content-type": probe.contentType } : {}),
              },
              ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
            });
            if (res.statusCode >= 500)
              failures.push(
                `${probe.method} ${path} [${probe.what}] as ${actor.name}: ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
          }
        }
      }
    }
    expect(operations).toBeGreaterThan(90);
    expect(failures).toEqual([]);
  }, 120_000);
});
