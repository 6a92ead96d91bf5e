import { useQuery } from "@tanstack/react-query";
import { adminStatsQuery } from "@web/api/admin.ts";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { Mic2, ShieldCheck, UserCog, Users } from "lucide-react";
import { StatTile } from "./StatTile.tsx";

/** /admin: account figures from GET /api/admin/stats (admin only). */
export function AdminPanelPage() {
  const stats = useQuery(adminStatsQuery);
  const users = stats.data?.users;
  return (
    <div>
      <PageHeader title="Admin Panel" description="Accounts on this Offbeat installation." />
      {stats.error && <FormAlert tone="error">{stats.error.message}</FormAlert>}
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-stats">
        <StatTile label="Total users" value={users?.total} icon={Users} highlight />
        <StatTile label="Artists" value={users?.artists} icon={Mic2} />
        <StatTile label="Staff" value={users?.staff} icon={UserCog} />
        <StatTile label="Admins" value={users?.admins} icon={ShieldCheck} />
      </dl>
    </div>
  );
}
