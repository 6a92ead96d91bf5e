import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * Encryption at rest for secrets Offbeat must use later in the clear (a store's SFTP key or
 * password). AES-256-GCM with a key derived by HKDF-SHA256 from the app secret for one named
 * purpose, so the key is never the secret itself nor shared with cookies or signed links.
 *
 * Sealed format: `v1.<iv>.<ciphertext>.<tag>` (base64url). The version leaves room for a new
 * algorithm or key; `context` (e.g. the store's id) is authenticated but not stored, so a
 * sealed value copied onto another row does not open.
 */
export interface SecretBox {
  seal(plaintext: string, context: string): string;
  /** Throws SecretBoxError when the value was altered, sealed for another context or key. */
  open(sealed: string, context: string): string;
}

export class SecretBoxError extends Error {
  override name = "SecretBoxError";
}

const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createSecretBox(secret: string, purpose: string): SecretBox {
  if (secret.length < 16) throw new Error("The app secret is too short to derive a key from");
  const key = Buffer.from(
    hkdfSync("sha256", secret, "offbeat:secret-box", `offbeat:${purpose}:${VERSION}`, 32),
  );
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context, "utf8"));
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString("base64url"));
      return [VERSION, ...parts].join(".");
    },
    open(sealed, context) {
      const [version, iv, ciphertext, tag, ...rest] = sealed.split(".");
      if (
        version !== VERSION ||
        iv === undefined ||
        ciphertext === undefined ||
        !tag ||
        rest.length
      ) {
        throw new SecretBoxError("Not a sealed secret of a known version.");
      }
      const ivBytes = Buffer.from(iv, "base64url");
      const tagBytes = Buffer.from(tag, "base64url");
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) {
        throw new SecretBoxError("Not a sealed secret of a known version.");
      }
      try {
        const decipher = createDecipheriv("aes-256-gcm", key, ivBytes, {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(Buffer.from(context, "utf8"));
        decipher.setAuthTag(tagBytes);
        const plain = Buffer.concat([
          decipher.update(Buffer.from(ciphertext, "base64url")),
          decipher.final(),
        ]);
        return plain.toString("utf8");
      } catch (error) {
        throw new SecretBoxError(
          "The sealed secret does not open: it was altered, belongs to another record, or the " +
            "app secret (AUTH_SECRET) changed since it was saved.",
          { cause: error },
        );
      }
    },
  };
}
