import { normaliseDpid, normaliseGs1Prefix, normaliseIsrcPrefix, upcPlan } from "@common/codes.ts";
import type {
  DistributionSettings,
  DistributionSettingsView,
} from "@common/distributionSettings.ts";
import type { Config } from "../config.ts";
import type { Db, Tx } from "../db/client.ts";
import { distributionSettings } from "../db/schema/index.ts";

/**
 * Placeholders for a try-out (never production): a GS1 restricted-circulation prefix (02…, no
 * store sells such a code), an ISRC prefix and a DPID nobody holds.
 */
const PLACEHOLDER_SETTINGS = {
  dpid: "PADPIDA0000000000Z",
  gs1CompanyPrefix: "0200000",
  isrcPrefix: "ZZOFB",
} as const;

type SettingsConfig = Pick<
  Config,
  | "NODE_ENV"
  | "LABEL_NAME"
  | "LABEL_DPID"
  | "LABEL_GS1_PREFIX"
  | "LABEL_ISRC_PREFIX"
  | "LABEL_P_LINE"
  | "LABEL_C_LINE"
>;

/** The settings the environment gives (server/config.ts LABEL_*), used until an admin saves. */
export function defaultDistributionSettings(config: SettingsConfig): DistributionSettings {
  const placeholder = config.NODE_ENV !== "production";
  const or = (value: string | undefined, fallback: string) =>
    value ?? (placeholder ? fallback : null);
  return {
    labelName: config.LABEL_NAME,
    dpid: or(config.LABEL_DPID && normaliseDpid(config.LABEL_DPID), PLACEHOLDER_SETTINGS.dpid),
    gs1CompanyPrefix: or(
      config.LABEL_GS1_PREFIX && normaliseGs1Prefix(config.LABEL_GS1_PREFIX),
      PLACEHOLDER_SETTINGS.gs1CompanyPrefix,
    ),
    isrcPrefix: or(
      config.LABEL_ISRC_PREFIX && normaliseIsrcPrefix(config.LABEL_ISRC_PREFIX),
      PLACEHOLDER_SETTINGS.isrcPrefix,
    ),
    pLineOwner: config.LABEL_P_LINE ?? config.LABEL_NAME,
    cLineOwner: config.LABEL_C_LINE ?? config.LABEL_NAME,
  };
}

/** The saved row, if an admin has saved the card. */
async function savedRow(db: Db | Tx) {
  const [row] = await db.select().from(distributionSettings).limit(1);
  return row ?? null;
}

type SavedRow = NonNullable<Awaited<ReturnType<typeof savedRow>>>;

const fromRow = (row: SavedRow): DistributionSettings => ({
  labelName: row.labelName,
  dpid: row.dpid,
  gs1CompanyPrefix: row.gs1CompanyPrefix,
  isrcPrefix: row.isrcPrefix,
  pLineOwner: row.pLineOwner,
  cLineOwner: row.cLineOwner,
});

/**
 * The label's distribution settings now: the saved row, else the environment's defaults. Pass
 * a transaction to read them inside one (approval reads them where it assigns codes).
 */
export async function readDistributionSettings(
  db: Db | Tx,
  config: SettingsConfig,
): Promise<DistributionSettings> {
  const row = await savedRow(db);
  return row ? fromRow(row) : defaultDistributionSettings(config);
}

/** The settings with what the card shows beside them (UPC format, sequence width, saved when). */
export function presentDistributionSettings(
  settings: DistributionSettings,
  updatedAt: Date | null,
): DistributionSettingsView {
  const plan = settings.gs1CompanyPrefix ? upcPlan(settings.gs1CompanyPrefix) : null;
  return {
    ...settings,
    upcFormat: plan?.format ?? null,
    upcSequenceDigits: plan?.width ?? null,
    updatedAt: updatedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/distribution-settings: the settings and when they were saved. */
export async function distributionSettingsView(
  db: Db,
  config: SettingsConfig,
): Promise<DistributionSettingsView> {
  const row = await savedRow(db);
  return row
    ? presentDistributionSettings(fromRow(row), row.updatedAt)
    : presentDistributionSettings(defaultDistributionSettings(config), null);
}
