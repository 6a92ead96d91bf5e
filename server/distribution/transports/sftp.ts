import { createHash } from "node:crypto";
import { posix } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import SftpClient from "ssh2-sftp-client";
import {
  DeliveryMessages,
  type SftpCredentials,
  type SftpSettings,
} from "../../../common/deliveryTransport.ts";
import { ByteMeter } from "../../storage/byteMeter.ts";
import {
  DeliveryError,
  type DeliveryTransport,
  PART_SUFFIX,
  type RemoteEntry,
  remotePath,
} from "../transport.ts";
import { tooLarge } from "./folder.ts";

export interface SftpTransportOptions {
  /** How long the connection and SSH handshake may take. */
  connectTimeoutMs?: number;
  /**
   * A server that stops answering mid-upload is declared lost after this many seconds of
   * unanswered keepalives (interval x count), instead of hanging the delivery forever.
   */
  keepaliveIntervalMs?: number;
  keepaliveCountMax?: number;
}

/**
 * Connects to a store's SFTP server (ssh2-sftp-client). Uploads go through the SFTP session's
 * own write streams: the library's put() reports success for a write the server refused
 * (a full disk truncates the file silently), and neither notices a dropped connection, so
 * this transport races every upload against the connection's end and checks the size that
 * arrived before renaming `.part` into place.
 */
export async function connectSftpTransport(
  settings: SftpSettings,
  credentials: SftpCredentials,
  options: SftpTransportOptions = {},
): Promise<DeliveryTransport> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 20_000;
  const where = `sftp://${settings.host}:${settings.port}${settings.remoteDirectory}`;
  const lostListeners = new Set<(error: DeliveryError) => void>();
  let lost: DeliveryError | null = null;
  let closed = false;
  const connectionLost = () =>
    new DeliveryError("connection_lost", DeliveryMessages.connection_lost(where));
  const client = new SftpClient("delivery", {
    error: () => undefined,
    end: () => undefined,
    // Fired once when the connection ends without us asking for it.
    close: () => {
      lost = connectionLost();
      for (const listener of lostListeners) listener(lost);
    },
  });
  const classify = (error: unknown, file = "") =>
    sftpError(error, { where, file, timeoutSeconds: Math.round(connectTimeoutMs / 1000) });

  const expected = settings.hostKeyFingerprint?.replace(/=$/, "");
  let sftp: Awaited<ReturnType<SftpClient["connect"]>>;
  try {
    sftp = await client.connect({
      host: settings.host,
      port: settings.port,
      username: settings.username,
      privateKey: credentials.privateKey,
      passphrase: credentials.passphrase,
      password: credentials.password,
      tryKeyboard: false,
      readyTimeout: connectTimeoutMs,
      keepaliveInterval: options.keepaliveIntervalMs ?? 10_000,
      keepaliveCountMax: options.keepaliveCountMax ?? 3,
      hostVerifier: expected
        ? (key: Buffer) =>
            `SHA256:${createHash("sha256").update(key).digest("base64").replace(/=+$/, "")}` ===
            expected
        : undefined,
    });
  } catch (error) {
    await client.end().catch(() => undefined);
    throw classify(error);
  }

  // ssh2 leaves Nagle on: each 32 KiB SFTP write would wait for a delayed ACK (~2 MiB/s
  // measured by npm run bench:deliveries). ssh2's Client has setNoDelay; the types omit it.
  (client as unknown as { client: { setNoDelay(on: boolean): void } }).client.setNoDelay(true);
  const resolve = (relative: string) => posix.join(settings.remoteDirectory, remotePath(relative));
  const guard = async <T>(file: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw classify(error, file);
    }
  };

  /** Settles with the upload, or rejects as soon as the connection is lost. */
  const untilLost = <T>(work: Promise<T>): Promise<T> =>
    new Promise<T>((resolvePromise, reject) => {
      if (lost) return reject(lost);
      lostListeners.add(reject);
      work.then(resolvePromise, reject).finally(() => lostListeners.delete(reject));
    });

  const replace = async (from: string, to: string) => {
    try {
      await client.posixRename(from, to);
    } catch (error) {
      // Servers without OpenSSH's posix-rename extension refuse to rename over a file.
      if (!/not support/i.test(String(error))) throw error;
      await client.delete(to, true);
      await client.rename(from, to);
    }
  };

  /**
   * `mkdir -p` that tolerates another connection making the same folders at the same moment.
   * ssh2-sftp-client's recursive mkdir fails ("Bad path … permission denied") when a parent it
   * found missing is made by another delivery before its own mkdir: two stores' batches under
   * one new parent did that in the delivery bench, and the batch waited for its retry. Here a
   * failed mkdir of a folder that exists afterwards is no failure.
   */
  const makeDirectories = async (target: string) => {
    const missing: string[] = [];
    for (let dir = target; dir !== posix.dirname(dir); dir = posix.dirname(dir)) {
      if (await client.exists(dir)) break;
      missing.unshift(dir);
    }
    for (const dir of missing) {
      try {
        await client.mkdir(dir);
      } catch (error) {
        if ((await client.exists(dir)) !== "d") throw error;
      }
    }
  };

  return {
    kind: "sftp",
    where,
    makeDirectory: (relative) => guard(relative, () => makeDirectories(resolve(relative))),
    async putFile(relative, body: Readable) {
      const part = `${resolve(relative)}${PART_SUFFIX}`;
      const meter = new ByteMeter(Number.POSITIVE_INFINITY, { hash: false });
      try {
        await untilLost(pipeline(body, meter, sftp.createWriteStream(part)));
        const { size } = await client.stat(part);
        if (size !== meter.bytes) {
          throw new DeliveryError("no_space", DeliveryMessages.no_space(where, relative));
        }
        await replace(part, resolve(relative));
        return meter.bytes;
      } catch (error) {
        body.destroy();
        await client.delete(part, true).catch(() => undefined);
        throw classify(error, relative);
      }
    },
    list: (relative) =>
      guard(relative, async () => {
        const entries = await client.list(resolve(relative)).catch((error: { code?: unknown }) => {
          if (error.code === 2) return [];
          throw error;
        });
        return entries.map(
          (entry): RemoteEntry => ({
            name: entry.name,
            type: entry.type === "-" ? "file" : entry.type === "d" ? "directory" : "other",
            size: entry.size,
            modified: new Date(entry.modifyTime),
          }),
        );
      }),
    readFile: (relative, maxBytes) =>
      guard(relative, async () => {
        const { size } = await client.stat(resolve(relative));
        if (size > maxBytes) throw new DeliveryError("failed", tooLarge(where, relative, maxBytes));
        const content = await client.get(resolve(relative));
        if (!Buffer.isBuffer(content)) throw new Error("expected the file's bytes");
        return content;
      }),
    rename: (from, to) => guard(from, () => replace(resolve(from), resolve(to))),
    remove: (relative) =>
      guard(relative, async () => {
        await client.delete(resolve(relative), true);
      }),
    removeDirectory: (relative) =>
      guard(relative, async () => {
        if (await client.exists(resolve(relative))) await client.rmdir(resolve(relative), true);
      }),
    // What the server acknowledged is its to keep: SFTP has no flush every server offers.
    async sync() {},
    isOpen: () => lost === null && !closed,
    async close() {
      closed = true;
      lostListeners.clear();
      await client.end().catch(() => undefined);
    },
  };
}

interface ErrorContext {
  where: string;
  file: string;
  timeoutSeconds: number;
}

/**
 * Turns what ssh2 and ssh2-sftp-client throw into a reason staff can act on. SFTP status codes
 * come from the server (OpenSSH's sftp-server reports a full disk, an exhausted quota and a
 * too-large file alike as SSH_FX_FAILURE, 4); connection problems come as Node error codes or,
 * from ssh2, only as message text.
 */
function sftpError(error: unknown, context: ErrorContext): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const { where, file, timeoutSeconds } = context;
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : String(error);
  const options = { cause: error };
  const make = (kind: DeliveryError["code"], text: string) =>
    new DeliveryError(kind, text, options);

  if (code === 4) return make("no_space", DeliveryMessages.no_space(where, file));
  if (code === 3 || code === "EACCES") {
    return make("permission_denied", DeliveryMessages.permission_denied(where, file));
  }
  if (code === 2 || code === "ENOENT")
    return make("not_found", DeliveryMessages.not_found(where, file));
  if (code === "ECONNREFUSED") {
    return make("connection_refused", DeliveryMessages.connection_refused(where));
  }
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") {
    return make("host_not_found", DeliveryMessages.host_not_found(where));
  }
  if (/authentication methods failed/i.test(message)) {
    return make("auth_failed", DeliveryMessages.auth_failed(where));
  }
  if (/host denied/i.test(message)) {
    return make("host_key_mismatch", DeliveryMessages.host_key_mismatch(where));
  }
  if (code === "ETIMEDOUT" || /timed out while waiting for handshake/i.test(message)) {
    return make("timeout", DeliveryMessages.timeout(where, timeoutSeconds));
  }
  if (
    code === "ECONNRESET" ||
    code === "EPIPE" ||
    code === "ERR_NOT_CONNECTED" ||
    /keepalive timeout|unexpected (end|close) event|no sftp connection|no response from server/i.test(
      message,
    )
  ) {
    return make("connection_lost", DeliveryMessages.connection_lost(where));
  }
  return make("failed", DeliveryMessages.failed(where, message));
}
