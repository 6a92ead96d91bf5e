import { MailboxMessages } from "@common/mailbox.ts";
import { useQuery } from "@tanstack/react-query";
import { isRefusal, mailboxQuery } from "@web/api/mailbox.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { inputClass } from "@web/components/FormField.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { Inbox } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { MailList } from "./MailList.tsx";
import { MailReader } from "./MailReader.tsx";

/**
 * /dev/mailbox: in development without SMTP, Offbeat writes mail to a folder instead of sending
 * it; this page lists them so confirmation and reset links work on a laptop. Admins only: the
 * mails hold reset links (the server's console shows each mail's links too).
 */
export function MailboxPage() {
  usePageTitle("Dev mailbox");
  const [to, setTo] = useState("");
  const deferredTo = useDeferredValue(to.trim().toLowerCase());
  const mailbox = useQuery(mailboxQuery(deferredTo));
  const [openId, setOpenId] = useState<string | null>(null);
  const mails = mailbox.data ?? [];
  const open = mails.find((m) => m.id === openId) ?? null;

  return (
    <section className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-black tracking-tight">Dev mailbox</h1>
          <p className="mt-1 text-ink-300">
            Mail this development server would have sent. Newest first.
          </p>
        </div>
        <div className="w-full space-y-1.5 sm:w-72">
          <label htmlFor="mailbox-to" className="block text-sm font-medium text-ink-200">
            Recipient
          </label>
          <input
            id="mailbox-to"
            type="search"
            placeholder="someone@example.com"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            className={inputClass}
          />
        </div>
      </div>

      <div className="mt-8">
        {mailbox.isPending && <Spinner />}
        {mailbox.error && isRefusal(mailbox.error) && (
          <FormAlert tone="error">
            {MailboxMessages.adminOnly} {MailboxMessages.consoleHint}
          </FormAlert>
        )}
        {mailbox.error && !isRefusal(mailbox.error) && (
          <FormAlert tone="error">{mailbox.error.message}</FormAlert>
        )}
        {mailbox.data === null && <FormAlert tone="error">{MailboxMessages.off}</FormAlert>}
        {mailbox.data && mails.length === 0 && (
          <div className="grid place-items-center rounded-2xl border border-dashed border-ink-700 px-6 py-16 text-center">
            <Inbox aria-hidden className="size-8 text-ink-400" />
            <p className="mt-3 font-semibold">No mail yet</p>
            <p className="mt-1 text-sm text-ink-400">This page checks again every few seconds.</p>
          </div>
        )}
        {mails.length > 0 && (
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <MailList mails={mails} openId={open?.id ?? null} onOpen={setOpenId} />
            <MailReader mail={open} />
          </div>
        )}
      </div>
    </section>
  );
}
