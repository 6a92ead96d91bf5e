import { screen } from "@testing-library/react";
import { apiCalls, serveApi } from "@web/test/api.ts";
import { renderInApp } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import { CsvMappingEditor } from "./CsvMappingEditor.tsx";

/** A mapping field's input, by the field it maps (two controls are labelled "Store"). */
const field = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`);

const sample = (text: string, name = "deezer-2026-10.csv") =>
  new File([text], name, { type: "text/csv" });

async function openFor(storeId: string, mapping: Record<string, string | null> | null) {
  serveApi("get", "/api/admin/royalty-reports/stores", {
    stores: [{ id: storeId, displayName: "Deezer", hasCsvMapping: mapping !== null }],
    ledgerCurrency: "SEK",
  });
  serveApi("get", "/api/admin/stores/{storeId}/report-mapping", {
    storeId,
    mapping: mapping as never,
    updatedAt: null,
  });
  const rendered = renderInApp(<CsvMappingEditor />);
  await rendered.user.click(screen.getByText("CSV column mapping per store"));
  await rendered.user.selectOptions(
    await screen.findByRole("combobox", { name: "Store" }),
    storeId,
  );
  await screen.findByRole("button", { name: "Save mapping" });
  return rendered;
}

describe("CsvMappingEditor", () => {
  it("fills the fields from a sample report's headers, and saves what the form shows", async () => {
    const { user } = await openFor("deezer", null);
    await user.upload(
      screen.getByLabelText("Read the headers from a sample report (optional)"),
      sample("Sales Month;Territory;ISRC;EAN;Units;Currency;Net Revenue\n2026-10;SE;X;Y;1;EUR;0,1"),
    );
    expect(await screen.findByTestId("csv-sample-headers")).toHaveTextContent(
      "7 columns in deezer-2026-10.csv",
    );
    expect(field("country")).toHaveValue("Territory");
    expect(field("netAmount")).toHaveValue("Net Revenue");
    expect(field("store")).toHaveValue("");

    serveApi("put", "/api/admin/stores/{storeId}/report-mapping", {
      storeId: "deezer",
      mapping: null,
      updatedAt: "2026-11-29T00:00:00.000Z",
      message: "Mapping saved.",
    });
    await user.click(screen.getByRole("button", { name: "Save mapping" }));
    await expect
      .poll(() => apiCalls("put", "/api/admin/stores/{storeId}/report-mapping").length)
      .toBe(1);
    expect(apiCalls("put", "/api/admin/stores/{storeId}/report-mapping")[0]?.body).toEqual({
      store: null,
      period: "Sales Month",
      isrc: "ISRC",
      upc: "EAN",
      country: "Territory",
      useType: null,
      quantity: "Units",
      currency: "Currency",
      netAmount: "Net Revenue",
      title: null,
      artist: null,
    });
  });

  it("keeps a saved column and says when the sample has no such column", async () => {
    const { user } = await openFor("deezer", {
      store: null,
      period: null,
      isrc: "ISRC Code",
      upc: null,
      country: "Country",
      useType: null,
      quantity: "Streams",
      currency: "Currency",
      netAmount: "Amount",
    });
    await user.upload(
      screen.getByLabelText("Read the headers from a sample report (optional)"),
      sample("ISRC,Country,Streams,Currency,Net Amount\n"),
    );
    await screen.findByTestId("csv-sample-headers");
    // Saved values stay; only the empty UPC could have been filled, and no header fits it.
    expect(field("netAmount")).toHaveValue("Amount");
    expect(field("isrc")).toHaveValue("ISRC Code");
    expect(screen.getAllByText("Not a column of deezer-2026-10.csv.")).toHaveLength(2);
  });

  it("offers a column name once when the sample repeats it", async () => {
    const { user } = await openFor("deezer", null);
    await user.upload(
      screen.getByLabelText("Read the headers from a sample report (optional)"),
      sample("ISRC,Amount,Country,Amount\n"),
    );
    await screen.findByTestId("csv-sample-headers");
    const offered = [...document.querySelectorAll("datalist option")].map((o) =>
      o.getAttribute("value"),
    );
    expect(offered).toEqual(["ISRC", "Amount", "Country"]);
  });

  it("says so when the sample's first line holds no column names", async () => {
    const { user } = await openFor("deezer", null);
    await user.upload(
      screen.getByLabelText("Read the headers from a sample report (optional)"),
      sample("\n1,2,3", "empty.csv"),
    );
    expect(
      await screen.findByText("No column names in the first line of empty.csv."),
    ).toBeInTheDocument();
  });

  // A workbook renamed .csv: the file picker lets it through, its first bytes do not.
  it("says what a workbook is instead of offering its bytes as column names", async () => {
    const { user } = await openFor("deezer", null);
    await user.upload(
      screen.getByLabelText("Read the headers from a sample report (optional)"),
      new File([Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])], "deezer.csv"),
    );
    expect(
      await screen.findByText(
        "This is a ZIP file or an Excel workbook (.xlsx), not a report. Upload the DSR file (.tsv or .tsv.gz), or save the sheet as CSV and upload that.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId("csv-sample-headers")).toBeNull();
  });
});
