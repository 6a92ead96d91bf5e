import {
  type DeletionRequest,
  exportFileName,
  type PrivacySettingsInput,
  type TerminationInput,
} from "@common/account.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, api, unwrap } from "./client.ts";

/** Account Info (Settings): privacy settings, data export, account termination. */
const accountKeys = {
  all: ["account"] as const,
  privacy: () => [...accountKeys.all, "privacy"] as const,
  termination: () => [...accountKeys.all, "termination"] as const,
};

/** GET /api/account/privacy: the defaults (spec §9) until the user first saves. */
export const privacyQuery = queryOptions({
  queryKey: accountKeys.privacy(),
  queryFn: async () => (await unwrap(api.GET("/api/account/privacy"))).settings,
});

export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettingsInput) => unwrap(api.PUT("/api/account/privacy", { body })),
    onSuccess: ({ settings }) => queryClient.setQueryData(accountKeys.privacy(), settings),
  });
}

/** GET /api/account/termination: the latest request, null when there is none. */
export const terminationQuery = queryOptions({
  queryKey: accountKeys.termination(),
  queryFn: async (): Promise<DeletionRequest | null> =>
    (await unwrap(api.GET("/api/account/termination"))).request,
});

export function useRequestTermination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TerminationInput) => unwrap(api.POST("/api/account/termination", { body })),
    onSuccess: ({ request }) => queryClient.setQueryData(accountKeys.termination(), request),
  });
}

/**
 * GET /api/account/export, fetched whole (so a failure can be told apart from a download) and
 * handed to the browser as a file named with the user id (spec §7).
 */
async function downloadExport(userId: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/account/export", { credentials: "same-origin" });
  } catch {
    throw new ApiError(
      0,
      "NETWORK",
      "Could not reach Offbeat. Check your connection and try again.",
    );
  }
  if (!response.ok) {
    throw ApiError.fromResponse(response.status, await response.json().catch(() => null));
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = exportFileName(userId);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the object URL is not needed past this task.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useExportData() {
  return useMutation({ mutationFn: downloadExport });
}
