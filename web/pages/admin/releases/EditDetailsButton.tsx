import type { ReleaseDetail } from "@common/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { Modal } from "@web/components/Modal.tsx";
import { Pencil } from "lucide-react";
import { useState } from "react";
import { EditDetailsForm } from "./EditDetailsForm.tsx";

/**
 * The Release Review dialog's "Edit details" (issue 15, approved and distributed releases):
 * opens the correction form in a dialog of its own.
 */
export function EditDetailsButton({
  release,
  disabled,
}: {
  release: ReleaseDetail;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" disabled={disabled} onClick={() => setOpen(true)}>
        <Pencil aria-hidden className="size-4" />
        Edit details
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Edit details"
        description={`Correct the details of "${release.title}". The UPC, ISRCs and artist do not change.`}
        size="xl"
        testId="edit-details-modal"
      >
        {open && <EditDetailsForm release={release} onDone={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
