import { isAdmin } from "@common/permissions.ts";
import { useSession } from "@web/api/session.ts";
import { PageHeader } from "@web/components/PageHeader.tsx";
import { LedgerCorrections } from "./corrections/LedgerCorrections.tsx";
import { FinanceOverview } from "./finance/FinanceOverview.tsx";
import { ReportImports } from "./imports/ReportImports.tsx";
import { UnmatchedQueue } from "./unmatched/UnmatchedQueue.tsx";

/**
 * /admin/royalties (issue 19, staff and admins): store reports in (upload, check, preview, post
 * to the ledger), the lines no track was found for, and the label's money at a glance; admins
 * also post ledger corrections.
 */
export function AdminRoyaltiesPage() {
  const { user } = useSession();
  return (
    <div className="space-y-12">
      <PageHeader
        title="Royalties"
        description="Import stores' sales and streaming reports, check them, and post them to the ledger. Lines that match no track wait below until you assign or dismiss them."
      />
      <ReportImports />
      <UnmatchedQueue />
      <FinanceOverview />
      {user && isAdmin(user) && <LedgerCorrections />}
    </div>
  );
}
