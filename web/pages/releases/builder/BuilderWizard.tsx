import { type CheckedStep, finalSplitError, releaseErrors } from "@common/releaseRules.ts";
import { DRAFT_CHANGED_CODE, type ReleaseInput, ReleaseMessages } from "@common/releases.ts";
import type { Upload } from "@common/uploads.ts";
import { UploadMessages } from "@common/uploads.ts";
import { useQuery } from "@tanstack/react-query";
import { artistsQuery } from "@web/api/artists.ts";
import { ApiError, failureMessage } from "@web/api/client.ts";
import { useSaveRelease } from "@web/api/releaseBuilder.ts";
import { discardUpload } from "@web/api/uploads.ts";
import { ConfirmDialog } from "@web/components/ConfirmDialog.tsx";
import { useLeaveGuard } from "@web/lib/useLeaveGuard.ts";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { ArtworkStep } from "./ArtworkStep.tsx";
import { BuilderControls } from "./BuilderControls.tsx";
import {
  type BuilderState,
  type DraftTrack,
  newDraftTrack,
  toReleaseInput,
  withArtistSplits,
} from "./builderState.ts";
import { DraftChangedAlert } from "./DraftChangedAlert.tsx";
import { InfoStep } from "./InfoStep.tsx";
import { PlatformsStep } from "./PlatformsStep.tsx";
import { previewErrors, withPreviewErrors } from "./previewStart.ts";
import { ReviewStep } from "./ReviewStep.tsx";
import { SplitsStep } from "./SplitsStep.tsx";
import { StepErrors } from "./StepErrors.tsx";
import { StepNav } from "./StepNav.tsx";
import { type TrackActions, TracksStep } from "./TracksStep.tsx";
import { titleFromFileName } from "./uploadFacts.ts";
import { useUploads } from "./useUploads.ts";

const RELEASES = "/dashboard/releases";

/**
 * The step showing a refused save's field (`upc`, `tracks.<i>.isrc`, `step<N>`), as the server
 * names it (server/distribution/ownCodes.ts, saveRelease.ts); null when it names none.
 */
function stepOfField(fields: Record<string, string>): number | null {
  for (const field of Object.keys(fields)) {
    if (field === "upc") return 1;
    if (field.startsWith("tracks.")) return 2;
    const step = /^step([1-5])$/.exec(field)?.[1];
    if (step) return Number(step);
  }
  return null;
}
const ARTWORK_SLOT = "artwork";

interface BuilderWizardProps {
  initial: BuilderState;
  /** The draft being edited (?editId=), or null for a new release. */
  editId: string | null;
  /** Reads the draft afresh and starts the builder over with it (after 409 DRAFT_CHANGED). */
  onReload?: () => Promise<unknown>;
}

/**
 * The six-step wizard (spec §2, §4, §5). The state is the request body plus the uploads'
 * facts; every rule comes from common/releaseRules.ts, the very functions the server runs.
 * Saving sends the whole release in one request.
 */
export function BuilderWizard({ initial, editId, onReload }: BuilderWizardProps) {
  const navigate = useNavigate();
  const [state, setState] = useState(initial);
  const [step, setStep] = useState(1);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState<ReleaseInput["status"] | null>(null);
  // A save the server refused for a field (a UPC or ISRC taken elsewhere): shown with the step's
  // own errors until the user changes something, their input kept.
  const [refusal, setRefusal] = useState<{ step: number; message: string } | null>(null);
  // Another tab or device saved the draft since this copy was read: the edits stay on screen,
  // and saving them waits for a reload (the server refuses this copy until then).
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const uploads = useUploads();
  const save = useSaveRelease();
  const errorsId = useId();
  // Upload callbacks arrive later: they read the state as it is then, not as it was.
  const stateRef = useRef(state);
  stateRef.current = state;

  const change = useCallback((next: (current: BuilderState) => BuilderState) => {
    setState(next);
    setDirty(true);
    setRefusal(null);
  }, []);

  // A new release starts with the first of the user's artist names, when there is one.
  const artists = useQuery(artistsQuery);
  const firstAlias = artists.data?.[0]?.name;
  const preselected = useRef(editId !== null);
  useEffect(() => {
    if (preselected.current || !firstAlias) return;
    preselected.current = true;
    setState((current) => (current.artistName ? current : { ...current, artistName: firstAlias }));
  }, [firstAlias]);

  // Leaving with unsaved work (another page of the app, a reload, another site) asks first.
  const leaveGuard = useLeaveGuard(dirty || uploads.busy);

  const input = useMemo(() => toReleaseInput(state, "draft"), [state]);
  const errors = useMemo(
    () => withPreviewErrors(releaseErrors(input), state.tracks),
    [input, state.tracks],
  );
  const stepValid = (n: number) => n >= 6 || !errors[n as CheckedStep];
  const reachable = (n: number) => Array.from({ length: n - 1 }, (_, i) => i + 1).every(stepValid);
  const stepOwnErrors = step < 6 ? (errors[step as CheckedStep] ?? []) : [];
  const currentErrors =
    refusal?.step === step ? [...stepOwnErrors, refusal.message] : stepOwnErrors;
  const canSubmit = Object.keys(errors).length === 0;

  const stepArea = useRef<HTMLDivElement>(null);
  const focusStep = useRef(false);
  const goTo = (n: number) => {
    // The splits step opens with the release's artist at 100% on untouched tracks (issue 16);
    // a default, not the user's work, so it does not count as unsaved.
    if (n === 5) setState(withArtistSplits);
    setStep(n);
    focusStep.current = true;
    window.scrollTo({ top: 0 });
  };
  // A new step takes the keyboard's focus on its heading: Next is replaced by Submit for Review
  // on the last step, and an Enter pressed twice must not submit a release nobody reviewed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step is what it reacts to
  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    stepArea.current
      ?.querySelector<HTMLElement>("[data-step-heading]")
      ?.focus({ preventScroll: true });
  }, [step]);

  const setTrack = (key: string, update: (track: DraftTrack) => DraftTrack) =>
    change((s) => ({ ...s, tracks: s.tracks.map((t) => (t.key === key ? update(t) : t)) }));

  const trackActions: TrackActions = {
    add: () => change((s) => ({ ...s, tracks: [...s.tracks, newDraftTrack()] })),
    change: (key, patch) => setTrack(key, (t) => ({ ...t, ...patch })),
    move: (key, offset) =>
      change((s) => {
        const from = s.tracks.findIndex((t) => t.key === key);
        const to = from + offset;
        if (from < 0 || to < 0 || to >= s.tracks.length) return s;
        const tracks = [...s.tracks];
        const [moved] = tracks.splice(from, 1);
        if (moved) tracks.splice(to, 0, moved);
        return { ...s, tracks };
      }),
    remove: (key) => {
      uploads.cancel(key);
      const audio = stateRef.current.tracks.find((t) => t.key === key)?.audio;
      // Best effort: the server keeps a file a saved draft still uses.
      if (audio) discardUpload(audio.id);
      change((s) => ({ ...s, tracks: s.tracks.filter((t) => t.key !== key) }));
    },
    cancelUpload: (key) => uploads.cancel(key),
    audioFile: (key, file) => {
      uploads.start(key, "audio", file, {
        // Spec §2: a file names an untitled track after it, once the server has taken it
        // (issue 16: a refused file leaves the title alone).
        onDone: (upload) => attachAudio(key, upload, titleFromFileName(file.name)),
        onFail: (error) => {
          const tracks = stateRef.current.tracks;
          const index = tracks.findIndex((t) => t.key === key);
          const title = tracks[index]?.title.trim() || titleFromFileName(file.name);
          toast.error(ReleaseMessages.uploadAudioFailed(title), {
            description: failureMessage(error, UploadMessages.uploadFailed),
          });
        },
      });
    },
  };

  const attachAudio = (key: string, upload: Upload, fileTitle: string) => {
    const track = stateRef.current.tracks.find((t) => t.key === key);
    if (!track) {
      discardUpload(upload.id);
      return;
    }
    if (track.audio && track.audio.id !== upload.id) discardUpload(track.audio.id);
    setTrack(key, (t) => ({
      ...t,
      title: t.title.trim() ? t.title : fileTitle,
      audio: upload,
      audioUploadId: upload.id,
    }));
  };

  const artworkFile = (file: File) =>
    uploads.start(ARTWORK_SLOT, "artwork", file, {
      onDone: (upload) => {
        const previous = stateRef.current.artwork;
        if (previous && previous.id !== upload.id) discardUpload(previous.id);
        change((s) => ({ ...s, artwork: upload, artworkUploadId: upload.id }));
      },
      onFail: (error) => toast.error(failureMessage(error, UploadMessages.uploadFailed)),
    });

  const leaveForList = () => {
    setDirty(false);
    navigate(RELEASES);
  };

  const persist = (status: ReleaseInput["status"]) => {
    if (saving || uploads.busy) return;
    // A preview start the server would refuse (or could not store) stops a draft too.
    const previewError = previewErrors(stateRef.current.tracks)[0];
    if (previewError) {
      toast.error(previewError);
      return;
    }
    if (status === "submitted") {
      // Spec §5: the final re-check before a submission.
      const splitError = finalSplitError(input.tracks);
      if (splitError) {
        toast.error(splitError);
        return;
      }
    }
    setSaving(status);
    save.mutate(
      { id: editId, input: toReleaseInput(stateRef.current, status) },
      {
        onSuccess: ({ message, release }) => {
          // The draft's new version: a later save from this builder is based on it.
          setState((current) => ({ ...current, baseUpdatedAt: release.updatedAt }));
          toast.success(message);
          leaveForList();
        },
        onError: (error) => {
          setSaving(null);
          if (error instanceof ApiError && error.code === DRAFT_CHANGED_CODE) {
            setChangedElsewhere(true);
            toast.error(error.message);
            return;
          }
          // Only "no longer a draft" (the policy's CONFLICT) leaves: it cannot be saved here.
          if (editId && error instanceof ApiError && error.code === "CONFLICT") {
            toast.error(ReleaseMessages.onlyDraftsInBuilder);
            leaveForList();
            return;
          }
          // Any other refusal (409 CODE_TAKEN, a 400 naming a step) keeps the user's edits and
          // shows the server's message at the step of the field it names.
          if (error instanceof ApiError && error.isClientError) {
            const at = stepOfField(error.fields) ?? (step < 6 ? step : null);
            if (at !== null) {
              setRefusal({ step: at, message: error.message });
              if (at !== step) goTo(at);
            }
          }
          toast.error(failureMessage(error, ReleaseMessages.createFailed));
        },
      },
    );
  };

  return (
    <div>
      <StepNav current={step} reachable={reachable} complete={stepValid} onSelect={goTo} />

      <div ref={stepArea} className="min-h-[24rem]">
        {step === 1 && (
          <InfoStep state={state} onChange={(patch) => change((s) => ({ ...s, ...patch }))} />
        )}
        {step === 2 && (
          <TracksStep state={state} running={uploads.running} actions={trackActions} />
        )}
        {step === 3 && (
          <PlatformsStep
            platforms={state.platforms}
            onChange={(platforms) => change((s) => ({ ...s, platforms }))}
          />
        )}
        {step === 4 && (
          <ArtworkStep
            artwork={state.artwork}
            running={uploads.running[ARTWORK_SLOT]}
            onFile={artworkFile}
            onCancel={() => uploads.cancel(ARTWORK_SLOT)}
          />
        )}
        {step === 5 && (
          <SplitsStep
            state={state}
            onChange={(key, splits) => setTrack(key, (t) => ({ ...t, splits }))}
          />
        )}
        {step === 6 && <ReviewStep state={state} errors={errors} onEditStep={goTo} />}
      </div>

      {changedElsewhere && onReload && <DraftChangedAlert className="mt-6" onReload={onReload} />}

      {currentErrors.length > 0 && (
        <div className="mt-6">
          <StepErrors id={errorsId} errors={currentErrors} />
        </div>
      )}

      <BuilderControls
        step={step}
        canGoNext={currentErrors.length === 0}
        canSubmit={canSubmit}
        saving={saving}
        uploading={uploads.busy}
        errorsId={currentErrors.length > 0 ? errorsId : undefined}
        onPrevious={() => goTo(step - 1)}
        onNext={() => goTo(step + 1)}
        onSaveDraft={() => persist("draft")}
        onSubmit={() => persist("submitted")}
      />

      <ConfirmDialog
        open={leaveGuard.pending !== null}
        onOpenChange={(open) => {
          if (!open) leaveGuard.stay();
        }}
        title="Leave without saving?"
        description="Your changes to this release have not been saved. Save Draft keeps them."
        confirmLabel="Leave"
        busy={false}
        onConfirm={leaveGuard.leave}
      />
    </div>
  );
}
