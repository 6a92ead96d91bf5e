import { AccountMessages } from "@common/account.ts";
import { useExportData } from "@web/api/account.ts";
import { Button } from "@web/components/Button.tsx";
import { Download } from "lucide-react";
import type { Banner } from "../useBanner.ts";

/** Spec §7 "Data export": one JSON file of everything Offbeat stores about the user. */
export function DataExportSection({
  userId,
  onResult,
}: {
  userId: string;
  onResult: (banner: Banner) => void;
}) {
  const exportData = useExportData();
  const run = () =>
    exportData.mutate(userId, {
      onSuccess: () => onResult({ tone: "success", text: AccountMessages.exportDownloaded }),
      onError: () => onResult({ tone: "error", text: AccountMessages.exportFailed }),
    });
  return (
    <div className="flex flex-wrap items-center justify-between gap-4 border-t border-ink-800 pt-6">
      <div>
        <h3 className="text-sm font-semibold text-ink-50">Export your data</h3>
        <p className="mt-1 max-w-prose text-sm text-ink-400">
          Download a JSON file with your profile, settings, releases, tracks, royalty splits,
          messages and everything else Offbeat stores about you.
        </p>
      </div>
      <Button variant="secondary" onClick={run} busy={exportData.isPending}>
        {!exportData.isPending && <Download aria-hidden className="size-4" />}
        Export My Data
      </Button>
    </div>
  );
}
