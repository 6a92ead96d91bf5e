import { PayoutMessages } from "@common/payouts/messages.ts";
import { screen } from "@testing-library/react";
import { apiCalls, failApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { PayoutDetailsForm } from "./PayoutDetailsForm.tsx";

describe("PayoutDetailsForm", () => {
  it("shows the two-factor code field when the server asks for a code the page did not know of", async () => {
    // Two-factor switched on in another tab: the page still thinks it is off.
    failApi("put", "/api/payouts/details", 400, {
      code: "CODE_REQUIRED",
      message: PayoutMessages.codeRequired,
      fields: { code: PayoutMessages.codeRequired },
    });
    const { user } = renderInApp(
      <PayoutDetailsForm initialMethod="paypal" twoFactor={false} onDone={() => undefined} />,
    );
    expect(screen.queryByLabelText("Two-factor code")).toBeNull();
    await user.type(screen.getByLabelText("PayPal email"), "mira@example.com");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Save payout details" }));

    const code = await screen.findByLabelText("Two-factor code");
    expect(code).toHaveAccessibleDescription(expect.stringContaining(PayoutMessages.codeRequired));
    expect(apiCalls("put", "/api/payouts/details")).toHaveLength(1);
  });
});
