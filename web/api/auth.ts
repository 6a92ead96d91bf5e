import type { SignInSchema, SignUpSchema } from "@common/auth.ts";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api, unwrap } from "./client.ts";
import { useSetSignedInUser } from "./session.ts";

/** Sign-in, sign-up and the mail-link flows (POST /api/auth/*). Mutations only: nothing cached. */

export function useSignUp() {
  return useMutation({
    mutationFn: (body: z.output<typeof SignUpSchema>) =>
      unwrap(api.POST("/api/auth/sign-up", { body })),
  });
}

/** First step; with two-factor on it answers twoFactorRequired and no user yet. */
export function useSignIn() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: (body: z.output<typeof SignInSchema>) =>
      unwrap(api.POST("/api/auth/sign-in", { body })),
    onSuccess: ({ user }) => {
      if (user) setUser(user);
    },
  });
}

/** Second step: a code from the authenticator app, or one of the backup codes. */
export function useVerifySignInCode() {
  const setUser = useSetSignedInUser();
  return useMutation({
    mutationFn: ({ code, backup }: { code: string; backup: boolean }) =>
      unwrap(
        backup
          ? api.POST("/api/auth/two-factor/backup-code", { body: { code } })
          : api.POST("/api/auth/two-factor/verify", { body: { code } }),
      ),
    onSuccess: ({ user }) => setUser(user),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(api.POST("/api/auth/resend-confirmation", { body: { email } })),
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      unwrap(api.POST("/api/auth/forgot-password", { body: { email } })),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      unwrap(api.POST("/api/auth/reset-password", { body })),
  });
}
