import { upcKey } from "@common/codes.ts";
import type pg from "pg";
import type { ReportLine } from "../reports/reportLine.ts";
import type { LineAmounts } from "./lineAmounts.ts";

/**
 * Writes a report's usage lines in batches, matching each as it goes in (issue 19: "lines
 * matched to tracks by ISRC, else by UPC to the release").
 *
 * One statement per batch, its rows travelling as one text per column (cells joined by the
 * unit separator, NULL written as the record separator) that `string_to_array` and `unnest`
 * turn back into rows: 14 parameters whatever the batch size (a multi-row VALUES of 5,000 lines
 * would need 70,000, past PostgreSQL's 65,535), joined in JavaScript far faster than
 * node-postgres writes array literals, and the same statement on PGlite. pg-copy-streams (COPY)
 * is not a dependency. While one batch is written the next is read: at most two in flight, so
 * memory stays at two batches whatever the file's size.
 *
 * Matching joins the catalogue's unique code indexes (one ISRC per track, one UPC per release
 * compared as GTIN-13, migration 0009), so a line finds at most one of each. A line matched by
 * ISRC also gets its track's release, for the preview's revenue by release; one matched by UPC
 * alone has a release and no track.
 */

/**
 * A thousand lines a batch: big enough that a statement's own cost is small beside its rows,
 * small enough that the lines waiting in memory die young. With 10,000 the parse thread spent
 * nearly half its time collecting garbage (docs/royalties.md, "Benchmark").
 */
const LINE_BATCH = 1_000;
const IN_FLIGHT = 2;
/** Prepared once per connection: PostgreSQL plans the statement once, not once a batch. */
const STATEMENT = "royalty-report-lines";

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
// biome-ignore lint/suspicious/noControlCharactersInRegex: the same, found without replacing
const HAS_CONTROL = /[\u0000-\u001f\u007f]/;
/**
 * Free text as a cell: control characters (the separators among them) dropped, "" as NULL.
 * Replacing and cutting only when needed: a cell that needs neither, nearly every one, is used
 * as it is, with no new string made (six cells a line, a million lines).
 */
const text = (value: string | null, max = MAX_TEXT) => {
  if (!value) return NULL;
  const clean = HAS_CONTROL.test(value) ? value.replace(CONTROL, "") : value;
  const cut = clean.length > max ? clean.slice(0, max) : clean;
  return cut === "" ? NULL : cut;
};

const COLUMNS = 13;

export class LineWriter {
  #columns = LineWriter.#empty();
  #size = 0;
  #inFlight: Promise<void>[] = [];
  #lastUpc: string | null = null;
  #lastUpcKey = NULL;
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
    const columns = this.#columns;
    columns[0]?.push(String(line.line));
    columns[1]?.push(text(line.isrc, 100));
    columns[2]?.push(text(line.icpn, 100));
    columns[3]?.push(text(line.title));
    columns[4]?.push(text(line.artist));
    columns[5]?.push(text(line.territory, 20));
    columns[6]?.push(text(line.useType, 100));
    columns[7]?.push(String(line.streams));
    columns[8]?.push(line.isRoyaltyBearing ? "t" : "f");
    columns[9]?.push(text(line.currency, 3));
    columns[10]?.push(amounts.net);
    columns[11]?.push(amounts.ledger);
    columns[12]?.push(this.#upcKeyOf(line.icpn));
    this.#size += 1;
    if (this.#size >= LINE_BATCH) await this.#send();
  }

  /** The UPC as matched (GTIN-13); the last one kept, as a release's lines come one after another. */
  #upcKeyOf(upc: string | null): string {
    if (!upc) return NULL;
    if (upc !== this.#lastUpc) {
      this.#lastUpc = upc;
      this.#lastUpcKey = text(upcKey(upc), 100);
    }
    return this.#lastUpcKey;
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
      .query({
        name: STATEMENT,
        text: INSERT_LINES,
        values: [this.reportId, ...columns.map((column) => column.join(CELL))],
      })
      .then(() => {
        this.written += size;
      });
    // A failure surfaces when it is awaited (the next send or flush); not as unhandled.
    write.catch(() => undefined);
    this.#inFlight.push(write);
  }
}
