import {
  CopyrightMessages,
  FINGERPRINT_LABELS,
  SOURCE_STATE_LABELS,
  type SourceState,
  type TrackCheck,
} from "@common/copyright.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { Fact } from "@web/components/ReleaseFacts.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { CopyrightMatchesTable } from "./CopyrightMatchesTable.tsx";
import { CopyrightStatusBadge } from "./CopyrightStatusBadge.tsx";

/** A source that did not look (off, failed, unavailable) must not read like one that did. */
const sourceTone: Record<SourceState, string> = {
  ok: "text-ink-100 ring-ink-600",
  failed: "bg-danger/10 text-danger ring-danger/40",
  off: "text-ink-400 ring-ink-700",
  unavailable: "bg-warning/10 text-warning ring-warning/35",
};

const dotTone: Record<SourceState, string> = {
  ok: "bg-success",
  failed: "bg-danger",
  off: "bg-ink-600",
  unavailable: "bg-warning",
};

/**
 * One track's latest copyright check: status, confidence, when and by whom, the audio
 * fingerprint, how each source fared, the error of a failed check (spec §8) and the matches.
 */
export function CopyrightTrackResult({ check }: { check: TrackCheck }) {
  return (
    <div className="space-y-3 text-sm">
      <dl className="grid grid-cols-2 gap-x-5 gap-y-3 sm:grid-cols-4">
        <Fact label="Status">
          <CopyrightStatusBadge status={check.status} />
        </Fact>
        <Fact label="Confidence">
          <span className="tabular-nums" data-testid="copyright-confidence">
            {check.confidence.toFixed(1)}%
          </span>
        </Fact>
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-ink-400">Checked</dt>
          <dd className="mt-0.5 font-medium text-ink-50" data-testid="copyright-checked">
            {formatDateTime(check.checkedAt)},{" "}
            {check.checkedBy ? `by ${check.checkedBy.name}` : CopyrightMessages.automatic}
          </dd>
        </div>
        <div className="col-span-2 min-w-0 sm:col-span-4">
          <dt className="text-xs text-ink-400">Audio fingerprint</dt>
          <dd
            className={cn(
              "mt-0.5",
              check.fingerprint === "computed" ? "text-ink-200" : "text-warning",
            )}
            data-testid="copyright-fingerprint"
          >
            {FINGERPRINT_LABELS[check.fingerprint]}
          </dd>
        </div>
      </dl>
      <div>
        <p className="mb-1.5 text-xs text-ink-400" id={`sources-${check.id}`}>
          Sources
        </p>
        <ul className="flex flex-wrap gap-1.5 text-xs" aria-labelledby={`sources-${check.id}`}>
          {check.sources.map((source) => (
            <li
              key={source.source}
              data-testid="copyright-source"
              data-state={source.state}
              className={cn(
                "inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 ring-1 ring-inset",
                sourceTone[source.state],
              )}
            >
              <span aria-hidden className={cn("size-1.5 rounded-full", dotTone[source.state])} />
              {source.label}: {SOURCE_STATE_LABELS[source.state]}
            </li>
          ))}
        </ul>
      </div>
      {check.error && (
        <FormAlert tone="error">
          <p>{CopyrightMessages.failed}</p>
          <p className="text-xs text-red-200/80" data-testid="copyright-error">
            {check.error}
          </p>
        </FormAlert>
      )}
      {check.matches.length > 0 ? (
        <CopyrightMatchesTable matches={check.matches} />
      ) : (
        !check.error && (
          <p className="text-ink-400" data-testid="copyright-no-matches">
            {CopyrightMessages.noMatches}
          </p>
        )
      )}
    </div>
  );
}
