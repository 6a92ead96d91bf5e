import { formatBytes, type Upload } from "@common/uploads.ts";

const FORMAT_NAMES: Record<string, string> = {
  "audio/mpeg": "MP3",
  "audio/wav": "WAV",
  "audio/flac": "FLAC",
  "image/png": "PNG",
  "image/jpeg": "JPEG",
};

/** The format as people name it ("WAV"), from the type the server read from the bytes. */
const formatName = (upload: Upload) => FORMAT_NAMES[upload.contentType] ?? upload.contentType;

// Three decimals, so 22 050 Hz reads "22.05 kHz", as in the server's warnings.
const khz = (hz: number) => `${(hz / 1000).toLocaleString("en", { maximumFractionDigits: 3 })} kHz`;

const channelNames: Record<number, string> = { 1: "mono", 2: "stereo" };

/** "WAV · 24-bit/48 kHz · stereo" (the parts the server could read). */
export function audioFacts(upload: Upload): string {
  const quality = [
    upload.bitDepth !== null ? `${upload.bitDepth}-bit` : null,
    upload.sampleRate !== null ? khz(upload.sampleRate) : null,
  ]
    .filter(Boolean)
    .join("/");
  const channels =
    upload.channels !== null
      ? (channelNames[upload.channels] ?? `${upload.channels} channels`)
      : null;
  return [formatName(upload), quality || null, channels].filter(Boolean).join(" · ");
}

/** "3000x3000 px · PNG · 2.1 MB". */
export function artworkFacts(upload: Upload): string {
  const size =
    upload.width !== null && upload.height !== null ? `${upload.width}x${upload.height} px` : null;
  return [size, formatName(upload), formatBytes(upload.sizeBytes)].filter(Boolean).join(" · ");
}

/** "Song.final.wav" → "Song.final": choosing audio names an untitled track after its file. */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]*$/, "").trim();
