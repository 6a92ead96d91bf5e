import { type ReviewAction, ReviewMessages } from "@common/review.ts";
import { type ReviewVariables, useReviewRelease } from "@web/api/adminReleases.ts";
import { ApiError } from "@web/api/client.ts";
import { toast } from "sonner";

const success: Record<ReviewAction, string> = {
  approve: ReviewMessages.approved,
  reject: ReviewMessages.rejected,
  distribute: ReviewMessages.distributed,
};
/** Spec §8 names the distribute failure's words; the others follow its pattern. */
const failure: Record<ReviewAction, string> = {
  approve: ReviewMessages.approveFailed,
  reject: ReviewMessages.rejectFailed,
  distribute: ReviewMessages.distributeFailed,
};

/**
 * Approve, reject and mark distributed, with their toasts (decision 5): the failure's own words
 * as the title and, when the server refused (a 409 because someone else got there first), its
 * reason beneath. `busyId` is the release whose change is on its way.
 */
export function useReviewActions() {
  const review = useReviewRelease();
  const run = (variables: ReviewVariables, onDone?: () => void) =>
    review.mutate(variables, {
      onSuccess: () => {
        toast.success(success[variables.action]);
        onDone?.();
      },
      onError: (error) => {
        console.error("Review action failed", error);
        const reason = error instanceof ApiError && error.isClientError ? error.message : undefined;
        toast.error(failure[variables.action], reason ? { description: reason } : undefined);
      },
    });
  return {
    run,
    busyId: review.isPending ? (review.variables?.id ?? null) : null,
    busyAction: review.isPending ? (review.variables?.action ?? null) : null,
  };
}
