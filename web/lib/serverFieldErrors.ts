import { ApiError } from "@web/api/client.ts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Puts the server's per-field messages (`error.fields`, e.g. from a 400 VALIDATION_ERROR) under
 * the matching inputs. Fields the form does not have are left to the red box.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
) {
  if (!(error instanceof ApiError)) return;
  let focused = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (!message) continue;
    // The first field named takes focus, as the form's own checks do: a screen reader then reads
    // its label and the message, which would otherwise appear unannounced.
    setError(name, { type: "server", message }, { shouldFocus: !focused });
    focused = true;
  }
}
