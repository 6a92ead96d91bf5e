import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member } from "../routes/releases/releaseTestKit.ts";
import { createTestEnv, TEST_ORIGIN, type TestEnv } from "../test/support.ts";

/**
 * The OpenAPI document (web/api/openapi.json, equal to what the server renders:
 * scripts/apiContract.test.ts) lists what the server really answers, for the answers a review
 * found missing: Fastify's own 413 and 415, the cross-origin guard's 403, a redirect, HTML and
 * CSV bodies.
 */
type Responses = Record<string, { content?: Record<string, unknown> }>;
interface FormSchema {
  properties?: Record<string, { type?: string; format?: string }>;
  required?: string[];
}
interface Operation {
  responses: Responses;
  requestBody?: { content: Record<string, { schema?: FormSchema }> };
}
const document = JSON.parse(readFileSync("web/api/openapi.json", "utf8")) as {
  paths: Record<string, Record<string, Operation>>;
};
const documented = (path: string, method: string) =>
  document.paths[path]?.[method]?.responses ?? {};

let env: TestEnv;
let artist: Member;
let admin: Member;
beforeAll(async () => {
  env = await createTestEnv();
  artist = await member(env, "artist");
  admin = await member(env, "admin");
});
afterAll(() => env.close());

async function answer(options: {
  method: "GET" | "POST";
  url: string;
  cookie?: string;
  headers?: Record<string, string>;
  payload?: string;
}) {
  const res = await env.app.inject({
    method: options.method,
    url: options.url,
    headers: {
      origin: TEST_ORIGIN,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
  return {
    status: String(res.statusCode),
    type: String(res.headers["content-type"] ?? "").split(";")[0] ?? "",
  };
}

describe("the OpenAPI document lists what the server answers", () => {
  it("413 and 415 from Fastify on a route that reads a JSON body", async () => {
    const url = `/api/conversations/${randomUUID()}/messages`;
    const responses = documented("/api/conversations/{id}/messages", "post");
    const tooLarge = await answer({
      method: "POST",
      url,
      cookie: artist.cookie,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ content: "x".repeat(2 * 1024 * 1024) }),
    });
    const xml = await answer({
      method: "POST",
      url,
      cookie: artist.cookie,
      headers: { "content-type": "application/xml" },
      payload: "<content>hi</content>",
    });
    expect([tooLarge.status, xml.status]).toEqual(["413", "415"]);
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(["413", "415"]));
  });

  it("the form of each multipart upload: its file field and the report's fields", () => {
    const forms = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).flatMap(([method, operation]) => {
        const form = operation.requestBody?.content["multipart/form-data"]?.schema;
        return form ? [{ at: `${method} ${path}`, form }] : [];
      }),
    );
    expect(forms.map((f) => f.at).sort()).toEqual([
      "post /api/account/avatar",
      "post /api/admin/royalty-reports",
      "post /api/uploads",
    ]);
    for (const { form } of forms) {
      expect(form.properties?.file).toMatchObject({ type: "string", format: "binary" });
      expect(form.required).toEqual(["file"]);
    }
    const report = forms.find((f) => f.at === "post /api/admin/royalty-reports")?.form;
    expect(Object.keys(report?.properties ?? {})).toEqual([
      "storeId",
      "exchangeRate",
      "period",
      "file",
    ]);
  });

  it("403 for a sign-out posted from another site", async () => {
    const res = await answer({
      method: "POST",
      url: "/api/auth/sign-out",
      cookie: artist.cookie,
      headers: { origin: "https://elsewhere.example" },
    });
    expect(res.status).toBe("403");
    expect(documented("/api/auth/sign-out", "post")).toHaveProperty("403");
  });

  it("302 from the confirmation link, with no body documented", async () => {
    const res = await answer({ method: "GET", url: "/api/auth/verify-email?token=not-a-token" });
    expect(res.status).toBe("302");
    expect(documented("/api/auth/verify-email", "get")["302"]).toEqual({
      description: expect.stringContaining("/?confirmed=0"),
    });
  });

  it("HTML from the unsubscribe link, 400 included", async () => {
    const res = await answer({ method: "GET", url: "/api/account/unsubscribe?token=not-a-token" });
    expect(res).toEqual({ status: "400", type: "text/html" });
    expect(documented("/api/account/unsubscribe", "get")["400"]?.content).toHaveProperty(
      "text/html",
    );
  });

  it("CSV downloads as text/csv, and their refusals", async () => {
    const csv = await answer({
      method: "GET",
      url: "/api/admin/finance/csv",
      cookie: admin.cookie,
    });
    const refused = await answer({
      method: "GET",
      url: "/api/admin/finance/csv",
      cookie: artist.cookie,
    });
    expect([csv, refused.status]).toEqual([{ status: "200", type: "text/csv" }, "403"]);
    const responses = documented("/api/admin/finance/csv", "get");
    expect(Object.keys(responses["200"]?.content ?? {})).toEqual(["text/csv"]);
    expect(responses).toHaveProperty("403");
  });

  it("a missing profile picture's 404, and the picture as WebP", async () => {
    const res = await answer({ method: "GET", url: `/api/avatars/${randomUUID()}` });
    expect(res.status).toBe("404");
    const responses = documented("/api/avatars/{userId}", "get");
    expect(responses).toHaveProperty("404");
    expect(Object.keys(responses["200"]?.content ?? {})).toEqual(["image/webp"]);
  });
});
