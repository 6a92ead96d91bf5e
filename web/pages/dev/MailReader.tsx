import { formatDateTime } from "@web/lib/formatTime.ts";
import { linkify } from "@web/lib/linkify.tsx";
import { Mail } from "lucide-react";
import type { StoredMail } from "./mailTypes.ts";

/** One mail, as text with clickable links: never its HTML part. */
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
      <div className="mt-5 border-t border-ink-800 pt-5 text-[15px] leading-relaxed whitespace-pre-wrap text-ink-100">
        {linkify(mail.text)}
      </div>
    </article>
  );
}
