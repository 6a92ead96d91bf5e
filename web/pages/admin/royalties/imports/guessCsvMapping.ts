import type { CsvMapping } from "@common/royalties/imports.ts";

type Field = keyof CsvMapping;

/**
 * Header names stores' CSV exports use for each field, compared without case, accents, spaces
 * or punctuation ("Net Revenue" = "net_revenue" = "netrevenue", "Quantité" = "quantite"), in
 * order of preference: English first, then Swedish, French and German, which the label's
 * European stores and aggregators write.
 */
const NAMES: Record<Field, string[]> = {
  isrc: ["isrc"],
  upc: ["upc", "ean", "icpn", "gtin", "upcean", "releaseupc", "productupc"],
  country: [
    "country",
    "territory",
    "countrycode",
    "salescountry",
    "storecountry",
    "isocountry",
    "land",
    "pays",
    "territoire",
  ],
  quantity: [
    "quantity",
    "units",
    "streams",
    "qty",
    "plays",
    "salesquantity",
    "count",
    "antal",
    "quantite",
    "menge",
    "anzahl",
  ],
  currency: [
    "currency",
    "currencycode",
    "salecurrency",
    "reportingcurrency",
    "valuta",
    "devise",
    "wahrung",
  ],
  netAmount: [
    "netamount",
    "netrevenue",
    "net",
    "netpayable",
    "royalty",
    "earnings",
    "amount",
    "revenue",
    "nettobelopp",
    "belopp",
    "intakt",
    "montantnet",
    "revenunet",
    "montant",
    "nettobetrag",
    "betrag",
    "netto",
  ],
  period: [
    "period",
    "salesmonth",
    "salesperiod",
    "month",
    "reportingperiod",
    "statementperiod",
    "manad",
    "forsaljningsmanad",
    "redovisningsperiod",
    "periode",
    "mois",
    "moisdevente",
    "monat",
    "verkaufsmonat",
    "abrechnungsmonat",
    "zeitraum",
  ],
  useType: ["usetype", "usagetype", "saletype", "transactiontype", "type", "usage", "typ"],
  store: [
    "store",
    "storename",
    "service",
    "dsp",
    "platform",
    "retailer",
    "butik",
    "tjanst",
    "plattform",
    "plateforme",
    "boutique",
  ],
  title: [
    "tracktitle",
    "title",
    "trackname",
    "track",
    "songtitle",
    "song",
    "titel",
    "titre",
    "spar",
    "latt",
    "lattitel",
    "spartitel",
  ],
  artist: ["artist", "artistname", "trackartist", "performer", "artiste", "kunstler", "interpret"],
};

const plain = (name: string) =>
  name
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

/**
 * For each field, the header among `headers` that stores usually give it, when there is one;
 * a header is offered for one field at most (the first field that names it).
 */
export function guessCsvMapping(headers: readonly string[]): Partial<Record<Field, string>> {
  const byPlain = new Map(headers.map((header) => [plain(header), header] as const));
  const taken = new Set<string>();
  const guess: Partial<Record<Field, string>> = {};
  for (const [field, names] of Object.entries(NAMES) as [Field, string[]][]) {
    const header = names.map((name) => byPlain.get(name)).find((h) => h && !taken.has(h));
    if (header) {
      guess[field] = header;
      taken.add(header);
    }
  }
  return guess;
}
