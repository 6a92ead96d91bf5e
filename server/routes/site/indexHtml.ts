import { readFile, stat } from "node:fs/promises";
import { findPublicPage, PUBLIC_PAGES, type SiteConfig } from "@common/site.ts";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import { absoluteUrl } from "./crawlers.ts";
import { withPageHead, withRenderedBody, withSiteConfig } from "./pageHtml.ts";
import { siteConfig } from "./siteConfig.ts";

export type RenderPage = (path: string, site: SiteConfig) => Promise<string>;

/** The web app's own server renderer, loaded on the first public page asked for. */
const renderWithReact: RenderPage = async (path, site) =>
  (await import("@web/renderPublicPage.tsx")).renderPublicPage(path, site);

/**
 * The HTML the server answers for any address the web app handles: the built index.html with
 * the label's facts written in and, for a public page, its title, description, Open Graph tags
 * and its markup rendered by React (so it shows before the JavaScript runs). The template is
 * re-read when a build replaces it; rendered pages are kept per path (they depend only on the
 * configuration and the year in the footer). A page that fails to render is served as the bare
 * app, which then renders it in the browser.
 */
export function createIndexHtml(
  config: Config,
  templatePath: string,
  log: FastifyBaseLogger,
  render: RenderPage = renderWithReact,
) {
  const site = siteConfig(config);
  let cached: { mtimeMs: number; text: string } | undefined;
  const rendered = new Map<string, Promise<string | null>>();

  const template = async () => {
    const { mtimeMs } = await stat(templatePath);
    if (cached?.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, text: withSiteConfig(await readFile(templatePath, "utf8"), site) };
      rendered.clear();
    }
    return cached.text;
  };

  const body = (path: string) => {
    const key = `${new Date().getUTCFullYear()} ${path}`;
    let page = rendered.get(key);
    if (!page) {
      page = render(path, site).catch((err: unknown) => {
        log.error({ err, path }, "public page not rendered on the server");
        rendered.delete(key);
        return null;
      });
      rendered.set(key, page);
    }
    return page;
  };

  const html = async (pathname: string): Promise<string> => {
    const html = await template();
    const page = findPublicPage(pathname);
    if (!page) return html;
    const withHead = withPageHead(html, {
      ...page.meta(site),
      url: absoluteUrl(config.APP_URL, page.path),
      siteName: site.labelName,
    });
    const markup = await body(page.path);
    return markup === null ? withHead : withRenderedBody(withHead, markup);
  };

  /** Renders every public page ahead of its first visitor (the first render loads React). */
  const warm = async () => {
    for (const page of PUBLIC_PAGES) await html(page.path);
  };

  return { html, warm };
}
