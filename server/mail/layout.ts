import { html, type SafeHtml } from "../lib/safeHtml.ts";
import type { Mail } from "./mailer.ts";

/**
 * Every mail Offbeat sends, in one shape: its words, at most one action (a button in the HTML
 * part, "Label: address" in the text part), and either the signature or, for mail a reader can
 * unsubscribe from, the reason it was sent and the unsubscribe link.
 *
 * The HTML part is a whole document built the way mail clients read it: tables for layout,
 * inline styles only, no images (many clients block them), a light card whatever the client's
 * theme, and the action's address written out under the button for clients that break buttons.
 * Every value is escaped (`html` from lib/safeHtml.ts), so a name such as `<b>` is shown as text.
 */
export interface MailContent {
  to: string;
  subject: string;
  /** Before the action. A blank line starts a new paragraph, a single newline a new line. */
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** After the action: what to do if the mail was not expected, and the like. */
  after?: readonly string[];
  /**
   * Mail a reader chose to get: why they get it, and the way out (replaces the signature). The
   * address also goes in List-Unsubscribe with List-Unsubscribe-Post (RFC 8058), so mail clients
   * can offer their own one-click unsubscribe button.
   */
  unsubscribe?: { reason: string; url: string };
}

export const SIGNATURE = "Offbeat — Make Music Work";

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
// Offbeat's own colours (web/styles.css): the lime accent with its dark ink, on a light card
// so the mail reads the same in every client.
const ACCENT = "#c8ff2e";
const ACCENT_INK = "#0b0d02";
const INK = "#1a1a23";
const MUTED = "#5b5b6b";
const PAGE = "#f4f4f8";

/** The text part: paragraphs, the action as "Label: address", then signature or unsubscribe. */
function textOf(content: MailContent): string {
  const { action, unsubscribe } = content;
  const body = [
    ...content.paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    ...(content.after ?? []),
  ].join("\n\n");
  return unsubscribe
    ? `${body}\n\n--\n${unsubscribe.reason}\nUnsubscribe: ${unsubscribe.url}`
    : `${body}\n\n${SIGNATURE}`;
}

function paragraphsOf(texts: readonly string[]): SafeHtml[] {
  return texts
    .flatMap((text) => text.split(/\n{2,}/))
    .map(
      (paragraph) =>
        html`<p style="margin:0 0 16px">${paragraph
          .split("\n")
          .map((line, i) => (i === 0 ? html`${line}` : html`<br>${line}`))}</p>`,
    );
}

function buttonOf(action: { label: string; url: string }): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 16px"><tr><td style="border-radius:10px;background:${ACCENT}"><a href="${action.url}" style="display:inline-block;padding:12px 22px;border-radius:10px;font-weight:700;color:${ACCENT_INK};text-decoration:none">${action.label}</a></td></tr></table>
<p style="margin:0 0 16px;font-size:13px;color:${MUTED}">If the button does not work, open this address: <a href="${action.url}" style="color:${INK};word-break:break-all">${action.url}</a></p>`;
}

function footerOf(content: MailContent): SafeHtml {
  const { unsubscribe } = content;
  return unsubscribe
    ? html`${unsubscribe.reason} <a href="${unsubscribe.url}" style="color:${MUTED}">Unsubscribe</a>`
    : html`${SIGNATURE}`;
}

/**
 * The HTML part: a whole document with the same words as the text part. The card's bottom
 * padding is 12px because its last paragraph keeps its 16px margin below.
 */
function htmlOf(content: MailContent): string {
  const { action } = content;
  // The preview line mail clients show beside the subject: the first paragraph.
  const preview = content.paragraphs[0]?.split("\n")[0] ?? "";
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light">
<title>${content.subject}</title>
</head>
<body style="margin:0;padding:0;background:${PAGE}">
<div style="display:none;max-height:0;overflow:hidden;opacity:0">${preview}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAGE}">
<tr><td align="center" style="padding:32px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px">
<tr><td style="padding:0 8px 16px;font:900 22px/1.2 ${FONT};letter-spacing:-0.02em;color:${INK}">Offbeat</td></tr>
<tr><td style="padding:28px 28px 12px;border-radius:16px;background:#ffffff;font:16px/1.6 ${FONT};color:${INK}">
${paragraphsOf(content.paragraphs)}${action ? buttonOf(action) : ""}${paragraphsOf(content.after ?? [])}
</td></tr>
<tr><td style="padding:16px 8px;font:13px/1.5 ${FONT};color:${MUTED}">${footerOf(content)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`.text;
}

export function composeMail(content: MailContent): Mail {
  const { unsubscribe } = content;
  return {
    to: content.to,
    subject: content.subject,
    text: textOf(content),
    html: htmlOf(content),
    ...(unsubscribe && {
      headers: {
        "List-Unsubscribe": `<${unsubscribe.url}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    }),
  };
}
