import { describe, expect, it } from "vitest";
import {
  ApproveInputSchema,
  canReview,
  RejectInputSchema,
  ReviewMessages,
  reviewNotification,
  trackCountText,
} from "./review.ts";

describe("release review rules", () => {
  it("allows approve and reject on submitted releases and distribute on approved ones only", () => {
    expect(canReview("approve", "submitted")).toBe(true);
    expect(canReview("reject", "submitted")).toBe(true);
    expect(canReview("distribute", "approved")).toBe(true);
    expect(canReview("approve", "approved")).toBe(false);
    expect(canReview("reject", "draft")).toBe(false);
    expect(canReview("distribute", "submitted")).toBe(false);
  });

  it("requires a reason that is not blank, but lets a quick rejection send null", () => {
    const blank = RejectInputSchema.safeParse({ notes: "   " });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe(ReviewMessages.rejectReasonRequired);
    expect(RejectInputSchema.parse({ notes: null })).toEqual({ notes: null });
    expect(RejectInputSchema.parse({ notes: " Too quiet " })).toEqual({ notes: "Too quiet" });
    expect(ApproveInputSchema.parse({})).toEqual({ notes: null });
  });

  it("words the owner's notification by action, with the notes when there are any", () => {
    expect(reviewNotification("approve", "Blue", null)).toEqual({
      type: "success",
      title: "Release approved",
      message: 'Your release "Blue" has been approved.',
    });
    expect(reviewNotification("reject", "Blue", "Clipping").message).toBe(
      'Your release "Blue" has been rejected. Reason: Clipping',
    );
    expect(reviewNotification("reject", "Blue", null).type).toBe("warning");
    expect(reviewNotification("distribute", "Blue", null)).toMatchObject({
      type: "success",
      title: "Release distributed",
    });
  });

  it("counts tracks in the singular or plural", () => {
    expect(trackCountText(1)).toBe("1 track");
    expect(trackCountText(0)).toBe("0 tracks");
    expect(trackCountText(12)).toBe("12 tracks");
  });
});
