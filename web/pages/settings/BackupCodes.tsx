import { Button } from "@web/components/Button.tsx";
import { copyToClipboard, downloadText } from "@web/lib/clipboard.ts";
import { Copy, Download, TriangleAlert } from "lucide-react";

/** The backup codes, shown once after enrolment: the server keeps only their encrypted form. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const asText = codes.join("\n");
  return (
    <div className="space-y-5" data-testid="backup-codes">
      <div>
        <h3 className="font-bold">Save your backup codes</h3>
        <p className="mt-1 text-sm text-ink-300">
          Each code signs you in once if you lose your phone. Keep them somewhere safe, such as a
          password manager.
        </p>
      </div>
      <ul className="grid grid-cols-2 gap-2 rounded-xl bg-ink-950 p-4 font-mono text-sm ring-1 ring-ink-700 sm:grid-cols-3">
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-ink-850 px-3 py-2 text-center tracking-wider">
            {code}
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-2 text-sm text-warning">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        These codes will not be shown again.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => copyToClipboard(asText, "Backup codes")}>
          <Copy aria-hidden className="size-4" />
          Copy codes
        </Button>
        <Button
          variant="secondary"
          onClick={() => downloadText("offbeat-backup-codes.txt", `${asText}\n`)}
        >
          <Download aria-hidden className="size-4" />
          Download
        </Button>
        <Button onClick={onDone}>I have saved my codes</Button>
      </div>
    </div>
  );
}
