import { execFileSync } from "node:child_process";

/**
 * Whether Chromaprint's fpcalc is installed (CI installs Debian's libchromaprint-tools). Tests of
 * fingerprints run only with it; without it the check reports fingerprints "unavailable", which
 * has its own tests.
 */
export const hasFpcalc = (() => {
  try {
    execFileSync("fpcalc", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
