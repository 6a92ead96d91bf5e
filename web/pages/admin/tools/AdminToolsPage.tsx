import { AdminToolsMessages } from "@common/adminTools.ts";
import { canUseAdminArea } from "@common/permissions.ts";
import { useIsFetching, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "@web/api/admin.ts";
import { useSession } from "@web/api/session.ts";
import { Button } from "@web/components/Button.tsx";
import { Card } from "@web/components/Card.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { usePageTitle } from "@web/lib/usePageTitle.ts";
import { RefreshCw, ShieldAlert } from "lucide-react";
import { AnnouncementsCard } from "./AnnouncementsCard.tsx";
import { AuditLogCard } from "./AuditLogCard.tsx";
import { BroadcastCard } from "./BroadcastCard.tsx";
import { DeletionRequestsCard } from "./DeletionRequestsCard.tsx";
import { DistributionCard } from "./DistributionCard.tsx";
import { FeatureFlagsCard } from "./FeatureFlagsCard.tsx";
import { NewsletterCard } from "./NewsletterCard.tsx";
import { PartnerContactsCard } from "./PartnerContactsCard.tsx";
import { StoresCard } from "./StoresCard.tsx";

/**
 * /admin/tools (spec document 2 §2 "Admin Tools"): Feature Flags, Broadcast, Announcements,
 * Deletion Requests, the newsletter and partner contacts, the Audit Log, and Refresh. Any
 * signed-in user reaches the route; only admins get the tools (the server refuses the rest).
 */
export function AdminToolsPage() {
  const { user } = useSession();
  usePageTitle("Admin Tools");
  if (!user || !canUseAdminArea(user)) {
    return (
      <Card className="mx-auto mt-10 max-w-md text-center" data-testid="admin-access-required">
        <ShieldAlert aria-hidden className="mx-auto size-8 text-danger" />
        <h1 className="mt-3 font-semibold text-ink-50">{AdminToolsMessages.adminAccessRequired}</h1>
      </Card>
    );
  }
  return <AdminTools />;
}

function AdminTools() {
  const queryClient = useQueryClient();
  // Every admin section's key starts with ["admin"]: flags, broadcasts, announcements, audit
  // log (["admin", "tools", ...]) and deletion requests.
  const refreshing = useIsFetching({ queryKey: adminKeys.all }) > 0;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return (
    <div>
      <PageHeader
        title="Admin Tools"
        description="Feature flags, broadcasts, announcements, account requests and the audit log."
        action={
          <Button variant="secondary" onClick={refresh} busy={refreshing}>
            {!refreshing && <RefreshCw aria-hidden className="size-4" />}
            Refresh
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <FeatureFlagsCard />
          <BroadcastCard />
        </div>
        <div className="space-y-6">
          <AnnouncementsCard />
        </div>
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 xl:grid-cols-2">
        <DeletionRequestsCard />
        <div className="space-y-6">
          <NewsletterCard />
          <PartnerContactsCard />
        </div>
      </div>
      <div className="mt-6">
        <DistributionCard />
      </div>
      <div className="mt-6">
        <StoresCard />
      </div>
      <div className="mt-6">
        <AuditLogCard />
      </div>
    </div>
  );
}
