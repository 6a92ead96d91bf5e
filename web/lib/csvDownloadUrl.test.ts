import { describe, expect, it } from "vitest";
import { csvDownloadUrl, spreadsheetSeparator } from "./csvDownloadUrl.ts";

describe("CSV downloads for this browser's spreadsheet", () => {
  it("asks for semicolons where one and a half is written 1,5", () => {
    for (const locale of ["sv-SE", "de-DE", "fr-FR", "nb-NO", "da-DK", "fi-FI"]) {
      expect(spreadsheetSeparator(locale)).toBe("semicolon");
    }
    for (const locale of ["en-US", "en-GB", "ja-JP"]) {
      expect(spreadsheetSeparator(locale)).toBe("comma");
    }
  });

  it("adds the separator to the address only where it is needed", () => {
    expect(csvDownloadUrl("/api/admin/finance/csv", { from: "2026-01" }, "en-GB")).toBe(
      "/api/admin/finance/csv?from=2026-01",
    );
    expect(csvDownloadUrl("/api/admin/finance/csv", { from: "2026-01" }, "sv-SE")).toBe(
      "/api/admin/finance/csv?from=2026-01&separator=semicolon",
    );
    expect(csvDownloadUrl("/api/admin/partner-contacts", {}, "en-US")).toBe(
      "/api/admin/partner-contacts",
    );
  });
});
