import { useQuery, useQueryClient } from "@tanstack/react-query";
import { adminDashboardQuery, adminReleaseKeys, invalidateReview } from "@web/api/adminReleases.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { useRealtimeEvent } from "@web/realtime/useRealtimeEvent.ts";
import { Clock, Disc3, Users } from "lucide-react";
import { useState } from "react";
import { LatestBroadcastCard } from "./dashboard/LatestBroadcastCard.tsx";
import { PendingReviewsList } from "./dashboard/PendingReviewsList.tsx";
import { RecentUsersPanel } from "./dashboard/RecentUsersPanel.tsx";
import { ToolsTile } from "./dashboard/ToolsTile.tsx";
import { NowPlayingProvider } from "./releases/NowPlayingProvider.tsx";
import { RejectReleaseModal } from "./releases/RejectReleaseModal.tsx";
import { ReleaseReviewModal, type ReviewTarget } from "./releases/ReleaseReviewModal.tsx";
import { StatTile } from "./StatTile.tsx";

/**
 * /admin (spec §2 "Admin dashboard", admins only): the latest broadcast, the label's figures,
 * the pending reviews with the Release Review dialog, and the newest accounts. The newsletter,
 * partner contacts and deletion requests live in Admin Tools.
 */
export function AdminPanelPage() {
  const queryClient = useQueryClient();
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: adminReleaseKeys.dashboard });
  // A release reviewed elsewhere, a new submission (admins are notified), a new broadcast.
  useRealtimeEvent("staff", (event) => {
    if (event.event === "release.status-changed") refresh();
    // The review dialog opened from the dashboard shows the copyright report (a review key).
    if (event.event === "release.copyright-checked") {
      refresh();
      void queryClient.invalidateQueries({ queryKey: adminReleaseKeys.all });
    }
  });
  useRealtimeEvent("admins", (event) => {
    if (event.event === "notification.created") refresh();
  });
  useRealtimeEvent("announcements", (event) => {
    if (event.event === "broadcasts.changed") refresh();
  });
  return (
    <NowPlayingProvider onLinkFailed={() => invalidateReview(queryClient)}>
      <Dashboard />
    </NowPlayingProvider>
  );
}

function Dashboard() {
  const dashboard = useQuery(adminDashboardQuery);
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const [rejecting, setRejecting] = useState<ReviewTarget | null>(null);
  const data = dashboard.data;
  return (
    <div>
      <PageHeader
        title="Admin Dashboard"
        description="The label at a glance: releases waiting for review and the newest accounts."
      />
      {dashboard.error && (
        <FormAlert tone="error" className="mb-6">
          {dashboard.error.message}
        </FormAlert>
      )}
      {data?.latestBroadcast && <LatestBroadcastCard broadcast={data.latestBroadcast} />}
      <dl
        className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
        data-testid="admin-stats"
      >
        <StatTile label="Total Users" value={data?.totals.users} icon={Users} />
        <StatTile label="Total Releases" value={data?.totals.releases} icon={Disc3} />
        <StatTile
          label="Pending Reviews"
          value={data?.totals.pendingReviews}
          icon={Clock}
          highlight
        />
        <ToolsTile />
      </dl>
      <div className="mt-8 grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <PendingReviewsList
          pending={data?.pending}
          total={data?.totals.pendingReviews}
          onReview={setReviewing}
        />
        <RecentUsersPanel users={data?.recentUsers} />
      </div>
      <ReleaseReviewModal
        release={reviewing}
        onClose={() => setReviewing(null)}
        onReject={setRejecting}
      />
      <RejectReleaseModal
        release={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={() => {
          setRejecting(null);
          setReviewing(null);
        }}
      />
    </div>
  );
}
