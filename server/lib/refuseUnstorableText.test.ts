import { TextMessages } from "@common/text.ts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { createTestEnv, createUser, signIn, TEST_ORIGIN, type TestEnv } from "../test/support.ts";

let env: TestEnv;
let cookie: string;
let userId: string;
beforeAll(async () => {
  env = await createTestEnv();
  const user = await createUser(env.ctx, { fullName: "Plain Name" });
  userId = user.id;
  cookie = await signIn(env, user.email, user.password);
});
afterAll(async () => {
  await env?.close();
});

let requests = 0;
/** A raw request: the JSON text is sent as written, so "\u0000" travels as an escape. */
function send(method: "GET" | "PATCH" | "POST", url: string, payload?: string, type?: string) {
  requests += 1;
  return env.app.inject({
    method,
    url,
    remoteAddress: `10.45.${(requests >> 8) & 255}.${requests & 255}`,
    headers: {
      origin: TEST_ORIGIN,
      cookie,
      ...(payload !== undefined ? { "content-type": type ?? "application/json" } : {}),
    },
    ...(payload !== undefined ? { payload } : {}),
  });
}

async function storedProfile() {
  const [row] = await env.ctx.database.db
    .select({ fullName: users.name, socialLinks: users.socialLinks })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

describe("text the database cannot store", () => {
  it("refuses U+0000 in a text field with a 400 naming the field", async () => {
    const res = await send("PATCH", "/api/account/profile", String.raw`{"fullName":"Ann\u0000"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: TextMessages.nul,
        fields: { fullName: TextMessages.nul },
      },
    });
    expect((await storedProfile())?.fullName).toBe("Plain Name");
  });

  it("refuses a lone surrogate in a field stored as jsonb, naming its dotted path", async () => {
    const res = await send(
      "PATCH",
      "/api/account/profile",
      String.raw`{"socialLinks":{"website":"https://example.com/\ud800"}}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: TextMessages.loneSurrogate,
      fields: { "socialLinks.website": TextMessages.loneSurrogate },
    });
    expect((await storedProfile())?.socialLinks).toEqual({});
  });

  it("names every bad field, array items and object keys included", async () => {
    const res = await send(
      "PATCH",
      "/api/account/profile",
      String.raw`{"bio":"a\u0000","socialLinks":{"x\u0000y":"z"},"list":["ok","\udc00"]}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      bio: TextMessages.nul,
      "socialLinks.x\uFFFDy": TextMessages.nul,
      "list.1": TextMessages.loneSurrogate,
    });
  });

  it("keeps a well-formed emoji (a surrogate pair) and other characters", async () => {
    const res = await send("PATCH", "/api/account/profile", JSON.stringify({ fullName: "Zoë 🎸" }));
    expect(res.statusCode).toBe(200);
    expect((await storedProfile())?.fullName).toBe("Zoë 🎸");
  });

  it("refuses U+0000 in a search, which PostgreSQL answered with a 500", async () => {
    const res = await send("GET", "/api/releases?q=abc%00");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ q: TextMessages.nul });
  });

  it("refuses U+0000 in a path parameter", async () => {
    const res = await send("GET", "/api/files/uploads/a%00b?exp=1&sig=x");
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(TextMessages.nul);
  });
});

describe("addresses that cannot be decoded", () => {
  it("answers an id longer than any the app gives with a 414 in a sentence", async () => {
    const res = await send("GET", `/api/releases/${"x".repeat(3000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({
      error: { code: "BAD_REQUEST", message: TextMessages.addressTooLong },
    });
  });

  it("answers a lone surrogate's bytes in the path with the app's error shape", async () => {
    const res = await send("GET", "/api/releases/%ED%A0%80");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: "BAD_REQUEST", message: TextMessages.invalidAddress },
    });
  });
});

describe("multipart bodies that cannot be parsed", () => {
  const part =
    '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--x--\r\n';

  it("refuses an upload without a boundary with a 400 naming the file", async () => {
    for (const url of ["/api/account/avatar", "/api/uploads?kind=audio"]) {
      const res = await send("POST", url, part, "multipart/form-data");
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error, url).toEqual({
        code: "VALIDATION_ERROR",
        message: TextMessages.invalidMultipart,
        fields: { file: TextMessages.invalidMultipart },
      });
    }
  });

  it("refuses a body that breaks off or never opens a part", async () => {
    const broken = [part.slice(0, 70), "not multipart at all"];
    for (const url of ["/api/account/avatar", "/api/uploads?kind=audio"])
      for (const body of broken) {
        const res = await send("POST", url, body, "multipart/form-data; boundary=x");
        expect(res.statusCode, `${url} ${body}`).toBe(400);
        expect(res.json().error.message).toBe(TextMessages.invalidMultipart);
      }
  });
});
