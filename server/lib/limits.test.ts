import { afterAll, describe, expect, it } from "vitest";
import { createTestEnv, postAs, TEST_ORIGIN, type TestEnv, uniqueEmail } from "../test/support.ts";

const envs: TestEnv[] = [];
afterAll(async () => {
  await Promise.all(envs.map((env) => env.close()));
});

/** Status codes of `n` sign-ups from one address. */
async function signUps(env: TestEnv, n: number, address: string): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await postAs(
      env,
      "/api/auth/sign-up",
      {
        email: uniqueEmail(),
        password: "juniper stage lights",
        fullName: "Ann",
        artistName: `Ann ${address} ${i}`,
      },
      undefined,
      address,
    );
    codes.push(res.statusCode);
  }
  return codes;
}

describe("per-address limits (AUTH_IP_LIMIT_FACTOR)", () => {
  it("allows 10 sign-ups an hour from one address by default, then 429", async () => {
    const env = await createTestEnv();
    envs.push(env);
    const codes = await signUps(env, 11, "203.0.113.7");
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
    // Another address has its own count.
    expect(await signUps(env, 1, "203.0.113.8")).toEqual([200]);
  });

  it("multiplies them for many people behind one address", async () => {
    const env = await createTestEnv({ AUTH_IP_LIMIT_FACTOR: "2" });
    envs.push(env);
    const codes = await signUps(env, 21, "203.0.113.9");
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(codes[20]).toBe(429);
  });
});

/** Status codes of one request per payload, all from one socket address, at once. */
async function fromOneSocket(
  env: TestEnv,
  url: string,
  payloads: object[],
  headers: (i: number) => Record<string, string>,
  remoteAddress = "192.0.2.10",
): Promise<number[]> {
  const answers = await Promise.all(
    payloads.map((payload, i) =>
      env.app.inject({
        method: "POST",
        url,
        payload,
        remoteAddress,
        headers: { origin: TEST_ORIGIN, ...headers(i) },
      }),
    ),
  );
  return answers.map((a) => a.statusCode).sort();
}

const rotating = (i: number) => ({ "x-forwarded-for": `198.18.${i >> 8}.${i & 255}` });

describe("forwarded addresses (TRUST_PROXY)", () => {
  it("ignores a forged X-Forwarded-For in production unless a proxy is configured", async () => {
    const env = await createTestEnv({ NODE_ENV: "production" });
    envs.push(env);
    const signIns = Array.from({ length: 31 }, () => ({
      email: uniqueEmail("nobody"),
      password: "not a password of theirs",
    }));
    const codes = await fromOneSocket(env, "/api/auth/sign-in", signIns, rotating);
    // 30 sign-ins per address in 15 minutes, however many addresses the header names.
    expect(codes).toEqual([...Array(30).fill(401), 429]);
  });

  it("believes X-Forwarded-For only from the proxies TRUST_PROXY names", async () => {
    const env = await createTestEnv({ NODE_ENV: "production", TRUST_PROXY: "192.0.2.0/24" });
    envs.push(env);
    const mails = () => Array.from({ length: 11 }, () => ({ email: uniqueEmail("nobody") }));
    // Eleven clients behind the proxy: each its own count (account mail: 10 an hour per address).
    expect(await fromOneSocket(env, "/api/auth/forgot-password", mails(), rotating)).toEqual(
      Array(11).fill(200),
    );
    // One client behind the proxy: its eleventh request is refused.
    const same = () => ({ "x-forwarded-for": "198.18.9.9" });
    expect(await fromOneSocket(env, "/api/auth/forgot-password", mails(), same)).toEqual([
      ...Array(10).fill(200),
      429,
    ]);
    // A client that is not the proxy names whatever it likes: its own address counts.
    expect(
      await fromOneSocket(env, "/api/auth/forgot-password", mails(), rotating, "203.0.113.99"),
    ).toEqual([...Array(10).fill(200), 429]);
  });

  it("with a hop count, counts the address the last proxy saw, whatever comes before it", async () => {
    const env = await createTestEnv({ NODE_ENV: "production", TRUST_PROXY: "1" });
    envs.push(env);
    const mails = () => Array.from({ length: 11 }, () => ({ email: uniqueEmail("nobody") }));
    expect(await fromOneSocket(env, "/api/auth/forgot-password", mails(), rotating)).toEqual(
      Array(11).fill(200),
    );
    // The client wrote the first entry, the proxy appended the address it saw.
    const prefixed = (i: number) => ({ "x-forwarded-for": `198.19.0.${i}, 198.18.9.9` });
    expect(await fromOneSocket(env, "/api/auth/forgot-password", mails(), prefixed)).toEqual([
      ...Array(10).fill(200),
      429,
    ]);
  });
});

describe("IPv6 addresses", () => {
  it("count a whole /64 network as one address", async () => {
    const env = await createTestEnv();
    envs.push(env);
    const forgot = (address: string) =>
      postAs(
        env,
        "/api/auth/forgot-password",
        { email: uniqueEmail("nobody") },
        undefined,
        address,
      );
    const codes: number[] = [];
    for (let i = 1; i <= 11; i++)
      codes.push((await forgot(`2001:db8:1:2::${i.toString(16)}`)).statusCode);
    expect(codes).toEqual([...Array(10).fill(200), 429]);
    expect((await forgot("2001:db8:1:3::1")).statusCode).toBe(200);
    // An IPv4 client seen through an IPv6 socket is still that IPv4 address.
    for (let i = 0; i < 10; i++) expect((await forgot("192.0.2.77")).statusCode).toBe(200);
    expect((await forgot("::ffff:192.0.2.77")).statusCode).toBe(429);
  });
});
