import type { ReleaseDetail } from "@common/releases.ts";
import { Card } from "@web/components/Card.tsx";
import { ArtworkStep } from "../builder/ArtworkStep.tsx";
import { AudioSlot } from "../builder/AudioSlot.tsx";
import { StepHeading } from "../builder/fields.tsx";
import { ARTWORK_SLOT, type ReplacedFiles } from "./useReplacedFiles.ts";

/** "New file: sent with Save & Resubmit", beside a replaced file. */
function NewFileNote() {
  return (
    <p className="mt-2 text-xs font-medium text-accent" data-testid="replaced-note">
      New file: sent for review with Save &amp; Resubmit.
    </p>
  );
}

/**
 * The edit screen's files (issue 16): the artwork and each track's audio, replaced with the
 * builder's own upload components. Tracks are not added, removed or reordered here: a review
 * asks for a new master or new artwork; a different track list is a new release.
 */
export function ReplaceFiles({ release, files }: { release: ReleaseDetail; files: ReplacedFiles }) {
  return (
    <div className="space-y-6">
      <Card>
        <ArtworkStep
          artwork={files.artwork}
          running={files.running[ARTWORK_SLOT]}
          onFile={files.replaceArtwork}
          onCancel={() => files.cancel(ARTWORK_SLOT)}
        />
        {files.artworkReplaced && <NewFileNote />}
      </Card>
      <Card>
        <StepHeading
          title="Tracks"
          description="Replace a track's audio with the new master the review asked for."
        />
        <ol className="space-y-5">
          {release.tracks.map((track) => (
            <li key={track.id} data-testid="edit-track">
              <p className="mb-2 text-sm font-semibold text-ink-100">
                {track.trackNumber}. {track.title}
              </p>
              <AudioSlot
                trackLabel={`Track ${track.trackNumber}`}
                audio={files.audioOf(track)}
                running={files.running[track.id]}
                onFile={(file) => files.replaceAudio(track, file)}
                onCancel={() => files.cancel(track.id)}
              />
              {files.audioReplaced(track) && <NewFileNote />}
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
