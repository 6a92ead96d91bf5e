import { csvHeaderNames } from "@common/royalties/csvHeader.ts";
import { describe, expect, it } from "vitest";
import { guessCsvMapping } from "./guessCsvMapping.ts";

describe("a CSV report's headers", () => {
  it("are read with the delimiter the file uses, quotes and a byte order mark handled", () => {
    expect(csvHeaderNames("ISRC,UPC,Country\r\nX,Y,Z")).toEqual(["ISRC", "UPC", "Country"]);
    expect(csvHeaderNames('\uFEFF"Net; EUR";Land;"Say ""hi"""\n1;2;3')).toEqual([
      "Net; EUR",
      "Land",
      'Say "hi"',
    ]);
    expect(csvHeaderNames("isrc\tstreams\tnet revenue\n")).toEqual([
      "isrc",
      "streams",
      "net revenue",
    ]);
    expect(csvHeaderNames("")).toEqual([]);
  });

  it("suggest the column for each field by the names stores use", () => {
    const headers = csvHeaderNames(
      "Sales Month,Store Name,Territory,ISRC,EAN,Track Title,Units,Currency Code,Net Revenue,Sale Type",
    );
    expect(guessCsvMapping(headers)).toEqual({
      period: "Sales Month",
      store: "Store Name",
      country: "Territory",
      isrc: "ISRC",
      upc: "EAN",
      quantity: "Units",
      currency: "Currency Code",
      netAmount: "Net Revenue",
      useType: "Sale Type",
      title: "Track Title",
    });
  });

  it("know the Swedish, French and German names, accents and all", () => {
    expect(
      guessCsvMapping([
        "Månad",
        "Butik",
        "Land",
        "ISRC",
        "Titel",
        "Antal",
        "Valuta",
        "Nettobelopp",
      ]),
    ).toEqual({
      period: "Månad",
      store: "Butik",
      country: "Land",
      isrc: "ISRC",
      title: "Titel",
      quantity: "Antal",
      currency: "Valuta",
      netAmount: "Nettobelopp",
    });
    expect(
      guessCsvMapping(["Mois", "Pays", "ISRC", "Quantité", "Devise", "Montant net €", "Artiste"]),
    ).toEqual({
      period: "Mois",
      country: "Pays",
      isrc: "ISRC",
      quantity: "Quantité",
      currency: "Devise",
      netAmount: "Montant net €",
      artist: "Artiste",
    });
    expect(guessCsvMapping(["Monat", "Land", "ISRC", "Menge", "Währung", "Nettobetrag"])).toEqual({
      period: "Monat",
      country: "Land",
      isrc: "ISRC",
      quantity: "Menge",
      currency: "Währung",
      netAmount: "Nettobetrag",
    });
    // The longer names an export may give them: sales month, track title.
    expect(guessCsvMapping(["Försäljningsmånad", "Låttitel", "Verkaufsmonat"])).toEqual({
      period: "Försäljningsmånad",
      title: "Låttitel",
    });
    expect(guessCsvMapping(["Mois de vente", "Spårtitel"])).toEqual({
      period: "Mois de vente",
      title: "Spårtitel",
    });
  });

  it("leave a field out when no header fits, and never offer one header twice", () => {
    expect(guessCsvMapping(["isrc", "amount", "label"])).toEqual({
      isrc: "isrc",
      netAmount: "amount",
    });
    // "Revenue" could be the net amount or nothing else: it is offered once.
    expect(guessCsvMapping(["Revenue", "Streams", "Country"])).toEqual({
      netAmount: "Revenue",
      quantity: "Streams",
      country: "Country",
    });
  });
});
