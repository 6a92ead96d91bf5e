import { describe, expect, it } from "vitest";
import { createUrlSigner, type LinkParams } from "./signedUrl.ts";
import { InvalidKeyError } from "./storage.ts";

const SECRET = "a-test-secret-that-is-long-enough-0123";
const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);

/** Splits a signed path back into what the route receives. */
function parse(link: string): { key: string; params: LinkParams } {
  const url = new URL(link, "http://offbeat.test");
  const key = url.pathname.replace(/^\/api\/files\//, "");
  const name = url.searchParams.get("name") ?? undefined;
  return {
    key,
    params: {
      exp: Number(url.searchParams.get("exp")),
      sig: url.searchParams.get("sig") ?? "",
      ...(name === undefined ? {} : { name }),
    },
  };
}

describe("signed file links", () => {
  const signer = createUrlSigner(SECRET);

  it("points at /api/files/<key> and expires five minutes later by default", () => {
    const link = signer.sign("uploads/abc/song.wav", { now: NOW });
    expect(link).toMatch(/^\/api\/files\/uploads\/abc\/song\.wav\?exp=\d+&sig=[\w-]{43}$/);
    const { key, params } = parse(link);
    expect(params.exp).toBe(NOW / 1000 + 300);
    expect(signer.verify(key, params, NOW)).toEqual({ ok: true });
    expect(signer.verify(key, params, NOW + 299_000)).toEqual({ ok: true });
    expect(signer.verify(key, params, NOW + 300_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("carries a download name that cannot be changed", () => {
    const link = signer.sign("exports/x.csv", {
      now: NOW,
      downloadName: "Royalties 2026 – Q1.csv",
    });
    const { key, params } = parse(link);
    expect(params.name).toBe("Royalties 2026 – Q1.csv");
    expect(signer.verify(key, params, NOW)).toEqual({ ok: true });
    expect(signer.verify(key, { ...params, name: "evil.html" }, NOW).ok).toBe(false);
    expect(signer.verify(key, { exp: params.exp, sig: params.sig }, NOW).ok).toBe(false);
  });

  it("refuses a link whose key, expiry or signature was altered", () => {
    const { key, params } = parse(signer.sign("uploads/a/song.wav", { now: NOW }));
    const invalid = { ok: false, reason: "invalid" };
    expect(signer.verify("uploads/b/song.wav", params, NOW)).toEqual(invalid);
    expect(signer.verify(key, { ...params, exp: params.exp + 3600 }, NOW)).toEqual(invalid);
    const last = params.sig.at(-1) === "A" ? "B" : "A";
    expect(signer.verify(key, { ...params, sig: params.sig.slice(0, -1) + last }, NOW)).toEqual(
      invalid,
    );
    expect(signer.verify(key, { ...params, sig: `${params.sig}=` }, NOW)).toEqual(invalid);
    expect(signer.verify(key, { ...params, sig: "" }, NOW)).toEqual(invalid);
  });

  it("refuses a link signed with another secret, even an expired one, as invalid", () => {
    const other = createUrlSigner("another-secret-that-is-long-enough-99");
    const { key, params } = parse(other.sign("uploads/a/song.wav", { now: NOW }));
    expect(signer.verify(key, params, NOW)).toEqual({ ok: false, reason: "invalid" });
    expect(signer.verify(key, params, NOW + 3_600_000)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses to sign unsafe keys or long-lived links", () => {
    expect(() => signer.sign("../etc/passwd")).toThrow(InvalidKeyError);
    expect(() => signer.sign("a/b", { expiresInSeconds: 0 })).toThrow(RangeError);
    expect(() => signer.sign("a/b", { expiresInSeconds: 7 * 24 * 3600 })).toThrow(RangeError);
    expect(() => createUrlSigner("short")).toThrow();
  });
});
