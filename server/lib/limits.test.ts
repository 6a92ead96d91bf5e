import { afterAll, describe, expect, it } from "vitest";
import { createTestEnv, postAs, type TestEnv, uniqueEmail } from "../test/support.ts";

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
      { email: uniqueEmail(), password: "password123", fullName: "Ann", artistName: `Ann ${i}` },
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
