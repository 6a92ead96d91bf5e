import type { Config } from "../config.ts";
import { html, type SafeHtml } from "../lib/safeHtml.ts";
import type { FanConfirmation } from "./fansConfirm.ts";
import { FAN_CONFIRM_PATH, FAN_UNSUBSCRIBE_PATH } from "./fansLinks.ts";
import { renderDocument } from "./html/document.ts";

/**
 * The small pages a fan reaches from a "Notify me" mail: the confirm and unsubscribe buttons
 * and their results. Never indexed; the same stylesheet as the release pages.
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

/**
 * The confirmation link opens this page rather than confirming at once: a mail scanner that
 * follows links must not put on the list, or share with the artist, an address someone else
 * typed. The button posts to the same address; the consent to share is repeated beside it.
 */
export function confirmFormPage(config: SiteConfig, token: string, signup: FanConfirmation) {
  const action = `${FAN_CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
  const sharing = signup.shareWithArtist
    ? html`<p>You also asked to share your email address with ${signup.artistName}: once you confirm, ${signup.artistName} can see it.</p>`
    : html``;
  return page(
    config,
    FAN_CONFIRM_PATH,
    "Confirm your email",
    html`<p>Get an email from ${config.LABEL_NAME} when “${signup.title}” by ${signup.artistName} comes out?</p>
${sharing}
<form method="post" action="${action}">
<button type="submit" class="button">Confirm my email</button>
</form>`,
  );
}
