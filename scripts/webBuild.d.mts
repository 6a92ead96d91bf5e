// Types for scripts/webBuild.mjs, which stays plain JavaScript so `npm start` runs without tsx.
export declare const WEB_BUILD_INPUTS: readonly string[];
export declare const WEB_OUT_DIR: string;
export declare const BUILD_HASH_FILE: string;
export declare function listWebInputs(root: string): Promise<string[]>;
export declare function hashWebInputs(root: string): Promise<string>;
export declare function buildNeeded(state: {
  currentHash: string;
  storedHash: string | null;
  built: boolean;
}): string | null;
export declare function readBuildState(
  root: string,
): Promise<{ built: boolean; storedHash: string | null }>;
export declare function buildWeb(root: string): Promise<void>;
export declare function exitOnBuildFailure(error: unknown): never;
