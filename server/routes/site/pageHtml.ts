import type { PageMeta, SiteConfig } from "@common/site.ts";
import { escapeHtml } from "../../lib/safeHtml.ts";

export type PageHead = PageMeta & {
  /** Absolute address of the page (APP_URL + path): canonical link and og:url. */
  url: string;
  siteName: string;
};

/** Must match SITE_META_NAME in web/pages/public/useSiteConfig.ts, which reads it. */
const SITE_META_NAME = "offbeat-site";

/**
 * The label's name, support email and founding year written into the page, so the app shows
 * them from its first render (no request, no flash of Offbeat's defaults on a relabelled site).
 */
export function withSiteConfig(html: string, site: SiteConfig): string {
  const tag = `<meta name="${SITE_META_NAME}" content="${escapeHtml(JSON.stringify(site))}" />`;
  return html.replace("</head>", `  ${tag}\n  </head>`);
}

/**
 * One public page's title, description, canonical link and Open Graph tags, so crawlers and link
 * previews see them without running the app's JavaScript. The app sets the same values again on
 * client navigation (web/pages/public/usePageMeta.ts).
 */
export function withPageHead(html: string, head: PageHead): string {
  const title = escapeHtml(head.title);
  const description = escapeHtml(head.description);
  const url = escapeHtml(head.url);
  const tags = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(head.siteName)}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join("\n    ");
  // Replacer functions: a replacement string would expand "$&", "$'" and "$`" in the texts
  // (the label's name or a page's description, which escapeHtml leaves as they are).
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace("</head>", () => `  ${tags}\n  </head>`);
}

/** The page's server-rendered markup inside the app's root element, for React to hydrate. */
export function withRenderedBody(html: string, body: string): string {
  return html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
}
