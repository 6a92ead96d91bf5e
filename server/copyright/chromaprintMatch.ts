/**
 * How alike two recordings are from their Chromaprint raw fingerprints (fpcalc -raw): one 32-bit
 * sub-fingerprint per ~0.124 s. The same audio, even re-encoded at another bit rate or level,
 * keeps most bits; unrelated audio agrees on about half of them by chance. So the score counts
 * the bits that agree at the best alignment (a copy may start a little earlier or later) and
 * maps 60% (unrelated music agrees on 50-60%) to 0 and near-identity to 100.
 */

/** Alignments tried either way: up to about 10 seconds of offset. */
const MAX_OFFSET = 80;
/** At least this many overlapping items (about 5 s) for a comparison to count. */
const MIN_OVERLAP = 40;
/** Bits agreeing by chance, and the agreement at which a match is certain (100). */
const CHANCE = 0.6;
const CERTAIN = 0.95;

function popcount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The share (0-1) of bits that agree at the best alignment, or 0 when they hardly overlap. */
export function bitAgreement(a: readonly number[], b: readonly number[]): number {
  let best = 0;
  for (let offset = -MAX_OFFSET; offset <= MAX_OFFSET; offset++) {
    const start = Math.max(0, -offset);
    const end = Math.min(a.length, b.length - offset);
    const overlap = end - start;
    if (overlap < MIN_OVERLAP) continue;
    let differing = 0;
    for (let i = start; i < end; i++) differing += popcount((a[i] ?? 0) ^ (b[i + offset] ?? 0));
    const agreement = 1 - differing / (overlap * 32);
    if (agreement > best) best = agreement;
  }
  return best;
}

/** 0-100: 0 at 60% agreement or below, 100 at 95% of bits agreeing or more. */
export function fingerprintScore(a: readonly number[], b: readonly number[]): number {
  const agreement = bitAgreement(a, b);
  const score = ((agreement - CHANCE) / (CERTAIN - CHANCE)) * 100;
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}
