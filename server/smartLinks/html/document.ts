import { html, type SafeHtml } from "../../lib/safeHtml.ts";
import { PAGE_ASSETS } from "./assets.ts";

export interface DocumentHead {
  title: string;
  description: string;
  /** Absolute address of the page: canonical link and og:url. */
  url: string;
  siteName: string;
  /** Absolute address of a share image (the artwork): og:image and a large Twitter card. */
  image?: { url: string; width: number; height: number; alt: string };
  /** og:type: "music.album", "music.song", "profile" or "website". */
  type?: string;
  /** Pages that must not be indexed (confirmations, unsubscribes). */
  noindex?: boolean;
}

/**
 * A whole smart link page (release, artist, fan confirmation): one stylesheet and one deferred
 * script of the server's own, no third-party request, Open Graph and Twitter card tags so a
 * shared link shows a card.
 */
export function renderDocument(head: DocumentHead, body: SafeHtml): string {
  const image = head.image;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${head.title}</title>
<meta name="description" content="${head.description}" />
${head.noindex ? html`<meta name="robots" content="noindex" />` : ""}
<link rel="canonical" href="${head.url}" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
<link rel="stylesheet" href="${PAGE_ASSETS.css.path}" />
<script src="${PAGE_ASSETS.js.path}" defer></script>
<meta property="og:type" content="${head.type ?? "website"}" />
<meta property="og:site_name" content="${head.siteName}" />
<meta property="og:title" content="${head.title}" />
<meta property="og:description" content="${head.description}" />
<meta property="og:url" content="${head.url}" />
${
  image
    ? html`<meta property="og:image" content="${image.url}" />
<meta property="og:image:width" content="${image.width}" />
<meta property="og:image:height" content="${image.height}" />
<meta property="og:image:alt" content="${image.alt}" />
<meta name="twitter:card" content="summary_large_image" />
<meta name="twitter:image" content="${image.url}" />`
    : html`<meta name="twitter:card" content="summary" />`
}
<meta name="twitter:title" content="${head.title}" />
<meta name="twitter:description" content="${head.description}" />
</head>
<body>
${body}
</body>
</html>
`.text;
}
