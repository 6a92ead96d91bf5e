import { ApiError } from "@web/api/client.ts";
import { toast } from "sonner";

/**
 * A delivery or takedown action's failure toast (decision 5, as the review actions do): the
 * screen's own "Failed to ..." as the title and, when the server refused (a 409 because the
 * state moved on meanwhile), its reason beneath.
 */
export function toastActionFailure(title: string, error: unknown) {
  console.error(title, error);
  const reason = error instanceof ApiError && error.isClientError ? error.message : undefined;
  toast.error(title, reason ? { description: reason } : undefined);
}
