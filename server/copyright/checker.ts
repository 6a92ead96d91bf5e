import type { Config } from "../config.ts";
import { createLookupRunner, type LookupRunner } from "./runLookups.ts";
import { createSources, defaultUserAgent } from "./sources/index.ts";
import type { SourceAdapter } from "./sources/source.ts";

/** What a copyright check needs besides the database and storage: built once per process. */
export interface CopyrightChecker {
  adapters: SourceAdapter[];
  runLookups: LookupRunner;
  fpcalcPath: string;
}

export function createCopyrightChecker(
  config: Config,
  fetchImpl: typeof fetch = fetch,
): CopyrightChecker {
  const adapters = createSources(config, {
    fetch: fetchImpl,
    userAgent: defaultUserAgent(config),
  });
  return {
    adapters,
    runLookups: createLookupRunner(adapters, config.COPYRIGHT_LOOKUP_TIMEOUT_MS),
    fpcalcPath: config.FPCALC_PATH,
  };
}
