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

/** What the screen does with a change's outcome (disable, reset). */
interface Outcome<T> {
  onSuccess: (answer: T) => void;
  onError: (error: Error) => void;
}

const disableTwoFactor = (password: string) =>
  unwrap(api.POST("/api/account/two-factor/disable", { body: { password } }));

const resetTwoFactor = (password: string) =>
  unwrap(api.POST("/api/account/two-factor/reset", { body: { password } }));

/**
 * Disable and reset take the screen's callbacks, not `mutate`'s: both leave two-factor off, so
 * the refetched session swaps the form that asked for the enable form, and TanStack Query skips
 * `mutate` callbacks of an unmounted component (the toast, and after a reset the new QR code,
 * would be lost). They run after the refetch, as `mutate`'s did.
 */
function useTwoFactorOffMutation<T>(
  mutationFn: (password: string) => Promise<T>,
  callbacks: Outcome<T>,
) {
  const refresh = useRefreshSession();
  return useMutation({
    mutationFn,
    onSuccess: async (answer: T) => {
      await refresh();
      callbacks.onSuccess(answer);
    },
    onError: callbacks.onError,
  });
}

export function useDisableTwoFactor(
  callbacks: Outcome<Awaited<ReturnType<typeof disableTwoFactor>>>,
) {
  return useTwoFactorOffMutation(disableTwoFactor, callbacks);
}

/** Removes the factor and enrols a new one; two-factor stays off until the new code is confirmed. */
export function useResetTwoFactor(callbacks: Outcome<Awaited<ReturnType<typeof resetTwoFactor>>>) {
  return useTwoFactorOffMutation(resetTwoFactor, callbacks);
}
