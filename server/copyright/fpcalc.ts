import { execFile } from "node:child_process";
import { z } from "zod";

export type FpcalcResult =
  | { state: "computed"; durationSeconds: number; raw: number[]; compressed: string }
  | { state: "unavailable" }
  | { state: "failed"; error: string };

const RawOutput = z.object({ duration: z.number(), fingerprint: z.array(z.number().int()) });
const CompressedOutput = z.object({ duration: z.number(), fingerprint: z.string().min(1) });

/** fpcalc's stdout; it exits non-zero on harmless decoder noise (e.g. an MP3's last frame). */
function run(
  fpcalcPath: string,
  args: string[],
): Promise<{ stdout: string; missing: boolean; error?: string }> {
  return new Promise((resolve) => {
    execFile(
      fpcalcPath,
      args,
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = (error as NodeJS.ErrnoException | null)?.code;
        if (code === "ENOENT") return resolve({ stdout: "", missing: true });
        const last = String(stderr).trim().split("\n").pop();
        resolve({ stdout: String(stdout), missing: false, error: last || error?.message });
      },
    );
  });
}

function parse<T>(schema: z.ZodType<T>, stdout: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(stdout));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Chromaprint fingerprints of a local audio file with Debian's fpcalc (libchromaprint-tools):
 * the raw form (signed, as PostgreSQL integers) to compare recordings here, the compressed form
 * for AcoustID. "unavailable" when fpcalc is not installed; "failed" when it cannot read the file.
 */
export async function fingerprintFile(fpcalcPath: string, file: string): Promise<FpcalcResult> {
  const raw = await run(fpcalcPath, ["-json", "-raw", "-signed", file]);
  if (raw.missing) return { state: "unavailable" };
  const rawOut = parse(RawOutput, raw.stdout);
  if (!rawOut || rawOut.fingerprint.length === 0)
    return { state: "failed", error: raw.error ?? "fpcalc gave no fingerprint" };
  const compressed = await run(fpcalcPath, ["-json", file]);
  const compressedOut = parse(CompressedOutput, compressed.stdout);
  if (!compressedOut)
    return { state: "failed", error: compressed.error ?? "fpcalc gave no fingerprint" };
  return {
    state: "computed",
    durationSeconds: Math.round(rawOut.duration),
    raw: rawOut.fingerprint,
    compressed: compressedOut.fingerprint,
  };
}
