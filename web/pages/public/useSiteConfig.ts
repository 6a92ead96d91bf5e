import { SITE_DEFAULTS, type SiteConfig } from "@common/site.ts";
import { createSmallStore, useSmallStore } from "@web/lib/smallStore.ts";
import { createContext, useContext, useEffect } from "react";

/** Set by the server while it renders a page (web/renderPublicPage.tsx). */
export const ServerSiteConfig = createContext<SiteConfig | null>(null);

/** The <meta name="offbeat-site"> the server writes into every page (server/routes/site). */
const SITE_META_NAME = "offbeat-site";

function fromPage(): SiteConfig | null {
  if (typeof document === "undefined") return null;
  const content = document.querySelector<HTMLMetaElement>(
    `meta[name="${SITE_META_NAME}"]`,
  )?.content;
  if (!content) return null;
  try {
    return readSiteConfig(JSON.parse(content));
  } catch {
    return null;
  }
}

const written = fromPage();
const siteConfig = createSmallStore<SiteConfig>(written ?? SITE_DEFAULTS);
// The page already says it (served by Offbeat's server); only the dev server's pages ask.
let requested = written !== null;

/**
 * The label's name, support email and founding year from the server's configuration.
 * Synchronous: written into the page by the server, else Offbeat's defaults until
 * GET /api/site answers (once per page load; the values change only with a restart).
 */
export function useSiteConfig(): SiteConfig {
  const rendering = useContext(ServerSiteConfig);
  useEffect(() => {
    if (requested) return;
    requested = true;
    void fetch("/api/site", { credentials: "same-origin" })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => siteConfig.set(readSiteConfig(body)))
      // Offline or an old server: the defaults stay, which is all a visitor would miss.
      .catch(() => undefined);
  }, []);
  const stored = useSmallStore(siteConfig);
  return rendering ?? stored;
}

/** Takes each field the server sent when it has the right type; the default otherwise. */
function readSiteConfig(body: unknown): SiteConfig {
  const value = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const text = (field: unknown, fallback: string) =>
    typeof field === "string" && field ? field : fallback;
  return {
    labelName: text(value.labelName, SITE_DEFAULTS.labelName),
    supportEmail: text(value.supportEmail, SITE_DEFAULTS.supportEmail),
    foundedYear:
      typeof value.foundedYear === "number" ? value.foundedYear : SITE_DEFAULTS.foundedYear,
  };
}
