import type { Config } from "../config.ts";
import { html, type SafeHtml } from "../lib/safeHtml.ts";
import { FAN_UNSUBSCRIBE_PATH } from "./fansLinks.ts";
import { renderDocument } from "./html/document.ts";

/**
 * The small pages a fan reaches from a "Notify me" mail: confirmation and unsubscribe results
 * and the unsubscribe button. Never indexed; the same stylesheet as the release pages.
 */
type SiteConfig = Pick<Config, "APP_URL" | "LABEL_NAME">;

function page(config: SiteConfig, path: string, title: string, body: SafeHtml): string {
  return renderDocument(
    {
      title: `${title} · ${config.LABEL_NAME}`,
      description: title,
      url: `${config.APP_URL}${path}`,
      siteName: config.LABEL_NAME,
      noindex: true,
    },
    html`<main class="notice">
<p class="notice-label">${config.LABEL_NAME}</p>
<h1>${title}</h1>
${body}
</main>`,
  );
}

/** A confirmation or unsubscribe outcome: one sentence from SmartLinkMessages. */
export function fanMessagePage(config: SiteConfig, path: string, title: string, message: string) {
  return page(config, path, title, html`<p>${message}</p>`);
}

/**
 * The unsubscribe link opens this page rather than unsubscribing at once: mail scanners follow
 * links, and a GET must not end a fan's mail. The button posts to the same address.
 */
export function unsubscribeFormPage(config: SiteConfig, token: string) {
  const action = `${FAN_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
  return page(
    config,
    FAN_UNSUBSCRIBE_PATH,
    "Unsubscribe",
    html`<p>Stop emails about this release? You will not hear from us about it again.</p>
<form method="post" action="${action}">
<input type="hidden" name="List-Unsubscribe" value="One-Click" />
<button type="submit" class="button">Unsubscribe</button>
</form>`,
  );
}
