import { normaliseUpc } from "@common/codes.ts";
import type { CheckedStep } from "@common/releaseRules.ts";
import { formatIsrc, formatPercent } from "@common/releaseRules.ts";
import {
  BUILDER_STEPS,
  DEFAULT_CREDIT_ROLE,
  DEFAULT_SPLIT_ROLE,
  PLATFORM_LABELS,
  RELEASE_TYPE_LABELS,
} from "@common/releases.ts";
import { Badge } from "@web/components/Badge.tsx";
import { Button } from "@web/components/Button.tsx";
import { cn } from "@web/lib/cn.ts";
import { formatDuration } from "@web/lib/formatDuration.ts";
import { formatReleaseDate } from "@web/lib/formatReleaseDate.ts";
import { CircleAlert, CircleCheck, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ArtworkPreview } from "./ArtworkStep.tsx";
import type { BuilderState } from "./builderState.ts";
import { StepHeading } from "./fields.tsx";
import { artworkFacts, audioFacts } from "./uploadFacts.ts";

/** Every Pre-QC warning of the release: the artwork's, then each track's as "Track N: …". */
function releaseWarnings(state: BuilderState): string[] {
  return [
    ...(state.artwork?.warnings ?? []),
    ...state.tracks.flatMap((track, i) =>
      (track.audio?.warnings ?? []).map((warning) => `Track ${i + 1}: ${warning}`),
    ),
  ];
}

interface SectionProps {
  title: string;
  children: ReactNode;
  className?: string;
}

function Section({ title, children, className }: SectionProps) {
  return (
    <section
      aria-label={title}
      className={cn("rounded-2xl bg-ink-900 p-5 ring-1 ring-ink-700 sm:p-6", className)}
    >
      <h3 className="mb-4 text-sm font-semibold tracking-[0.15em] text-ink-300 uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Fact({
  term,
  children,
  className,
}: {
  term: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    // A dl's groups hold their dt and dd directly: no further wrapper (axe "dlitem").
    <div className={className}>
      <dt className="text-xs font-medium text-ink-400">{term}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-50">{children || "—"}</dd>
    </div>
  );
}

interface ReviewStepProps {
  state: BuilderState;
  errors: Partial<Record<CheckedStep, string[]>>;
  onEditStep: (step: CheckedStep) => void;
}

/** Step 6, Review: everything at once, the quality warnings, and what still blocks submitting. */
export function ReviewStep({ state, errors, onEditStep }: ReviewStepProps) {
  const warnings = releaseWarnings(state);
  const blocking = Object.entries(errors) as [string, string[]][];

  return (
    <div className="space-y-5">
      <StepHeading title="Review" description="Check everything before you submit for review." />

      {blocking.length > 0 && (
        <div
          className="rounded-2xl bg-danger/10 p-5 ring-1 ring-danger/40 ring-inset"
          data-testid="review-errors"
        >
          <p className="flex items-center gap-2 font-semibold text-red-200">
            <CircleAlert aria-hidden className="size-4 text-danger" />
            Fix these before submitting:
          </p>
          <div className="mt-3 space-y-3">
            {blocking.map(([step, list]) => (
              <div key={step}>
                <div className="flex items-center gap-3">
                  <p className="text-sm font-semibold text-ink-50">
                    Step {step}: {BUILDER_STEPS[Number(step) - 1]}
                  </p>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => onEditStep(Number(step) as CheckedStep)}
                  >
                    Edit<span className="sr-only"> {BUILDER_STEPS[Number(step) - 1]}</span>
                  </Button>
                </div>
                <ul className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-red-100">
                  {list.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      )}

      <Section
        title="Pre-QC warnings"
        className={warnings.length > 0 ? "bg-warning/5 ring-warning/30" : undefined}
      >
        {warnings.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-success">
            <CircleCheck aria-hidden className="size-4" />
            No quality warnings for the uploaded files.
          </p>
        ) : (
          <ul className="space-y-1.5" data-testid="preqc-warnings">
            {warnings.map((warning) => (
              <li key={warning} className="flex gap-2 text-sm text-warning">
                <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                {warning}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Section title="Release Info">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Fact term="Title">{state.title.trim()}</Fact>
            <Fact term="Artist">{state.artistName}</Fact>
            <Fact term="Release type">{RELEASE_TYPE_LABELS[state.releaseType]}</Fact>
            <Fact term="Genre">
              {[state.genre, state.subgenre.trim()].filter(Boolean).join(" / ")}
            </Fact>
            <Fact term="Release date">{formatReleaseDate(state.releaseDate, "")}</Fact>
            <Fact term="Tracks">{state.tracks.length}</Fact>
            <Fact term="UPC">{normaliseUpc(state.upc ?? "") || "Assigned on approval"}</Fact>
            <Fact term="Description" className="sm:col-span-2">
              {/* Empty: the Fact's dash, as an empty credit shows, not a blank line. */}
              {state.description.trim() && (
                <span className="whitespace-pre-line">{state.description.trim()}</span>
              )}
            </Fact>
          </dl>
        </Section>
        <Section title="Artwork">
          <ArtworkPreview artwork={state.artwork} size="aspect-square w-full" />
          <p className="mt-3 text-sm text-ink-300">
            {state.artwork ? artworkFacts(state.artwork) : "No artwork yet."}
          </p>
        </Section>
      </div>

      <Section title="Tracks">
        {state.tracks.length === 0 ? (
          <p className="text-sm text-ink-300">No tracks yet.</p>
        ) : (
          <ol className="divide-y divide-ink-800">
            {state.tracks.map((track, i) => {
              const credits = track.credits.filter((c) => c.name.trim());
              const splits = track.splits.filter(
                (s) => s.collaboratorName.trim() && s.percentage > 0,
              );
              return (
                <li key={track.key} className="py-4 first:pt-0 last:pb-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-black text-accent tabular-nums">
                      {String(i + 1).padStart(2, "0")}
                    </span>
                    <span className="font-semibold text-ink-50">
                      {track.title.trim() || `Track ${i + 1}`}
                    </span>
                    {track.explicit && <Badge tone="neutral">Explicit</Badge>}
                    {track.audio && (
                      <span className="text-sm text-ink-300 tabular-nums">
                        {formatDuration(track.audio.durationSeconds ?? 0)}
                      </span>
                    )}
                  </div>
                  <dl className="mt-2 grid grid-cols-1 gap-3 pl-8 sm:grid-cols-2">
                    <Fact term="Audio">
                      {track.audio
                        ? `${track.audio.originalName} · ${audioFacts(track.audio)}`
                        : "No audio yet"}
                    </Fact>
                    <Fact term="ISRC">
                      {track.isrc.trim() ? formatIsrc(track.isrc.trim()) : "Not assigned"}
                    </Fact>
                    <Fact term="Preview">
                      {track.previewStartText.trim()
                        ? `30 seconds from ${track.previewStartText.trim()}`
                        : "None"}
                    </Fact>
                    <Fact term="Credits">
                      {credits
                        .map((c) => `${c.name.trim()} - ${c.role.trim() || DEFAULT_CREDIT_ROLE}`)
                        .join(", ")}
                    </Fact>
                    <Fact term="Splits">
                      {splits
                        .map(
                          (s) =>
                            `${s.collaboratorName.trim()} (${s.role.trim() || DEFAULT_SPLIT_ROLE}) ${formatPercent(s.percentage)}%`,
                        )
                        .join(", ")}
                    </Fact>
                  </dl>
                  {/* Outside the list: a folded text is not a term and its value. */}
                  {track.lyrics.trim() && (
                    <details className="mt-3 pl-8">
                      <summary className="cursor-pointer text-xs font-medium text-ink-400">
                        Lyrics
                      </summary>
                      <p className="mt-1 text-sm whitespace-pre-line text-ink-100">
                        {track.lyrics}
                      </p>
                    </details>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </Section>

      <Section title="Platforms">
        {state.platforms.length === 0 ? (
          <p className="text-sm text-ink-300">No platforms selected.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {state.platforms.map((id) => (
              <li key={id}>
                <Badge tone="accent">{PLATFORM_LABELS[id]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
