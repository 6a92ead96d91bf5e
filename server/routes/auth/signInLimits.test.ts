import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestEnv, createUser, postAs, type TestEnv } from "../../test/support.ts";

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => {
  await env?.close();
});

const signInFrom = (address: string, email: string, password: string) =>
  postAs(env, "/api/auth/sign-in", { email, password }, undefined, address);

/** Status codes of `n` wrong passwords for `email` from `address`. */
async function wrongGuesses(address: string, email: string, n: number): Promise<number[]> {
  const codes: number[] = [];
  for (let i = 0; i < n; i++)
    codes.push((await signInFrom(address, email, `wrong guess ${i}`)).statusCode);
  return codes;
}

describe("someone else's wrong passwords do not lock the owner out", () => {
  it("blocks the guessing address, while the owner signs in from another", async () => {
    const victim = await createUser(env.ctx);
    expect(await wrongGuesses("203.0.113.50", victim.email, 10)).toEqual(Array(10).fill(401));
    expect((await signInFrom("203.0.113.50", victim.email, victim.password)).statusCode).toBe(429);
    const owner = await signInFrom("198.51.100.77", victim.email, victim.password);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe(victim.email);
  });

  it("still stops guessing spread over many addresses at 50 tries per account", async () => {
    const user = await createUser(env.ctx);
    // Five addresses at once (password checks run on libuv's threads): ten wrong each.
    const addresses = [60, 61, 62, 63, 64].map((n) => `203.0.113.${n}`);
    const codes = await Promise.all(addresses.map((a) => wrongGuesses(a, user.email, 10)));
    expect(codes.flat()).toEqual(Array(50).fill(401));
    const sixth = await signInFrom("203.0.113.70", user.email, user.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe("RATE_LIMITED");
  });
});
