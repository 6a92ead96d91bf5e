import { PUBLIC_PAGES } from "@common/site.ts";

/** Joins APP_URL and a path without doubling or dropping the slash between them. */
export function absoluteUrl(appUrl: string, path: string): string {
  return new URL(path, appUrl.endsWith("/") ? appUrl : `${appUrl}/`).toString();
}

/**
 * robots.txt: the public pages may be crawled; the signed-in areas and the API may not (they
 * only show a sign-in redirect to a crawler anyway).
 */
export function robotsTxt(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /dashboard",
    "Disallow: /admin",
    "Disallow: /dev/",
    "Disallow: /reset-password",
    "",
    `Sitemap: ${absoluteUrl(appUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

/** Priority of a release's or artist's public page (issue 17) in the sitemap. */
const SMART_LINK_PRIORITY = 0.6;

/**
 * sitemap.xml: every public page, then the smart links' public release and artist pages
 * (`smartLinkPaths`, server/smartLinks/publicArtist.ts), with absolute addresses built from
 * APP_URL. Slugs are lower-case letters, digits and hyphens: nothing in them needs escaping.
 */
export function sitemapXml(appUrl: string, smartLinkPaths: readonly string[] = []): string {
  const entry = (path: string, priority: number) =>
    `  <url>\n    <loc>${absoluteUrl(appUrl, path)}</loc>\n    <priority>${priority.toFixed(1)}</priority>\n  </url>`;
  const urls = [
    ...PUBLIC_PAGES.map((page) => entry(page.path, page.priority)),
    ...smartLinkPaths.map((path) => entry(path, SMART_LINK_PRIORITY)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
