import { z } from "zod";
import {
  CodeMessages,
  isValidDpid,
  isValidGs1Prefix,
  isValidIsrcPrefix,
  normaliseDpid,
  normaliseGs1Prefix,
  normaliseIsrcPrefix,
} from "./codes.ts";
import { oneLineText } from "./text.ts";

/**
 * The label's distribution settings (issue 15, Admin Tools > Distribution, admins only): who the
 * label is in DDEX messages and the prefixes its codes are made from. Until an admin saves them,
 * they are the environment's (server/config.ts LABEL_*); once saved, the saved row counts.
 */

export const DistributionSettingsMessages = {
  labelNameRequired: "Label name is required.",
  ownerRequired: "Enter who owns the recordings and the artwork.",
  saved: "Distribution settings saved.",
  saveFailed: "Failed to save the distribution settings",
  loadFailed: "Failed to load the distribution settings",
} as const;

const NAME_MAX = 200;

/** A name in DDEX messages: one line, without control characters. */
const text = (field: string, required: string) => oneLineText(field, NAME_MAX).min(1, required);

/** An optional code: "" (or null) means not set, anything else is checked and normalised. */
const code = (valid: (v: string) => boolean, normalise: (v: string) => string, message: string) =>
  z
    .string()
    .trim()
    .max(40)
    .nullable()
    .refine((v) => v === null || v === "" || valid(v), message)
    .transform((v) => (v === null || v === "" ? null : normalise(v)));

export const DistributionSettingsInputSchema = z
  .object({
    labelName: text("Label name", DistributionSettingsMessages.labelNameRequired),
    /** The label's DDEX party id: the sender of every message to a store. */
    dpid: code(isValidDpid, normaliseDpid, CodeMessages.dpidFormat),
    /** GS1 company prefix (digits, with GS1's leading 0 for a U.S. UPC prefix). */
    gs1CompanyPrefix: code(isValidGs1Prefix, normaliseGs1Prefix, CodeMessages.gs1PrefixFormat),
    /** ISRC country code + registrant code, stored as "SEABC". */
    isrcPrefix: code(isValidIsrcPrefix, normaliseIsrcPrefix, CodeMessages.isrcPrefixFormat),
    /** ℗ line owner (sound recordings) and © line owner (artwork, liner text). */
    pLineOwner: text("P-line owner", DistributionSettingsMessages.ownerRequired),
    cLineOwner: text("C-line owner", DistributionSettingsMessages.ownerRequired),
  })
  .strict();
export type DistributionSettingsInput = z.input<typeof DistributionSettingsInputSchema>;

/** The settings as the server uses them and the API answers them (codes normalised). */
const DistributionSettingsSchema = z.object({
  labelName: z.string(),
  dpid: z.string().nullable(),
  gs1CompanyPrefix: z.string().nullable(),
  isrcPrefix: z.string().nullable(),
  pLineOwner: z.string(),
  cLineOwner: z.string(),
});
export type DistributionSettings = z.infer<typeof DistributionSettingsSchema>;

export const DistributionSettingsViewSchema = DistributionSettingsSchema.extend({
  /** "UPC-A" or "EAN-13" and the sequence width the GS1 prefix gives, null without a prefix. */
  upcFormat: z.enum(["UPC-A", "EAN-13"]).nullable(),
  upcSequenceDigits: z.number().int().nullable(),
  /** When an admin last saved them; null while the environment's defaults apply. */
  updatedAt: z.string().nullable(),
});
export type DistributionSettingsView = z.infer<typeof DistributionSettingsViewSchema>;
