import type { AuditEntry } from "@common/adminTools.ts";
import { screen, within } from "@testing-library/react";
import { serveApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { AuditLogCard } from "./AuditLogCard.tsx";

const entry = (details: AuditEntry["details"], targetType = "release"): AuditEntry => ({
  id: "00000000-0000-4000-8000-0000000000e1",
  action: "APPROVE_RELEASE",
  targetType,
  targetId: "00000000-0000-4000-8000-0000000000e2",
  details,
  createdAt: "2026-11-30T16:17:00.000Z",
  actor: { id: "00000000-0000-4000-8000-0000000000e3", name: "Sam Staff", email: "sam@x.test" },
  subject: "Old Tapes",
});

async function cellsOf(details: AuditEntry["details"], targetType?: string) {
  serveApi("get", "/api/admin/audit-log", {
    items: [entry(details, targetType)],
    nextCursor: null,
  });
  renderInApp(<AuditLogCard />);
  const [row] = await screen.findAllByTestId("audit-entry");
  return within(row as HTMLElement).getAllByRole("cell");
}

const detailsOf = async (details: AuditEntry["details"]) =>
  (await cellsOf(details)).at(-1) as HTMLElement;

describe("AuditLogCard", () => {
  it("shows nested details as readable pairs, not JSON", async () => {
    const cell = await detailsOf({
      notes: null,
      stores: ["spotify", "apple_music"],
      codesAssigned: {
        upc: "200000000035",
        isrcs: [{ isrc: "ZZOFB2600004", trackId: "e7eddb01" }],
      },
    });
    expect(cell).toHaveTextContent("notes:—");
    expect(cell).toHaveTextContent("stores:spotify, apple_music");
    expect(cell).toHaveTextContent("upc:200000000035");
    expect(cell).toHaveTextContent("isrc:ZZOFB2600004");
    expect(cell).toHaveTextContent("trackId:e7eddb01");
    expect(cell.textContent).not.toMatch(/[{}"[\]]/);
  });

  it("shows a dash for an entry without details", async () => {
    const cell = await detailsOf({});
    expect(cell).toHaveTextContent(/^—$/);
  });

  it("names the kind of thing in words, a store report's too", async () => {
    const cells = await cellsOf({}, "royalty_report");
    expect(cells[1]).toHaveTextContent(/^Store report/);
  });

  it("writes an amount with its currency as amounts read elsewhere", async () => {
    const cell = await detailsOf({ lines: 15, total: "5420.04", currency: "SEK" });
    expect(cell.textContent?.replace(/\s/g, " ")).toContain("total:SEK 5,420.04");
    expect(cell).toHaveTextContent("lines:15");
    expect(cell).toHaveTextContent("currency:SEK");
  });

  it("leaves an amount without a currency, or one already written out, as it is", async () => {
    const cell = await detailsOf({ total: "SEK 5,420.04", amount: "12.50" });
    expect(cell).toHaveTextContent("total:SEK 5,420.04");
    expect(cell).toHaveTextContent("amount:12.50");
  });
});
