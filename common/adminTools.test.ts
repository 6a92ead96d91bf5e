import { describe, expect, it } from "vitest";
import { auditActionLabel, auditActorWithoutAccount } from "./adminTools.ts";

describe("auditActionLabel", () => {
  it("reads an action's code as a sentence", () => {
    expect(auditActionLabel("SET_FEATURE_FLAG")).toBe("Set feature flag");
    expect(auditActionLabel("POST_LEDGER_CORRECTION")).toBe("Post ledger correction");
    expect(auditActionLabel("VIEW_PAYOUT_DETAILS")).toBe("View payout details");
  });

  it("words events as events", () => {
    expect(auditActionLabel("DISTRIBUTE_COMPLETED")).toBe("Distribution completed");
    expect(auditActionLabel("TAKEDOWN_COMPLETED")).toBe("Takedown completed");
  });

  it("shows a code it cannot read as is", () => {
    expect(auditActionLabel("__")).toBe("__");
    expect(auditActionLabel("")).toBe("");
  });
});

describe("auditActorWithoutAccount", () => {
  it("names the platform for its own entries and a deleted account for the rest", () => {
    expect(auditActorWithoutAccount("DISTRIBUTE_COMPLETED")).toBe("Offbeat (automatic)");
    expect(auditActorWithoutAccount("TAKEDOWN_COMPLETED")).toBe("Offbeat (automatic)");
    expect(auditActorWithoutAccount("DELIVERY_INTERRUPTED")).toBe("Offbeat (automatic)");
    expect(auditActorWithoutAccount("APPROVE_RELEASE")).toBe("Deleted account");
  });
});
