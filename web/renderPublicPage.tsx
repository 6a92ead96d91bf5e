import type { SiteConfig } from "@common/site.ts";
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { StaticRouter } from "react-router";
import { ServerSiteConfig } from "./pages/public/useSiteConfig.ts";
import { RootLayout } from "./RootLayout.tsx";

/**
 * A public page rendered to HTML on the server (server/routes/site/indexHtml.ts), the very tree
 * main.tsx hydrates: the visitor sees the page before any JavaScript has run, and crawlers read
 * it whole. Rendered as a signed-out visitor whose session is still loading, as the browser's
 * first render is, so the HTML is the same for everyone and can be cached.
 */
export async function renderPublicPage(url: string, site: SiteConfig): Promise<string> {
  const page = (
    <StrictMode>
      <ServerSiteConfig.Provider value={site}>
        <StaticRouter location={url}>
          <RootLayout />
        </StaticRouter>
      </ServerSiteConfig.Provider>
    </StrictMode>
  );
  // By default React writes a large Suspense boundary's content out of place, for an inline
  // script to move in; the CSP forbids inline scripts, so every boundary is written in place.
  const { prelude } = await prerenderToNodeStream(page, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}
