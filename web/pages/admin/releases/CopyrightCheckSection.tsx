import { CopyrightMessages, type CopyrightReport } from "@common/copyright.ts";
import { useQuery } from "@tanstack/react-query";
import { failureMessage } from "@web/api/client.ts";
import { copyrightReportQuery, useRunCopyrightCheck } from "@web/api/copyright.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { LoaderCircle, ScanSearch } from "lucide-react";
import { CopyrightStatusBadge } from "./CopyrightStatusBadge.tsx";
import { CopyrightTrackResult } from "./CopyrightTrackResult.tsx";

/**
 * The review modal's copyright check (spec §2; issue #7): the release's status, "Run check", and
 * per track its latest result. The check itself runs in the background; this follows it (the
 * report is polled while running, and `release.copyright-checked` refreshes it at once).
 */
export function CopyrightCheckSection({ releaseId }: { releaseId: string }) {
  const report = useQuery(copyrightReportQuery(releaseId));
  const run = useRunCopyrightCheck(releaseId);
  const running = report.data?.running ?? false;
  const busy = run.isPending || running;
  return (
    <section
      aria-labelledby="review-copyright"
      aria-busy={running || undefined}
      className="space-y-4 rounded-xl bg-ink-900/60 p-4 ring-1 ring-ink-700"
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
          busy={busy}
          disabled={!report.data}
          onClick={() => run.mutate()}
        >
          {/* The button's own spinner stands in for the icon while a check runs. */}
          {!busy && <ScanSearch aria-hidden className="size-4" />}
          {CopyrightMessages.runCheck}
        </Button>
      </div>
      {running && (
        <p
          className="flex items-center gap-2 text-sm text-ink-200"
          role="status"
          data-testid="copyright-running"
        >
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
  if (report.tracks.length === 0)
    return <p className="text-sm text-ink-400">{CopyrightMessages.notChecked}</p>;
  return (
    <ol className="divide-y divide-ink-800">
      {report.tracks.map((track) => (
        <li
          key={track.trackId}
          className="space-y-3 py-4 first:pt-0 last:pb-0"
          data-testid="copyright-track"
        >
          <p className="text-sm font-semibold break-words text-ink-50">
            <span className="mr-2 text-ink-400 tabular-nums">{track.trackNumber}.</span>
            {track.title || <span className="text-ink-400">Untitled track</span>}
          </p>
          {!track.hasAudio ? (
            <p className="text-sm text-ink-400">{CopyrightMessages.noAudioTrack}</p>
          ) : track.check ? (
            <CopyrightTrackResult check={track.check} />
          ) : (
            <p className="text-sm text-ink-400" data-testid="copyright-not-checked">
              {CopyrightMessages.notChecked}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
