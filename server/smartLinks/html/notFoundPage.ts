import { html } from "../../lib/safeHtml.ts";
import { renderDocument } from "./document.ts";

/**
 * The smart link pages' 404: the same for an unknown address, a page turned off, a private
 * account and a release no longer distributed, so none of them can be told apart.
 */
export function renderNotFoundPage(options: { appUrl: string; siteName: string; path: string }) {
  return renderDocument(
    {
      title: `Page not found | ${options.siteName}`,
      description: "This page does not exist or is no longer available.",
      url: new URL(options.path, options.appUrl).toString(),
      siteName: options.siteName,
      noindex: true,
    },
    html`<main class="card">
<div class="content">
<h1>Page not found</h1>
<p>This page does not exist or is no longer available.</p>
<p><a href="/">Go to ${options.siteName}</a></p>
</div>
</main>`,
  );
}
