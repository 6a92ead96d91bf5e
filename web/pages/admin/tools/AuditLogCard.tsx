import {
  AUDIT_TARGET_LABELS,
  type AuditEntry,
  auditActionLabel,
  auditActorWithoutAccount,
} from "@common/adminTools.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { auditLogQuery } from "@web/api/adminTools.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { TableScroller } from "@web/components/TableParts.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { ScrollText } from "lucide-react";
import { CardHeading } from "./CardHeading.tsx";

/** A detail value in one line: text as is, anything else as compact JSON. */
function detailText(value: unknown): string {
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? String(value);
}

function Details({ details }: { details: AuditEntry["details"] }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return <span className="text-ink-400">—</span>;
  return (
    <dl className="space-y-0.5">
      {entries.map(([key, value]) => (
        <div key={key} className="flex gap-1.5">
          <dt className="shrink-0 text-ink-400">{key}:</dt>
          <dd className="min-w-0 break-words text-ink-200">{detailText(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Audit Log (spec document 2 §2 "Audit Log (latest)", §7 newest first, 20). */
export function AuditLogCard() {
  const log = useInfiniteQuery(auditLogQuery);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Card aria-labelledby="audit-log-heading" data-testid="audit-log-card">
      <CardHeading id="audit-log-heading" icon={ScrollText}>
        Audit Log
      </CardHeading>
      <p className="mt-1 text-sm text-ink-300">
        Every admin action, newest first: what was done, to what, by whom and when.
      </p>
      {log.error && (
        <FormAlert tone="error" className="mt-4">
          {log.error.message}
        </FormAlert>
      )}
      {log.isPending ? (
        <Spinner className="mt-4" />
      ) : items.length === 0 ? (
        <p className="mt-4 text-sm text-ink-400">Nothing recorded yet.</p>
      ) : (
        <TableScroller className="mt-4">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="text-xs tracking-wide text-ink-400 uppercase">
              <tr className="border-b border-ink-800">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Action
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Entity
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Actor
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Time
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Details
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-800 align-top">
              {items.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td className="py-2.5 pr-4">
                    <span className="block font-semibold text-ink-50">
                      {auditActionLabel(entry.action)}
                    </span>
                    <span className="block font-mono text-[11px] text-accent">{entry.action}</span>
                  </td>
                  <td className="max-w-64 py-2.5 pr-4" data-testid="audit-subject">
                    <span className="block text-xs text-ink-400">
                      {AUDIT_TARGET_LABELS[entry.targetType] ?? entry.targetType}
                    </span>
                    {/* The id stays at hand (hover) for looking a row up; people read the name. */}
                    <span
                      className="block break-words text-ink-200"
                      title={entry.targetId ?? undefined}
                    >
                      {entry.subject}
                    </span>
                  </td>
                  <td className="py-2.5 pr-4 text-ink-200">
                    {entry.actor ? (
                      <>
                        {entry.actor.name}
                        <span className="block text-xs text-ink-400">{entry.actor.email}</span>
                      </>
                    ) : (
                      <span className="text-ink-400">{auditActorWithoutAccount(entry.action)}</span>
                    )}
                  </td>
                  <td className="py-2.5 pr-4 whitespace-nowrap text-ink-300">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="py-2.5 text-xs">
                    <Details details={entry.details} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
      {log.hasNextPage && (
        <Button
          variant="ghost"
          className="mt-3"
          busy={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          Load more
        </Button>
      )}
    </Card>
  );
}
