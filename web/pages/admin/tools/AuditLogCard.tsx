import {
  type AuditEntry,
  auditActionLabel,
  auditActorWithoutAccount,
  auditTargetLabel,
} from "@common/adminTools.ts";
import { isKnownCurrency } from "@common/money/currencies.ts";
import { formatMoney } from "@common/money/format.ts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { auditLogQuery } from "@web/api/adminTools.ts";
import { Card } from "@web/components/Card.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoadMoreButton } from "@web/components/LoadMoreButton.tsx";
import { Spinner } from "@web/components/Spinner.tsx";
import { TableScroller } from "@web/components/TableParts.tsx";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { ScrollText } from "lucide-react";
import { CardHeading } from "./CardHeading.tsx";

const isPlain = (value: unknown) => value === null || typeof value !== "object";

/** Detail keys that hold an amount, in the `currency` written beside them. */
const MONEY_KEYS = new Set(["amount", "total"]);
/** An amount in the API's notation ("5420.04"); one already written out is left as it is. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** "total: 5420.04" beside "currency: SEK" reads "SEK 5,420.04", as amounts do elsewhere. */
function moneyIn(details: Record<string, unknown>, key: string, value: unknown): string | null {
  const { currency } = details;
  if (!MONEY_KEYS.has(key) || typeof value !== "string" || !DECIMAL.test(value)) return null;
  if (typeof currency !== "string" || !isKnownCurrency(currency)) return null;
  return formatMoney(value, currency);
}

/**
 * A detail as an admin reads it: text as is, nothing as a dash, a list of names as one line, and
 * anything nested (the codes an approval assigned, say) as its own indented pairs, not as JSON.
 */
function DetailValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-ink-400">—</span>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <span className="text-ink-400">none</span>;
    if (value.every(isPlain)) return <>{value.map((item) => String(item ?? "—")).join(", ")}</>;
    return (
      <ol className="space-y-1">
        {value.map((item, index) => (
          // Audit details are written once and never reordered: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <li key={index}>
            <DetailValue value={item} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === "object") return <DetailList details={value as Record<string, unknown>} />;
  return <>{String(value)}</>;
}

function DetailList({ details }: { details: Record<string, unknown> }) {
  return (
    <dl className="space-y-0.5">
      {Object.entries(details).map(([key, value]) =>
        isPlain(value) || (Array.isArray(value) && value.every(isPlain)) ? (
          <div key={key} className="flex gap-1.5">
            <dt className="shrink-0 text-ink-400">{key}:</dt>
            {/* Hashes, ids and file names have no spaces: they wrap anywhere rather than widen
                the table past its card. */}
            <dd className="min-w-0 text-ink-200 [overflow-wrap:anywhere]">
              {moneyIn(details, key, value) ?? <DetailValue value={value} />}
            </dd>
          </div>
        ) : (
          <div key={key}>
            <dt className="text-ink-400">{key}:</dt>
            <dd className="mt-0.5 min-w-0 border-l border-ink-800 pl-2 text-ink-200 [overflow-wrap:anywhere]">
              <DetailValue value={value} />
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

function Details({ details }: { details: AuditEntry["details"] }) {
  if (Object.keys(details).length === 0) return <span className="text-ink-400">—</span>;
  return <DetailList details={details} />;
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
        <TableScroller label="Audit log entries" className="mt-4">
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
                  Actor and time
                </th>
                {/* Wide enough to read: its long ids wrap anywhere, so without a floor the
                    table would give its width to the other columns. */}
                <th scope="col" className="min-w-60 py-2 font-semibold">
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
                  <td className="max-w-56 py-2.5 pr-4" data-testid="audit-subject">
                    <span className="block text-xs text-ink-400">
                      {auditTargetLabel(entry.targetType)}
                    </span>
                    {/* The id stays at hand (hover) for looking a row up; people read the name. */}
                    <span
                      className="block break-words text-ink-200"
                      title={entry.targetId ?? undefined}
                    >
                      {entry.subject}
                    </span>
                  </td>
                  <td className="max-w-56 py-2.5 pr-4 text-ink-200">
                    {entry.actor ? (
                      <>
                        {entry.actor.name}
                        <span className="block text-xs break-words text-ink-400">
                          {entry.actor.email}
                        </span>
                      </>
                    ) : (
                      <span className="text-ink-400">{auditActorWithoutAccount(entry.action)}</span>
                    )}
                    <time
                      dateTime={entry.createdAt}
                      className="mt-0.5 block text-xs whitespace-nowrap text-ink-300"
                    >
                      {formatDateTime(entry.createdAt)}
                    </time>
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
      <LoadMoreButton list={log} />
    </Card>
  );
}
