import { z } from "zod";
import { CodeMessages, isValidDpid, normaliseDpid } from "./codes.ts";
import { SftpSettingsSchema } from "./deliveryTransport.ts";
import { PLATFORM_IDS } from "./platforms.ts";
import { isOneLineText, oneLineText, TextMessages } from "./text.ts";

/**
 * The stores Offbeat delivers to (issue 15 "Stores and delivery", Admin Tools > Stores, admins
 * only): one per platform id of the spec. A store has a DPID (the recipient of its DDEX
 * messages), is enabled or not, and a transport: a folder on this machine (the default,
 * DATA_DIR/deliveries/<id>) or the store's SFTP server. Credentials are write-only: the API
 * takes them and answers only whether each is saved.
 */

export const StoreMessages = {
  displayNameRequired: "Enter the store's name.",
  displayNameTooLong: "A store's name is at most 100 characters.",
  dpidRequired: "Enter the store's DPID before enabling it.",
  sftpRequired: "Enter the SFTP host, user name and remote directory before enabling this store.",
  credentialsRequired: "Enter a private key or a password before enabling this store.",
  privateKeyTooLong: "A private key is at most 20,000 characters: paste the key file's text.",
  secretTooLong: (what: string) => `The ${what} is at most 1,000 characters.`,
  folderPathFormat: "Enter a directory path, or leave it empty for the default.",
  unknownStore: "There is no such store.",
  saved: "Store saved.",
  saveFailed: "Failed to save the store",
  loadFailed: "Failed to load the stores",
  /** The placeholder of a saved secret's input: the value is never shown again. */
  savedSecret: "Saved — leave empty to keep",
} as const;

export const StoreIdSchema = z.enum(PLATFORM_IDS);
const StoreTransportSchema = z.enum(["folder", "sftp"]);
export type StoreTransport = z.infer<typeof StoreTransportSchema>;

/**
 * A write-only secret in a save: absent keeps the saved one, "" removes it, anything else
 * replaces it (sealed at rest, server/lib/secretBox.ts).
 */
const secret = (max: number, tooLong: string) => z.string().max(max, tooLong).optional();

const StoreCredentialsInputSchema = z
  .object({
    privateKey: secret(20_000, StoreMessages.privateKeyTooLong),
    passphrase: secret(1000, StoreMessages.secretTooLong("passphrase")),
    password: secret(1000, StoreMessages.secretTooLong("password")),
  })
  .strict();

export const StoreInputSchema = z
  .object({
    displayName: oneLineText("The store's name", 100, StoreMessages.displayNameTooLong).min(
      1,
      StoreMessages.displayNameRequired,
    ),
    /** The store's DDEX party id; "" or null means not set (a store without one stays off). */
    dpid: z
      .string()
      .trim()
      .max(40, CodeMessages.dpidFormat)
      .nullable()
      .refine((v) => v === null || v === "" || isValidDpid(v), CodeMessages.dpidFormat)
      .transform((v) => (v === null || v === "" ? null : normaliseDpid(v))),
    enabled: z.boolean(),
    transport: StoreTransportSchema,
    /** The folder transport's directory; "" or null means DATA_DIR/deliveries/<id>. */
    folderPath: z
      .string()
      .trim()
      .max(1000, StoreMessages.folderPathFormat)
      .refine(isOneLineText, TextMessages.controlCharacters("The directory"))
      .nullable()
      .transform((v) => (v ? v : null)),
    /** The SFTP server; kept while the folder transport is chosen, so switching back is easy. */
    sftp: SftpSettingsSchema.nullable(),
    credentials: StoreCredentialsInputSchema.optional(),
  })
  .strict()
  .superRefine((store, issues) => {
    if (!store.enabled) return;
    if (!store.dpid)
      issues.addIssue({ code: "custom", path: ["dpid"], message: StoreMessages.dpidRequired });
    if (store.transport === "sftp" && !store.sftp) {
      issues.addIssue({ code: "custom", path: ["sftp"], message: StoreMessages.sftpRequired });
    }
  });
export type StoreInput = z.input<typeof StoreInputSchema>;
export type StoreSave = z.output<typeof StoreInputSchema>;

export const StoreViewSchema = z.object({
  id: StoreIdSchema,
  displayName: z.string(),
  dpid: z.string().nullable(),
  enabled: z.boolean(),
  transport: StoreTransportSchema,
  /** As saved (null: the default); `directory` is where the folder transport writes. */
  folderPath: z.string().nullable(),
  directory: z.string(),
  sftp: SftpSettingsSchema.nullable(),
  /** Whether each secret is saved; the secrets themselves never leave the server. */
  hasPrivateKey: z.boolean(),
  hasPassphrase: z.boolean(),
  hasPassword: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type StoreView = z.infer<typeof StoreViewSchema>;
