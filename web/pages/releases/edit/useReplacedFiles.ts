import type { ReleaseDetail, ReleaseEdit, Track } from "@common/releases.ts";
import { ReleaseMessages } from "@common/releases.ts";
import { type Upload, UploadMessages } from "@common/uploads.ts";
import { failureMessage } from "@web/api/client.ts";
import { discardUpload } from "@web/api/uploads.ts";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useUploads } from "../builder/useUploads.ts";

export const ARTWORK_SLOT = "artwork";

/**
 * The files a rejected release gets on the edit screen (issue 16): a new artwork and new audio
 * per track, uploaded as they are chosen with the builder's upload machinery (progress, cancel,
 * the server's checks and pre-QC warnings), sent with "Save & Resubmit". Until then the release
 * keeps its files; a replacement replaced again before saving is discarded, and the files the
 * resubmission stops using are left to the server's orphan cleanup.
 */
export function useReplacedFiles(release: ReleaseDetail) {
  const uploads = useUploads();
  const [artwork, setArtwork] = useState<Upload | null>(null);
  const [audio, setAudio] = useState<Record<string, Upload>>({});
  // Uploads finish later: their callbacks read the replacements as they are then.
  const latest = useRef({ artwork, audio });
  latest.current = { artwork, audio };

  const replaceArtwork = (file: File) =>
    uploads.start(ARTWORK_SLOT, "artwork", file, {
      onDone: (upload) => {
        const previous = latest.current.artwork;
        if (previous && previous.id !== upload.id) discardUpload(previous.id);
        setArtwork(upload);
      },
      onFail: (error) => toast.error(failureMessage(error, UploadMessages.uploadFailed)),
    });

  const replaceAudio = (track: Track, file: File) =>
    uploads.start(track.id, "audio", file, {
      onDone: (upload) => {
        const previous = latest.current.audio[track.id];
        if (previous && previous.id !== upload.id) discardUpload(previous.id);
        setAudio((current) => ({ ...current, [track.id]: upload }));
      },
      onFail: (error) =>
        toast.error(ReleaseMessages.uploadAudioFailed(track.title), {
          description: failureMessage(error, UploadMessages.uploadFailed),
        }),
    });

  const body: Pick<ReleaseEdit, "artworkUploadId" | "trackAudio"> = {
    ...(artwork ? { artworkUploadId: artwork.id } : {}),
    trackAudio: Object.entries(audio).map(([trackId, upload]) => ({
      trackId,
      audioUploadId: upload.id,
    })),
  };

  return {
    running: uploads.running,
    busy: uploads.busy,
    cancel: uploads.cancel,
    artwork: artwork ?? release.artwork,
    artworkReplaced: artwork !== null,
    audioOf: (track: Track) => audio[track.id] ?? track.audio,
    audioReplaced: (track: Track) => track.id in audio,
    changed: artwork !== null || Object.keys(audio).length > 0,
    replaceArtwork,
    replaceAudio,
    body,
  };
}

export type ReplacedFiles = ReturnType<typeof useReplacedFiles>;
