import type { AudioFacts } from "./audioTap.ts";
import { isMpegAudio, type MpegFrameCount } from "./mpegFrames.ts";

/**
 * What each sniffed type must turn out to be once music-metadata has read it: the container it
 * names and the codecs that container may carry. An ID3 tag in front of anything, or an MPEG
 * frame header in front of noise, reads as "ADTS/MPEG-4"/"AAC" or as MPEG with no length.
 */
const EXPECTED: Record<string, { container: RegExp; codec: RegExp }> = {
  "audio/mpeg": { container: /^MPEG$/, codec: /^MPEG (1|2|2\.5) Layer (1|2|3)$/ },
  // Plain PCM, float, or WAVE_FORMAT_EXTENSIBLE (0xFFFE, which DAWs use for 24-bit and
  // multichannel masters and music-metadata names "non-PCM (65534)").
  "audio/wav": { container: /^WAVE$/, codec: /^(PCM|IEEE_FLOAT|non-PCM \(65534\))$/ },
  "audio/flac": { container: /^FLAC$/, codec: /^FLAC$/ },
};

/**
 * True when the upload is audio a player can play: the container agrees with the sniffed type
 * and carries its codec, the length is above zero, and (MP3) the bytes are chained frames.
 */
export function isReadableAudio(
  contentType: string,
  facts: AudioFacts,
  frames: MpegFrameCount | null,
): boolean {
  const expected = EXPECTED[contentType];
  if (!expected || facts.container === null || facts.codec === null) return false;
  if (!expected.container.test(facts.container) || !expected.codec.test(facts.codec)) return false;
  if (!(facts.seconds > 0) || facts.sampleRate === null || facts.sampleRate <= 0) return false;
  if (contentType === "audio/mpeg") return frames !== null && isMpegAudio(frames);
  return true;
}
