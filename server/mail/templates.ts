import type { Mail } from "./mailer.ts";

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  url: string,
  outro: string,
): Mail {
  const text = `${intro}\n\n${action}: ${url}\n\n${outro}\n\nOffbeat — Make Music Work`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p><p>${escapeHtml(outro)}</p><p>Offbeat — Make Music Work</p>`;
  return { to, subject, text, html };
}

export function confirmationMail(to: string, name: string, url: string): Mail {
  return linkMail(
    to,
    "Confirm your Offbeat account",
    `Hi ${name}, welcome to Offbeat. Please confirm your email address to finish creating your account.`,
    "Confirm my email",
    url,
    "If you did not sign up, you can ignore this message.",
  );
}

export function passwordResetMail(to: string, name: string, url: string): Mail {
  return linkMail(
    to,
    "Reset your Offbeat password",
    `Hi ${name}, someone asked to reset the password of your Offbeat account.`,
    "Choose a new password",
    url,
    "The link works for one hour. If you did not ask for this, you can ignore this message.",
  );
}

/**
 * A label newsletter (marketing mail). The one-click unsubscribe link is in the text and in the
 * List-Unsubscribe header (with List-Unsubscribe-Post, RFC 8058), so mail clients can offer their
 * own unsubscribe button.
 */
export function newsletterMail(
  to: string,
  subject: string,
  body: string,
  unsubscribeUrl: string,
  labelName: string,
): Mail {
  const footer = `You receive this because marketing emails are on in your ${labelName} account settings.`;
  const text = `${body}\n\n--\n${footer}\nUnsubscribe: ${unsubscribeUrl}`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
  const html = `${paragraphs}<hr><p style="font-size:12px;color:#666">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** A release as a fan's mail names it (smart links' "Notify me", issue 17). */
export interface FanMailRelease {
  title: string;
  artist: string;
  labelName: string;
}

/** A fan's mail: the action link, then the unsubscribe link in the text and the headers. */
function fanMail(
  to: string,
  subject: string,
  intro: string,
  action: { label: string; url: string },
  footer: string,
  unsubscribeUrl: string,
): Mail {
  const text = `${intro}\n\n${action.label}: ${action.url}\n\n--\n${footer}\nUnsubscribe: ${unsubscribeUrl}`;
  const html = `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p><hr><p style="font-size:12px;color:#666">${escapeHtml(footer)} <a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/** The double opt-in mail of a pre-release signup: nothing more is sent until it is confirmed. */
export function fanConfirmMail(
  to: string,
  release: FanMailRelease,
  confirmUrl: string,
  unsubscribeUrl: string,
): Mail {
  return fanMail(
    to,
    `Confirm: get an email when "${release.title}" is out`,
    `You asked to hear from ${release.labelName} when "${release.title}" by ${release.artist} comes out. Please confirm your email address.`,
    { label: "Confirm my email", url: confirmUrl },
    "If you did not sign up, ignore this message: without confirmation you get no more mail.",
    unsubscribeUrl,
  );
}

/** Release day: the one mail a confirmed fan gets, with the release's page. */
export function releaseDayMail(
  to: string,
  release: FanMailRelease,
  pageUrl: string,
  unsubscribeUrl: string,
): Mail {
  return fanMail(
    to,
    `Out now: "${release.title}" by ${release.artist}`,
    `"${release.title}" by ${release.artist} is out today. Listen on your favourite store.`,
    { label: "Listen now", url: pageUrl },
    `You receive this because you asked ${release.labelName} to tell you when this release comes out.`,
    unsubscribeUrl,
  );
}
