import { earliestReleaseDate } from "@common/releaseRules.ts";
import type { ReleaseDetail } from "@common/releases.ts";
import type { Upload, UploadKind } from "@common/uploads.ts";
import {
  type BuilderState,
  type DraftSplit,
  type DraftTrack,
  newBuilderState,
  newDraftTrack,
  withKey,
} from "@web/pages/releases/builder/builderState.ts";

/** An upload the server has taken, as POST /api/uploads answers (no Pre-QC warnings). */
const anUpload = (kind: UploadKind, id: string): Upload => ({
  id,
  kind,
  originalName: kind === "audio" ? "night-drive.mp3" : "cover.jpg",
  contentType: kind === "audio" ? "audio/mpeg" : "image/jpeg",
  sizeBytes: 4_200_000,
  durationSeconds: kind === "audio" ? 214 : null,
  sampleRate: kind === "audio" ? 44_100 : null,
  bitDepth: null,
  channels: kind === "audio" ? 2 : null,
  codec: kind === "audio" ? "MPEG 1 Layer 3" : null,
  lossless: kind === "audio" ? false : null,
  width: kind === "artwork" ? 3000 : null,
  height: kind === "artwork" ? 3000 : null,
  colorSpace: kind === "artwork" ? "srgb" : null,
  thumbnailUrl: null,
  warnings: [],
  createdAt: "2026-03-01T10:00:00.000Z",
});

export const aSplit = (collaboratorName: string, percentage: number): DraftSplit =>
  withKey({ collaboratorName, collaboratorEmail: "", role: "Contributor", percentage });

/** A track with its audio uploaded and these collaborators. */
export function aTrack(title: string, splits: DraftSplit[]): DraftTrack {
  const audio = anUpload("audio", "aaaaaaaa-0000-4000-8000-000000000001");
  return { ...newDraftTrack(), title, audio, audioUploadId: audio.id, splits };
}

/** A release that passes every step: the builder would let it be submitted as it is. */
export function aCompleteRelease(overrides: Partial<BuilderState> = {}): BuilderState {
  const artwork = anUpload("artwork", "bbbbbbbb-0000-4000-8000-000000000002");
  return {
    ...newBuilderState(),
    title: "Night Drive",
    artistName: "Mira Sol",
    genre: "Pop",
    releaseDate: earliestReleaseDate(),
    artwork,
    artworkUploadId: artwork.id,
    tracks: [aTrack("Night Drive", [aSplit("Mira Sol", 100)])],
    ...overrides,
  };
}

/** A saved draft as GET /api/releases/:id answers it (what ?editId= reads into the builder). */
export function aDraftDetail(overrides: Partial<ReleaseDetail> = {}): ReleaseDetail {
  return {
    id: "5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    userId: "1c6f4d0e-7c55-4a3e-8a36-5d1c2e3f4a5b",
    title: "Night Drive",
    artistName: "Mira Sol",
    releaseType: "single",
    genre: "Pop",
    subgenre: null,
    releaseDate: earliestReleaseDate(),
    status: "draft",
    totalTracks: 1,
    upc: null,
    artworkThumbUrl: null,
    stores: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    updatedAt: "2026-03-01T10:00:00.000Z",
    description: null,
    adminNotes: null,
    platforms: ["spotify"],
    metadata: {},
    artwork: null,
    artworkUrl: null,
    warnings: [],
    takedown: null,
    deliveries: [],
    permissions: {
      editInBuilder: true,
      editRejected: false,
      delete: true,
      requestTakedown: false,
      approve: false,
      reject: false,
      distribute: false,
      redeliver: false,
      correctMetadata: false,
    },
    tracks: [
      {
        id: "2b6f4d0e-7c55-4a3e-8a36-5d1c2e3f4a5b",
        trackNumber: 1,
        title: "Night Drive",
        duration: 0,
        explicit: false,
        lyrics: null,
        isrc: null,
        previewStartTime: null,
        credits: [],
        splits: [],
        audio: null,
        audioUrl: null,
      },
    ],
    ...overrides,
  };
}
