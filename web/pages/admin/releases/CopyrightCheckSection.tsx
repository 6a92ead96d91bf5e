import {
  CHECK_STATUSES,
  CopyrightMessages,
  type CopyrightReport,
  FINGERPRINT_LABELS,
  SOURCE_STATE_LABELS,
  type TrackCheck,
} from "@common/copyright.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { copyrightReportQuery, useRunCopyrightCheck } from "@web/api/copyright.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDateTime } from "@web/lib/formatTime.ts";
import { LoaderCircle, ScanSearch } from "lucide-react";
import { CopyrightMatchesTable } from "./CopyrightMatchesTable.tsx";
import { CopyrightStatusBadge } from "./CopyrightStatusBadge.tsx";

const sourceTone = {
  ok: "text-ink-200",
  failed: "text-danger",
  off: "text-ink-400",
  unavailable: "text-warning",
} as const;

/**
 * The review modal's copyright check (spec §2; issue #7): the release's status, "Run check", and
 * per track the latest result: status, confidence, who asked and when, how each source fared,
 * and the matches. The check itself runs in the background; this follows it (the report is
 * polled while running, and `release.copyright-checked` refreshes it at once).
 */
export function CopyrightCheckSection({ releaseId }: { releaseId: string }) {
  const report = useQuery(copyrightReportQuery(releaseId));
  const run = useRunCopyrightCheck(releaseId);
  const running = report.data?.running ?? false;
  return (
    <section
      aria-labelledby="review-copyright"
      className="space-y-3 rounded-2xl bg-ink-900/60 p-4 ring-1 ring-ink-700"
      data-testid="copyright-check"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id="review-copyright" className="text-sm font-bold tracking-tight">
          Copyright Check
        </h3>
        {report.data && <CopyrightStatusBadge status={report.data.copyrightStatus} />}
        <Button
          variant="secondary"
          size="sm"
          className="ml-auto"
          busy={run.isPending || running}
          disabled={run.isPending || running || !report.data}
          onClick={() => run.mutate()}
        >
          <ScanSearch aria-hidden className="size-4" />
          {CopyrightMessages.runCheck}
        </Button>
      </div>
      {running && (
        <p className="flex items-center gap-2 text-sm text-ink-300" role="status">
          <LoaderCircle aria-hidden className="size-4 animate-spin text-accent" />
          {CopyrightMessages.running}
        </p>
      )}
      {run.error && (
        <FormAlert tone="error">{failureMessage(run.error, CopyrightMessages.failed)}</FormAlert>
      )}
      {report.error && <FormAlert tone="error">{CopyrightMessages.failed}</FormAlert>}
      {report.data && <TrackResults report={report.data} />}
    </section>
  );
}

function TrackResults({ report }: { report: CopyrightReport }) {
  return (
    <ol className="space-y-4">
      {report.tracks.map((track) => (
        <li key={track.trackId} className="space-y-2" data-testid="copyright-track">
          <p className="text-sm font-semibold text-ink-50">
            {track.trackNumber}. {track.title}
          </p>
          {!track.hasAudio ? (
            <p className="text-sm text-ink-400">{CopyrightMessages.noAudioTrack}</p>
          ) : track.check ? (
            <TrackCheckResult check={track.check} />
          ) : (
            <p className="text-sm text-ink-400">{CopyrightMessages.notChecked}</p>
          )}
        </li>
      ))}
    </ol>
  );
}

function TrackCheckResult({ check }: { check: TrackCheck }) {
  const status = CHECK_STATUSES.includes(check.status) ? check.status : "clear";
  return (
    <div className="space-y-2 text-sm">
      <dl className="flex flex-wrap items-center gap-x-5 gap-y-1">
        <div className="flex items-center gap-2">
          <dt className="text-ink-400">Status</dt>
          <dd>
            <CopyrightStatusBadge status={status} />
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt className="text-ink-400">Confidence</dt>
          <dd className="font-semibold tabular-nums" data-testid="copyright-confidence">
            {check.confidence.toFixed(1)}%
          </dd>
        </div>
        <div className="flex items-center gap-2 text-ink-300" data-testid="copyright-checked">
          <dt className="sr-only">Checked</dt>
          <dd>
            Checked {formatDateTime(check.checkedAt)},{" "}
            {check.checkedBy ? `by ${check.checkedBy.name}` : CopyrightMessages.automatic}
          </dd>
        </div>
      </dl>
      {check.error && (
        <FormAlert tone="error">
          {CopyrightMessages.failed} ({check.error})
        </FormAlert>
      )}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Sources">
        {check.sources.map((source) => (
          <li
            key={source.source}
            data-testid="copyright-source"
            data-state={source.state}
            className={cn(sourceTone[source.state])}
          >
            {source.label}: {SOURCE_STATE_LABELS[source.state]}
          </li>
        ))}
        <li className={check.fingerprint === "computed" ? "text-ink-200" : "text-warning"}>
          {FINGERPRINT_LABELS[check.fingerprint]}
        </li>
      </ul>
      {check.matches.length > 0 ? (
        <CopyrightMatchesTable matches={check.matches} />
      ) : (
        !check.error && <p className="text-ink-400">{CopyrightMessages.noMatches}</p>
      )}
    </div>
  );
}
