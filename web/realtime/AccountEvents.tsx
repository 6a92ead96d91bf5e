import { useQueryClient } from "@tanstack/react-query";
import { profileQuery } from "../api/profile.ts";
import { meQuery } from "../api/session.ts";
import { useRealtimeEvent } from "./useRealtimeEvent.ts";

/**
 * Keeps this tab's view of the account current when another tab changes it (profile saved,
 * two-factor on, off or reset): the server publishes `account.updated` on the user's own topic.
 */
export function AccountEvents({ userId }: { userId: string | undefined }) {
  const queryClient = useQueryClient();
  useRealtimeEvent(userId ? `user:${userId}` : null, (event) => {
    if (event.event !== "account.updated") return;
    void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  });
  return null;
}
