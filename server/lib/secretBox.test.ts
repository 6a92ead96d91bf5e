import { describe, expect, it } from "vitest";
import { createSecretBox, SecretBoxError } from "./secretBox.ts";

const SECRET = "a-test-secret-of-at-least-thirty-two-chars";
const KEY =
  "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----\n";

describe("store credentials encrypted at rest", () => {
  const box = createSecretBox(SECRET, "store-credentials");

  it("opens what it sealed, and never stores the plain text", () => {
    const sealed = box.seal(KEY, "store:spotify");
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("OPENSSH");
    expect(box.open(sealed, "store:spotify")).toBe(KEY);
  });

  it("seals the same text differently every time", () => {
    expect(box.seal("password", "store:spotify")).not.toBe(box.seal("password", "store:spotify"));
  });

  it("refuses a sealed value that was altered", () => {
    const [version, iv, ciphertext, tag] = box.seal("password", "store:spotify").split(".");
    const flipped = Buffer.from(ciphertext ?? "", "base64url");
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    const tampered = [version, iv, flipped.toString("base64url"), tag].join(".");
    expect(() => box.open(tampered, "store:spotify")).toThrow(SecretBoxError);
    expect(() => box.open(tampered, "store:spotify")).toThrow(/was altered/);
  });

  it("refuses a value copied onto another store", () => {
    const sealed = box.seal("password", "store:spotify");
    expect(() => box.open(sealed, "store:deezer")).toThrow(SecretBoxError);
  });

  it("refuses a value sealed with another app secret or for another purpose", () => {
    const sealed = box.seal("password", "store:spotify");
    const otherSecret = createSecretBox(`${SECRET}-rotated`, "store-credentials");
    const otherPurpose = createSecretBox(SECRET, "something-else");
    expect(() => otherSecret.open(sealed, "store:spotify")).toThrow(/AUTH_SECRET/);
    expect(() => otherPurpose.open(sealed, "store:spotify")).toThrow(SecretBoxError);
  });

  it("refuses an unknown format or version", () => {
    expect(() => box.open("password", "store:spotify")).toThrow("Not a sealed secret");
    const sealed = box.seal("password", "store:spotify");
    expect(() => box.open(sealed.replace(/^v1/, "v9"), "store:spotify")).toThrow(
      "Not a sealed secret",
    );
  });
});
