import { describe, expect, it } from "vitest";
import { isKnownWebPath } from "./site.ts";

describe("isKnownWebPath", () => {
  it("knows the public pages, the app's own pages and everything in the signed-in areas", () => {
    for (const path of ["/", "/terms", "/terms/", "/portal", "/reset-password", "/dev/mailbox"]) {
      expect(isKnownWebPath(path)).toBe(true);
    }
    for (const path of ["/dashboard", "/dashboard/messages", "/admin", "/admin/users"]) {
      expect(isKnownWebPath(path)).toBe(true);
    }
  });

  it("does not know other paths, so the server answers them with 404", () => {
    for (const path of ["/no-such-page", "/termsx", "/dashboardx", "/wp-login.php"]) {
      expect(isKnownWebPath(path)).toBe(false);
    }
  });
});
