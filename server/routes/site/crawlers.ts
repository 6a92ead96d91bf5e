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

/** sitemap.xml: every public page, with absolute addresses built from APP_URL. */
export function sitemapXml(appUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (page) =>
      `  <url>\n    <loc>${absoluteUrl(appUrl, page.path)}</loc>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
