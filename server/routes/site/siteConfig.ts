import type { SiteConfig } from "@common/site.ts";
import type { Config } from "../../config.ts";

/** The label's public facts from configuration (defaults: Offbeat's, in config.ts). */
export function siteConfig(config: Config): SiteConfig {
  return {
    labelName: config.LABEL_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    foundedYear: config.FOUNDED_YEAR,
  };
}
