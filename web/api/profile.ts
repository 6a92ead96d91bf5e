import { ProfileSchema, type ProfileUpdate } from "@common/profile.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { ApiError, api, unwrap } from "./client.ts";
import { deviceSessionsQuery } from "./deviceSessions.ts";
import { meQuery } from "./session.ts";

const ProfileResponseSchema = z.object({ profile: ProfileSchema });

/** GET /api/account/profile: the Settings forms' starting values. */
export const profileQuery = queryOptions({
  queryKey: ["account", "profile"] as const,
  queryFn: async () => (await unwrap(api.GET("/api/account/profile"))).profile,
});

/** PATCH /api/account/profile; the sidebar's user card reads /api/me, so that refetches too. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => unwrap(api.PATCH("/api/account/profile", { body })),
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}

/**
 * POST /api/account/password; this tab gets a new session cookie, the others are signed out (so
 * the signed-in devices below the form are read again).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      unwrap(api.POST("/api/account/password", { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQuery.queryKey }),
  });
}

/**
 * POST /api/account/avatar as multipart; plain fetch, since the typed client has no file bodies.
 * The server checks the bytes, so the browser's file type is only a hint.
 */
async function uploadAvatar(file: File) {
  const form = new FormData();
  form.append("file", file);
  let response: Response;
  try {
    response = await fetch("/api/account/avatar", {
      method: "POST",
      body: form,
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(
      0,
      "NETWORK",
      "Could not reach Offbeat. Check your connection and try again.",
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw ApiError.fromResponse(response.status, body);
  return ProfileResponseSchema.parse(body);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData(profileQuery.queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
  });
}
