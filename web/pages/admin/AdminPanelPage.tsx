import { useQuery } from "@tanstack/react-query";
import { adminStatsQuery } from "@web/api/admin.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { Mic2, ShieldCheck, UserCog, Users } from "lucide-react";
import { DeletionRequestsCard } from "./DeletionRequestsCard.tsx";
import { NewsletterCard } from "./NewsletterCard.tsx";
import { PartnerContactsCard } from "./PartnerContactsCard.tsx";
import { StatTile } from "./StatTile.tsx";

/** /admin: account figures, the newsletter, partner contacts and deletion requests (admin only). */
export function AdminPanelPage() {
  const stats = useQuery(adminStatsQuery);
  const users = stats.data?.users;
  return (
    <div>
      <PageHeader
        title="Admin Panel"
        description="Accounts on this Offbeat installation, the newsletter and account requests."
      />
      {stats.error && <FormAlert tone="error">{stats.error.message}</FormAlert>}
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-stats">
        <StatTile label="Total users" value={users?.total} icon={Users} highlight />
        <StatTile label="Artists" value={users?.artists} icon={Mic2} />
        <StatTile label="Staff" value={users?.staff} icon={UserCog} />
        <StatTile label="Admins" value={users?.admins} icon={ShieldCheck} />
      </dl>
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <div className="space-y-6">
          <NewsletterCard />
          <PartnerContactsCard />
        </div>
        <DeletionRequestsCard />
      </div>
    </div>
  );
}
