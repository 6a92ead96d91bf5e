import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashing for the API test suite only: the scrypt better-auth uses in production
 * (N=16384, r=16, p=1, 64 bytes, "salt:key" in hex), at N=1024. Production's parameters cost
 * ~160 ms of CPU a hash on the 2-core CI machine, and the suite signs up and signs in thousands
 * of times (~400 hashes in three route folders alone): most of a test run went into them.
 *
 * Nothing reaches it but `assembleContext`'s `lightPasswordHashing` option, which only
 * server/test/support.ts passes; the server's entry point, the browser suite's server and the
 * server-process test hash with better-auth's own function (lightPasswordHashing.test.ts checks
 * that an app without the option stores production's hashes).
 */
const N = 1024;
const R = 16;
const KEY_BYTES = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_BYTES, { N, r: R, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export const lightPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
