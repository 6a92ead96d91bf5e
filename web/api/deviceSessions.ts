import type { DeviceSessionList } from "@common/deviceSessions.ts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, unwrap } from "./client.ts";

/** GET /api/account/sessions: Settings → Security's signed-in devices, read afresh each visit. */
export const deviceSessionsQuery = queryOptions({
  queryKey: ["account", "sessions"] as const,
  queryFn: async (): Promise<DeviceSessionList> => unwrap(api.GET("/api/account/sessions")),
  staleTime: 0,
});

function useRefreshedAfter<T>(mutationFn: (input: T) => Promise<{ message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Refused or not, the list is read again: a 404 means the session had already ended.
    onSettled: () => queryClient.invalidateQueries({ queryKey: deviceSessionsQuery.queryKey }),
  });
}

/** DELETE /api/account/sessions/{id}: signs one of the user's other devices out. */
export const useEndDeviceSession = () =>
  useRefreshedAfter((id: string) =>
    unwrap(api.DELETE("/api/account/sessions/{id}", { params: { path: { id } } })),
  );

/** POST /api/account/sessions/sign-out-others: every device but this one. */
export const useEndOtherDeviceSessions = () =>
  useRefreshedAfter(() => unwrap(api.POST("/api/account/sessions/sign-out-others")));
