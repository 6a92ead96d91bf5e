import { describe, expect, it } from "vitest";
import { readScopeForPath } from "./notifications.ts";

describe("which visit marks notifications read", () => {
  it("a path starting with /dashboard/release or /dashboard/releases reads my own", () => {
    for (const path of [
      "/dashboard/releases",
      "/dashboard/release/new",
      "/dashboard/release/5b0c/edit",
      "/dashboard/releases/5b0c",
    ]) {
      expect(readScopeForPath(path, false)).toBe("releases");
      expect(readScopeForPath(path, true)).toBe("releases");
    }
    expect(readScopeForPath("/dashboard", false)).toBeNull();
    expect(readScopeForPath("/dashboard/messages", false)).toBeNull();
  });

  it("an admin on /admin or /admin/releases reads the admin ones; nobody else", () => {
    expect(readScopeForPath("/admin", true)).toBe("admin");
    expect(readScopeForPath("/admin/", true)).toBe("admin");
    expect(readScopeForPath("/admin/releases", true)).toBe("admin");
    expect(readScopeForPath("/admin/users", true)).toBeNull();
    expect(readScopeForPath("/admin/tools", true)).toBeNull();
    expect(readScopeForPath("/admin/releases", false)).toBeNull();
    expect(readScopeForPath("/admin", false)).toBeNull();
  });
});
