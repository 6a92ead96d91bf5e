import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../db/schema/index.ts";
import { TestSocket } from "../realtime/testSocket.ts";
import {
  cookiesFrom,
  createTestEnv,
  createUser,
  type TestEnv,
  uniqueEmail,
} from "../test/support.ts";

// APP_URL is http://localhost:3000 (support.ts); these tests open the app at other addresses, as
// a newcomer does with `PORT=8080 npm start` or by typing http://127.0.0.1:3000.
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

let requests = 0;
/** A browser request to `host` from a page on `origin`, each from its own address. */
function send(
  host: string,
  origin: string,
  method: "POST" | "PATCH",
  url: string,
  payload: object,
  extra: Record<string, string> = {},
) {
  requests += 1;
  return env.app.inject({
    method,
    url,
    payload,
    remoteAddress: `10.77.${requests >> 8}.${requests & 255}`,
    headers: { host, origin, ...extra },
  });
}

/** The refusal every foreign page gets, whatever address the app is open at. */
const refused = {
  code: "CROSS_ORIGIN",
  message: "Requests from other sites are not allowed.",
};

describe.each([
  { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", other: "http://localhost:8080" },
  { host: "localhost:8080", origin: "http://localhost:8080", other: "https://localhost:8080" },
])("a browser on $origin (APP_URL is http://localhost:3000)", ({ host, origin, other }) => {
  it("can sign up, sign in and save a change", async () => {
    const email = uniqueEmail("newcomer");
    const signUp = await send(host, origin, "POST", "/api/auth/sign-up", {
      email,
      password: "tangerine orbit lantern 42",
      fullName: "New Comer",
      artistName: `Newcomers ${host}`, // an artist name is one account's (issue 16)
    });
    expect(signUp.statusCode).toBe(200);
    const [row] = await env.ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeDefined();

    const user = await createUser(env.ctx);
    const signIn = await send(host, origin, "POST", "/api/auth/sign-in", {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookiesFrom(signIn.headers["set-cookie"]);
    expect(cookie).toContain("offbeat.session_token=");

    const write = await send(
      host,
      origin,
      "PATCH",
      "/api/account/profile",
      { bio: "Saved from my own address." },
      { cookie },
    );
    expect(write.statusCode).toBe(200);
    const [saved] = await env.ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(saved?.bio).toBe("Saved from my own address.");
  });

  it("refuses pages on other sites, other local addresses and forged proxy headers", async () => {
    const user = await createUser(env.ctx);
    const cookie = await signInFrom(host, origin, user);
    const attempts = [
      send(host, "http://evil.example", "PATCH", "/api/account/profile", { bio: "x" }, { cookie }),
      // Only the address the request went to counts, not any address of this machine.
      send(host, other, "PATCH", "/api/account/profile", { bio: "x" }, { cookie }),
      // X-Forwarded-* count only when a proxy is trusted (none is here).
      send(
        host,
        "http://evil.example",
        "POST",
        "/api/auth/sign-in",
        { email: user.email, password: user.password },
        { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
      ),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual(refused);
    }
  });
});

/** Signs in from a page on `origin` and returns the session cookie. */
async function signInFrom(host: string, origin: string, user: { email: string; password: string }) {
  const res = await send(host, origin, "POST", "/api/auth/sign-in", {
    email: user.email,
    password: user.password,
  });
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res.headers["set-cookie"]);
}

describe("better-auth's own origin check", () => {
  /** A call straight to better-auth's handler, which checks Origin against its trustedOrigins. */
  async function signInThroughBetterAuth(address: string, origin: string) {
    const user = await createUser(env.ctx);
    return env.ctx.auth.handler(
      new Request(`${address}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin, "content-type": "application/json", cookie: "unrelated=1" },
        body: JSON.stringify({ email: user.email, password: user.password }),
      }),
    );
  }

  it("agrees with Offbeat's: the request's own address is trusted, another site is not", async () => {
    const own = await signInThroughBetterAuth("http://127.0.0.1:3000", "http://127.0.0.1:3000");
    expect(own.status).toBe(200);
    const port = await signInThroughBetterAuth("http://localhost:8080", "http://localhost:8080");
    expect(port.status).toBe(200);
    const foreign = await signInThroughBetterAuth("http://127.0.0.1:3000", "http://evil.example");
    expect(foreign.status).toBe(403);
  });
});

describe("the live connection", () => {
  it("opens from the address the server is served on and refuses another site", async () => {
    await env.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (env.app.server.address() as AddressInfo).port;
    const user = await createUser(env.ctx);
    const signIn = await send(
      `127.0.0.1:${port}`,
      `http://127.0.0.1:${port}`,
      "POST",
      "/api/auth/sign-in",
      {
        email: user.email,
        password: user.password,
      },
    );
    const cookie = cookiesFrom(signIn.headers["set-cookie"]);
    const url = `ws://127.0.0.1:${port}/api/realtime`;

    const own = await TestSocket.open(url, { cookie, origin: `http://127.0.0.1:${port}` });
    expect(own.kind).toBe("open");
    if (own.kind === "open") own.socket.close();
    expect(await TestSocket.open(url, { cookie, origin: "http://evil.example" })).toEqual({
      kind: "refused",
      status: 403,
    });
  });
});
