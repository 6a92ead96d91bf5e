import { upcKey } from "@common/codes.ts";
import type pg from "pg";
import type { ReportLine } from "../reports/reportLine.ts";
import type { LineAmounts } from "./lineAmounts.ts";

/**
 * Writes a report's usage lines in big batches, matching each as it goes in (issue 19: "lines
 * matched to tracks by ISRC, else by UPC to the release").
 *
 * One statement per batch, its rows travelling as one text per column (cells joined by the
 * unit separator, NULL written as the record separator) that `string_to_array` and `unnest`
 * turn back into rows: 14 parameters whatever the batch size (a multi-row VALUES of 10,000 lines
 * would need 140,000, past PostgreSQL's 65,535), joined in JavaScript far faster than
 * node-postgres writes array literals, and the same statement on PGlite. pg-copy-streams (COPY)
 * is not a dependency. While one batch is written the next is read: at most two in flight, so
 * memory stays at two batches whatever the file's size.
 *
 * Matching joins the catalogue's unique code indexes (one ISRC per track, one UPC per release
 * compared as GTIN-13, migration 0009), so a line finds at most one of each. A line matched by
 * ISRC also gets its track's release, for the preview's revenue by release; one matched by UPC
 * alone has a release and no track.
 */

const LINE_BATCH = 10_000;
const IN_FLIGHT = 2;

const CELL = "\u001f";
const NULL = "\u001e";
const cells = (n: number) => `string_to_array($${n}, E'\\x1f', E'\\x1e')`;

const INSERT_LINES = `
insert into royalty_report_lines
  (report_id, line_number, isrc, upc, title, artist, country, use_type, quantity,
   royalty_bearing, currency, net_amount, ledger_amount, track_id, release_id, state)
select $1::uuid, u.line_number, u.isrc, u.upc, u.title, u.artist, u.country, u.use_type,
  u.quantity, u.royalty_bearing, u.currency, u.net_amount, u.ledger_amount,
  t.id, coalesce(t.release_id, r.id),
  (case when t.id is not null or r.id is not null then 'matched' else 'unmatched' end)::report_line_state
from unnest(${cells(2)}::int[], ${cells(3)}, ${cells(4)}, ${cells(5)}, ${cells(6)}, ${cells(7)},
    ${cells(8)}, ${cells(9)}::bigint[], ${cells(10)}::bool[], ${cells(11)},
    ${cells(12)}::numeric[], ${cells(13)}::numeric[], ${cells(14)})
  as u(line_number, isrc, upc, title, artist, country, use_type, quantity, royalty_bearing,
    currency, net_amount, ledger_amount, upc_key)
left join tracks t on u.isrc is not null and t.isrc = u.isrc
left join releases r on t.id is null and u.upc_key is not null
  and (case when length(r.upc) = 12 then '0' || r.upc else r.upc end) = u.upc_key`;

/** Cells longer than this are cut: titles and names are shown, not matched on. */
const MAX_TEXT = 500;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the separators must not occur in a cell
const CONTROL = /[\u0000-\u001f\u007f]/g;
/** Free text as a cell: control characters (the separators among them) dropped, "" as NULL. */
const text = (value: string | null, max = MAX_TEXT) => {
  const clean = value?.replace(CONTROL, "").slice(0, max) ?? "";
  return clean === "" ? NULL : clean;
};

const COLUMNS = 13;

export class LineWriter {
  #columns = LineWriter.#empty();
  #size = 0;
  #inFlight: Promise<void>[] = [];
  written = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly reportId: string,
  ) {}

  static #empty(): string[][] {
    return Array.from({ length: COLUMNS }, () => []);
  }

  /** Adds a line; sends the batch when it is full (waiting only when two are in flight). */
  async add(line: ReportLine, amounts: LineAmounts): Promise<void> {
    const values = [
      String(line.line),
      text(line.isrc, 100),
      text(line.icpn, 100),
      text(line.title),
      text(line.artist),
      text(line.territory, 20),
      text(line.useType, 100),
      String(line.streams),
      line.isRoyaltyBearing ? "t" : "f",
      text(line.currency, 3),
      amounts.net,
      amounts.ledger,
      line.icpn ? text(upcKey(line.icpn), 100) : NULL,
    ];
    for (let index = 0; index < COLUMNS; index += 1)
      this.#columns[index]?.push(values[index] ?? NULL);
    this.#size += 1;
    if (this.#size >= LINE_BATCH) await this.#send();
  }

  /** Sends what is left and waits until every batch is written. */
  async flush(): Promise<void> {
    if (this.#size > 0) await this.#send();
    await Promise.all(this.#inFlight);
    this.#inFlight = [];
  }

  async #send(): Promise<void> {
    const columns = this.#columns;
    const size = this.#size;
    this.#columns = LineWriter.#empty();
    this.#size = 0;
    if (this.#inFlight.length >= IN_FLIGHT) await this.#inFlight.shift();
    const write = this.pool
      .query(INSERT_LINES, [this.reportId, ...columns.map((column) => column.join(CELL))])
      .then(() => {
        this.written += size;
      });
    // A failure surfaces when it is awaited (the next send or flush); not as unhandled.
    write.catch(() => undefined);
    this.#inFlight.push(write);
  }
}
