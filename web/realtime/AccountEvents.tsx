import { useQueryClient } from "@tanstack/react-query";
import { moderationKeys } from "../api/moderation.ts";
import { profileQuery } from "../api/profile.ts";
import { meQuery } from "../api/session.ts";
import { useRealtimeEvent } from "./useRealtimeEvent.ts";

/**
 * Keeps this tab's view of the account current when it changes elsewhere, from the user's own
 * topic: `account.updated` (another tab saved the profile or changed two-factor) and
 * `account.moderation` (an admin suspended or warned the user, or another tab acknowledged a
 * warning): the session carries the standing and the warning count the route guard acts on.
 */
export function AccountEvents({ userId }: { userId: string | undefined }) {
  const queryClient = useQueryClient();
  useRealtimeEvent(userId ? `user:${userId}` : null, (event) => {
    if (event.event === "account.updated") {
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
    } else if (event.event === "account.moderation") {
      void queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
    }
  });
  return null;
}
