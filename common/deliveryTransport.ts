import { z } from "zod";
import { isOneLineText, oneLineText, TextMessages } from "./text.ts";

/**
 * How a batch reaches a store (issue 15 "Stores and delivery"): a folder on this machine or the
 * store's SFTP server. Settings are shown to staff; credentials are write-only and stored
 * encrypted (server/lib/secretBox.ts), so the two are separate shapes.
 */

const SFTP_PORT_MESSAGE = "Enter a port from 1 to 65535.";

/** An absolute POSIX path: where batches go on the store's server. */
const RemoteDirectory = z
  .string()
  .trim()
  .regex(/^\//, "Enter an absolute directory, starting with /.")
  .refine(isOneLineText, TextMessages.controlCharacters("The remote directory"));

export const SftpSettingsSchema = z
  .object({
    host: oneLineText("The SFTP host", 253, "A host name is at most 253 characters.").min(
      1,
      "Enter the SFTP host.",
    ),
    port: z
      .number({ error: SFTP_PORT_MESSAGE })
      .int(SFTP_PORT_MESSAGE)
      .min(1, SFTP_PORT_MESSAGE)
      .max(65535, SFTP_PORT_MESSAGE)
      .default(22),
    username: oneLineText("The SFTP user name", 100, "A user name is at most 100 characters.").min(
      1,
      "Enter the SFTP user name.",
    ),
    remoteDirectory: RemoteDirectory,
    /**
     * The server's host key as OpenSSH prints it (`ssh-keyscan host | ssh-keygen -lf -`:
     * "SHA256:..."). When set, a server presenting another key is refused.
     */
    hostKeyFingerprint: z
      .string()
      .trim()
      .regex(/^SHA256:[A-Za-z0-9+/]{43}=?$/, "Paste the fingerprint as SHA256:...")
      .optional(),
  })
  .strict();
export type SftpSettings = z.infer<typeof SftpSettingsSchema>;

const SftpCredentialsSchema = z
  .object({
    privateKey: z.string().min(1).max(20_000).optional(),
    passphrase: z.string().max(1000).optional(),
    password: z.string().min(1).max(1000).optional(),
  })
  .strict()
  .refine((value) => value.privateKey || value.password, {
    message: "Enter a private key or a password.",
  });
export type SftpCredentials = z.infer<typeof SftpCredentialsSchema>;

/** Why a delivery attempt failed, kept on the delivery with the readable reason below. */
const DeliveryFailureCodeSchema = z.enum([
  "auth_failed",
  "host_key_mismatch",
  "host_not_found",
  "connection_refused",
  "timeout",
  "connection_lost",
  "no_space",
  "permission_denied",
  "not_found",
  "source_unreadable",
  "failed",
]);
export type DeliveryFailureCode = z.infer<typeof DeliveryFailureCodeSchema>;

/** The reasons staff read on a failed delivery; `where` names the server or folder. */
export const DeliveryMessages = {
  auth_failed: (where: string) =>
    `${where} refused the login: check the user name and the private key or password.`,
  host_key_mismatch: (where: string) =>
    `${where} presented a host key that does not match the fingerprint saved for this store.`,
  host_not_found: (where: string) => `${where}: the host name was not found.`,
  connection_refused: (where: string) =>
    `${where} refused the connection: no SFTP server is listening on that port.`,
  timeout: (where: string, seconds: number) => `${where} did not answer within ${seconds} s.`,
  connection_lost: (where: string) =>
    `The connection to ${where} was lost during the upload; the batch was not completed.`,
  no_space: (where: string, file: string) =>
    `${where} could not store ${file}: its disk is full or the account's quota is used up.`,
  permission_denied: (where: string, file: string) =>
    `${where} denied permission to write ${file}.`,
  not_found: (where: string, file: string) => `${where}: ${file} does not exist.`,
  source_unreadable: (file: string, detail: string) =>
    `Could not read ${file} from Offbeat's storage: ${detail}`,
  failed: (where: string, detail: string) => `${where}: ${detail}`,
} as const;
