import { isStaffOrAdmin } from "@common/permissions.ts";
import { useQueryClient } from "@tanstack/react-query";
import { deliveryKeys } from "@web/api/deliveries.ts";
import { releaseKeys } from "@web/api/releases.ts";
import { useSession } from "@web/api/session.ts";
import { smartLinkKeys } from "@web/api/smartLinks.ts";
import { useRealtimeEvent } from "@web/realtime/useRealtimeEvent.ts";

/**
 * "release.deliveries-changed" (a store's delivery moved): on my `user:<id>` topic my releases'
 * detail and cards follow, and the release's smart link panel (a store gone live shows its
 * button); staff and admins also hear it on `staff`, for every release they are looking at and for
 * /admin/deliveries. Polling (releaseWithDeliveriesQuery) covers a missed event.
 */
export function useDeliveryEvents() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const staff = user ? isStaffOrAdmin(user) : false;

  useRealtimeEvent(user ? `user:${user.id}` : null, (event) => {
    if (event.event !== "release.deliveries-changed") return;
    void queryClient.invalidateQueries({ queryKey: releaseKeys.all });
    void queryClient.invalidateQueries({ queryKey: smartLinkKeys.panel(event.data.releaseId) });
  });
  useRealtimeEvent(staff ? "staff" : null, (event) => {
    if (event.event !== "release.deliveries-changed") return;
    void queryClient.invalidateQueries({ queryKey: releaseKeys.detail(event.data.releaseId) });
    void queryClient.invalidateQueries({ queryKey: smartLinkKeys.panel(event.data.releaseId) });
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.all });
    void queryClient.invalidateQueries({ queryKey: deliveryKeys.takedowns });
  });
}
