import { createHash } from "node:crypto";

/**
 * What the smart link statistics keep of a visitor (docs/smart-links.md "Statistics"): whether
 * it is a bot (then nothing), a device class, the referring site's domain, and a hash that is
 * unique per visitor, release and day but cannot be tied back to an address once the day's salt
 * is deleted. The address and user agent themselves are never stored.
 */

export type DeviceClass = "mobile" | "tablet" | "desktop";

/**
 * Crawlers, link previews (chat apps, social networks), monitors and scripted clients. They
 * would inflate visits and clicks, and none of them is a fan.
 */
const BOT_PATTERN =
  /bot|crawl|spider|slurp|facebookexternalhit|preview|fetch|curl|wget|python|headless|lighthouse|phantomjs|selenium|puppeteer|playwright|scrapy|okhttp|axios|go-http-client|java\/|libwww|httpclient|http_request|monitor|pingdom|embedly|whatsapp|skypeuripreview|snippet|archiver/i;

/** An empty user agent is a bot too: every browser sends one. */
export function isBot(userAgent: string): boolean {
  return userAgent.trim() === "" || BOT_PATTERN.test(userAgent);
}

/** Tablets first: an Android tablet says "Android" without "Mobile", an iPad says "iPad". */
export function deviceClassOf(userAgent: string): DeviceClass {
  if (/ipad|tablet/i.test(userAgent)) return "tablet";
  if (/android/i.test(userAgent) && !/mobile/i.test(userAgent)) return "tablet";
  if (/mobi|iphone|android/i.test(userAgent)) return "mobile";
  return "desktop";
}

const LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const HOSTNAME = new RegExp(`^(?=.{1,253}$)${LABEL}(?:\\.${LABEL})*$`);

/** Lower case, without a leading "www.": how one site is named whatever address it linked from. */
const siteOf = (host: string) => host.toLowerCase().replace(/^www\./, "");

/** The site's own host (from APP_URL), as siteOf names it. */
export const ownSiteOf = (appUrl: string) => siteOf(new URL(appUrl).hostname);

/**
 * A referring domain as the statistics keep it: a valid hostname, not our own site ('' stands
 * for direct visits and for our own pages), so the `?ref=` a page passes on cannot smuggle in
 * free text.
 */
export function cleanDomain(host: string | undefined, ownSite: string): string {
  if (!host) return "";
  const site = siteOf(host.trim());
  if (!HOSTNAME.test(site) || site === ownSite) return "";
  return site;
}

/** The domain of a Referer header (http and https only), '' when none or our own site. */
export function referrerDomain(referer: string | undefined, ownSite: string): string {
  if (!referer) return "";
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return "";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "";
  return cleanDomain(url.hostname, ownSite);
}

/** Hex characters of the visitor hash kept: 128 bits, plenty to tell a day's visitors apart. */
const HASH_LENGTH = 32;

/**
 * The unique-visitor hash: sha256 over the day's random salt, the address, the user agent and
 * the release. The release is in it so that one visitor's hashes differ across releases.
 */
export function visitorHash(
  salt: string,
  ip: string,
  userAgent: string,
  releaseId: string,
): string {
  return createHash("sha256")
    .update(`${salt}\n${ip}\n${userAgent}\n${releaseId}`)
    .digest("hex")
    .slice(0, HASH_LENGTH);
}
