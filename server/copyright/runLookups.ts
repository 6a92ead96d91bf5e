import {
  type Candidate,
  CopyrightRules,
  type OutsideSource,
  type SourceState,
} from "@common/copyright.ts";
import type { LookupQuery, SourceAdapter } from "./sources/source.ts";

export interface LookupOutcome {
  candidates: Candidate[];
  states: Record<OutsideSource, SourceState>;
  /** "source: reason" for each source that failed (an error answer, a bad body, a timeout). */
  failures: string[];
  /** The outside services that were asked. */
  used: OutsideSource[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Asks every configured outside source about one track, each starting at its slot of the spec's
 * stagger (0, 200, 400, 600 ms) and no sooner than its own rate limit allows after this
 * process's previous request to it. Each lookup has `timeoutMs`; a failing source gives an empty
 * list and is named, never failing the others.
 */
export function createLookupRunner(adapters: SourceAdapter[], timeoutMs: number) {
  const lastStart = new Map<OutsideSource, number>();

  async function gate(adapter: SourceAdapter) {
    // Reserve the slot before waiting, so concurrent checks queue up behind each other.
    const previous = lastStart.get(adapter.id) ?? 0;
    const at = Math.max(Date.now(), previous + adapter.minIntervalMs);
    lastStart.set(adapter.id, at);
    if (at > Date.now()) await sleep(at - Date.now());
  }

  return async function runLookups(query: LookupQuery): Promise<LookupOutcome> {
    const states = {} as Record<OutsideSource, SourceState>;
    const failures: string[] = [];
    const used: OutsideSource[] = [];
    const lists = await Promise.all(
      adapters.map(async (adapter): Promise<Candidate[]> => {
        if (!adapter.enabled) {
          states[adapter.id] = "off";
          return [];
        }
        if (adapter.needsFingerprint && !query.fingerprint) {
          states[adapter.id] = "unavailable";
          return [];
        }
        used.push(adapter.id);
        await sleep(CopyrightRules.staggerMs[adapter.id]);
        await gate(adapter);
        try {
          const found = await adapter.lookup(query, AbortSignal.timeout(timeoutMs));
          states[adapter.id] = "ok";
          return found;
        } catch (error) {
          states[adapter.id] = "failed";
          const reason =
            error instanceof Error && error.name === "TimeoutError"
              ? `no answer within ${timeoutMs} ms`
              : error instanceof Error
                ? error.message
                : String(error);
          failures.push(`${adapter.id}: ${reason}`);
          return [];
        }
      }),
    );
    return { candidates: lists.flat(), states, failures, used };
  };
}

export type LookupRunner = ReturnType<typeof createLookupRunner>;
