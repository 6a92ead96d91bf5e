import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";
import { meQuery } from "./session.ts";

/**
 * Two-factor settings (POST /api/account/two-factor/*). Each change refetches the session,
 * whose `twoFactorEnabled` drives what the Security tab shows.
 */
function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
}

/** Starts enrolment: answers the otpauth URI, its secret and the backup codes. */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(api.POST("/api/account/two-factor/enable", { body: { password } })),
  });
}

export function useConfirmTwoFactor() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (code: string) =>
      unwrap(api.POST("/api/account/two-factor/confirm", { body: { code } })),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(api.POST("/api/account/two-factor/disable", { body: { password } })),
    onSuccess: refresh,
  });
}

/** Removes the factor and enrols a new one; two-factor stays off until the new code is confirmed. */
export function useResetTwoFactor() {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn: (password: string) =>
      unwrap(api.POST("/api/account/two-factor/reset", { body: { password } })),
    onSuccess: refresh,
  });
}
