import { formatDateTime } from "@web/lib/formatTime.ts";
import { linkify } from "@web/lib/linkify.tsx";
import { Mail } from "lucide-react";
import { Tabs } from "radix-ui";
import type { StoredMail } from "./mailTypes.ts";

const tabClass =
  "rounded-md px-3 py-1.5 text-sm font-semibold text-ink-300 transition-colors hover:text-ink-50 data-[state=active]:bg-ink-700 data-[state=active]:text-ink-50";

/**
 * One mail: its text part with clickable links, and, when it has one, its HTML part as a mail
 * client would draw it.
 */
export function MailReader({ mail }: { mail: StoredMail | null }) {
  if (!mail) {
    return (
      <div className="hidden place-items-center rounded-2xl bg-ink-900 p-10 text-center text-ink-400 ring-1 ring-ink-700 lg:grid">
        <div>
          <Mail aria-hidden className="mx-auto size-7" />
          <p className="mt-2 text-sm">Choose a mail to read it.</p>
        </div>
      </div>
    );
  }
  const text = (
    <div className="text-[15px] leading-relaxed whitespace-pre-wrap text-ink-100">
      {linkify(mail.text)}
    </div>
  );
  return (
    <article className="rounded-2xl bg-ink-900 p-6 ring-1 ring-ink-700" data-testid="mail-reader">
      <h2 className="text-xl font-bold tracking-tight">{mail.subject}</h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-400">From</dt>
        <dd className="truncate">{mail.from}</dd>
        <dt className="text-ink-400">To</dt>
        <dd className="truncate">{mail.to}</dd>
        <dt className="text-ink-400">Sent</dt>
        <dd>{formatDateTime(mail.sentAt)}</dd>
      </dl>
      <div className="mt-5 border-t border-ink-800 pt-5">
        {mail.html ? (
          // Keyed by the mail, so opening another one starts again on its text.
          <Tabs.Root key={mail.id} defaultValue="text">
            <Tabs.List
              aria-label="Part of the mail"
              className="mb-4 inline-flex gap-1 rounded-lg bg-ink-950 p-1 ring-1 ring-ink-700"
            >
              <Tabs.Trigger value="text" className={tabClass}>
                Text
              </Tabs.Trigger>
              <Tabs.Trigger value="html" className={tabClass}>
                HTML
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content
              value="text"
              className="rounded focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              {text}
            </Tabs.Content>
            <Tabs.Content
              value="html"
              className="rounded focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              <HtmlPart html={mail.html} subject={mail.subject} />
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          text
        )}
      </div>
    </article>
  );
}

/**
 * The HTML part in a sandboxed frame: no scripts, no access to this page (an opaque origin),
 * and the app's Content-Security-Policy still applies to it. Its links open in a new tab, as
 * from a mail client, instead of loading the app inside the frame.
 */
function HtmlPart({ html, subject }: { html: string; subject: string }) {
  return (
    <iframe
      title={`${subject} (HTML)`}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={linksInNewTab(html)}
      className="h-[36rem] w-full rounded-xl bg-white"
      data-testid="mail-html"
    />
  );
}

/** The document with `<base target="_blank">` first in its head (or first of all). */
export function linksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return base + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + base + html.slice(at);
}
