import { ReleaseMessages } from "@common/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { FormAlert } from "@web/components/FormAlert.tsx";
import { RefreshCw } from "lucide-react";
import { useState } from "react";

/**
 * A save refused because the draft was saved in another tab or on another device since this copy
 * was read (409 DRAFT_CHANGED). It stays until the draft is reloaded: the user's edits stay on
 * screen to copy from, and "Reload draft" starts the builder over with the latest version.
 */
export function DraftChangedAlert({
  onReload,
  className,
}: {
  onReload: () => Promise<unknown>;
  className?: string;
}) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <FormAlert tone="error" className={className}>
      <p>{ReleaseMessages.draftChanged}</p>
      <Button variant="secondary" size="sm" busy={reloading} onClick={() => void reload()}>
        {!reloading && <RefreshCw aria-hidden className="size-4" />}
        Reload draft
      </Button>
    </FormAlert>
  );
}
