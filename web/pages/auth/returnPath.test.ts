import { describe, expect, it } from "vitest";
import { returnPath, signInFirst } from "./returnPath.ts";

describe("returnPath", () => {
  it.each([
    "/dashboard",
    "/dashboard/earnings/statements/2026-10",
    "/dashboard/release/0b7e6f1c-3c1a-4a57-9a43-6f0c1d2e3f40",
    "/admin/royalties",
    "/dashboard/messages?conversation=0b7e6f1c-3c1a-4a57-9a43-6f0c1d2e3f40",
  ])("comes back to the signed-in page %s", (path) => {
    expect(returnPath(path)).toBe(path);
  });

  it.each([
    null,
    "",
    "https://evil.example/dashboard",
    "//evil.example/dashboard",
    "/dashboard//evil.example",
    "/\\evil.example",
    "/pricing",
    "/dashboardx",
    "/dashboard/<script>",
    "javascript:void(document.cookie)",
  ])("refuses %s: the dashboard instead", (path) => {
    expect(returnPath(path)).toBeNull();
  });
});

describe("signInFirst", () => {
  it("names the reason, the address whose session ended and the page", () => {
    expect(signInFirst("ended", "/dashboard/earnings", "nova+music@example.com")).toBe(
      "/?signin=ended&email=nova%2Bmusic%40example.com&next=%2Fdashboard%2Fearnings",
    );
  });

  it("leaves out a page it would not come back to", () => {
    expect(signInFirst("required", "/dashboard/<x>")).toBe("/?signin=required");
  });
});
