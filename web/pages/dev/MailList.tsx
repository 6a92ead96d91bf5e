import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import type { StoredMail } from "./mailTypes.ts";

interface MailListProps {
  mails: StoredMail[];
  openId: string | null;
  onOpen: (id: string) => void;
}

export function MailList({ mails, openId, onOpen }: MailListProps) {
  return (
    <ul
      className="divide-y divide-ink-800 overflow-hidden rounded-2xl ring-1 ring-ink-700"
      data-testid="mail-list"
    >
      {mails.map((mail) => (
        <li key={mail.id}>
          <button
            type="button"
            onClick={() => onOpen(mail.id)}
            aria-current={mail.id === openId || undefined}
            className={cn(
              "block w-full px-4 py-3 text-left transition-colors hover:bg-ink-850",
              mail.id === openId ? "bg-ink-800" : "bg-ink-900",
            )}
          >
            <span className="block truncate font-semibold text-ink-50">{mail.subject}</span>
            <span className="mt-0.5 flex justify-between gap-3 text-xs text-ink-400">
              <span className="truncate">{mail.to}</span>
              <time dateTime={mail.sentAt} className="shrink-0">
                {formatDateTime(mail.sentAt)}
              </time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
