import { currencyExponent } from "@common/money/currencies.ts";
import {
  type Decimal,
  decimal,
  divide,
  formatDecimal,
  MAX_SCALE,
  multiply,
  parseDecimal,
  rescale,
} from "@common/money/decimal.ts";
import { ReportImportMessages } from "@common/royalties/imports.ts";
import {
  LINE_AMOUNT_LIMIT,
  limitText,
  REPORT_TOTAL_LIMIT,
  wholeUnits,
} from "../reports/amountLimits.ts";
import type { ProblemList, ReportLine } from "../reports/reportLine.ts";

/**
 * A line's amounts, exact (docs/royalties.md "Money: exact everywhere"): its net in the report's
 * currency, and that net converted into the ledger's currency at full precision. Never a float.
 */

/**
 * Pro rata shares and amounts divided by a report's rate are kept at 20 places: the error never
 * reaches a rounded ledger amount.
 */
const SHARE_SCALE = 20;
const ONE = decimal(1n);
const ZERO = decimal(0n);

export interface LineAmounts {
  net: string;
  ledger: string;
}

/** What the report's rates came to, for the report row. */
export interface RateOutcome {
  /** The first line's currency: the report's. */
  currency: string | null;
  /**
   * The rate as its source gives it; null when `currency` is the ledger's. Staff enter one unit of
   * `currency` in the ledger's currency; a report states one unit of the ledger's currency in
   * `currency` (DDEX: base amount × rate = reported amount).
   */
  exchangeRate: string | null;
  rateSource: "report" | "staff" | null;
}

/**
 * How each line becomes the ledger's currency: as it is in the ledger's own currency; else by the
 * rate its summary states, when that rate's base (ExchangeRateBaseCurrency, SY01's
 * CurrencyOfTransaction) is the ledger's currency or not named. DDEX reads a DSR rate as "the
 * transaction amount multiplied by the rate is the amount reported", so the reported amount is
 * divided by it to get back to the base (kb.ddex.net, "Currency conversion in DSR and CDM").
 * Else by the rate staff entered at upload, one unit of the report's currency (its first line's)
 * in the ledger's, which multiplies; else a problem, once per currency, naming its first line.
 */
/** A rate that multiplies (entered by staff) or divides (stated by a DSR); null: no rate. */
interface Conversion {
  rate: Decimal;
  divides: boolean;
}

const SAME_CURRENCY: Conversion = { rate: ONE, divides: false };

export class LineAmountBook {
  #summaryRevenue = new Map<string, Decimal>();
  #conversions = new Map<string, Conversion | null>();
  #outcome: RateOutcome = { currency: null, exchangeRate: null, rateSource: null };
  readonly #staffRate: Decimal | null;
  /** The lines' ledger amounts so far, refunds as positive, in whole units rounded up. */
  #total = 0n;
  #totalNoted = false;

  constructor(
    private readonly ledgerCurrency: string,
    staffRate: string | null,
    private readonly problems: ProblemList,
  ) {
    this.#staffRate = staffRate === null ? null : parseDecimal(staffRate);
  }

  outcome(): RateOutcome {
    return this.#outcome;
  }

  /** The line's amounts, or null when its currency has no rate (the problem is noted). */
  amountsOf(line: ReportLine): LineAmounts | null {
    const net = this.#netOf(line);
    const conversion = this.#conversionOf(line);
    if (conversion === null) return null;
    let ledger = net;
    if (conversion !== SAME_CURRENCY)
      ledger = conversion.divides
        ? divide(net, conversion.rate, SHARE_SCALE)
        : multiply(net, conversion.rate);
    // A product keeps both scales: a CSV amount's 60 places times a staff rate's 20 would be
    // more than parseDecimal reads back, and the preview and the posting read the sums with it.
    if (ledger.scale > MAX_SCALE) ledger = rescale(ledger, MAX_SCALE);
    if (!this.#withinLimits(line, net, ledger)) return null;
    return { net: formatDecimal(net), ledger: formatDecimal(ledger) };
  }

  /**
   * Whether the line's ledger amount can be booked (../reports/amountLimits.ts): below the line
   * limit (the reader checked the amount as written; a rate can still make it huge), and the
   * report's running total below the report limit, noted once, on the line that passes it.
   */
  #withinLimits(line: ReportLine, net: Decimal, ledger: Decimal): boolean {
    const whole = wholeUnits(ledger);
    if (whole.down >= LINE_AMOUNT_LIMIT) {
      const shown = (value: Decimal, currency: string) =>
        formatDecimal(rescale(value, Math.min(value.scale, currencyExponent(currency))));
      this.problems.add(
        line.line,
        ReportImportMessages.lineTooLarge(
          `${line.currency} ${shown(net, line.currency)}`,
          `${this.ledgerCurrency} ${shown(ledger, this.ledgerCurrency)}`,
          `${this.ledgerCurrency} ${limitText(LINE_AMOUNT_LIMIT)}`,
        ),
      );
      return false;
    }
    this.#total += whole.up;
    if (this.#total < REPORT_TOTAL_LIMIT || this.#totalNoted) return true;
    this.#totalNoted = true;
    this.problems.add(
      line.line,
      ReportImportMessages.reportTooLarge(
        `${this.ledgerCurrency} ${limitText(REPORT_TOTAL_LIMIT)}`,
      ),
    );
    return false;
  }

  /** A CSV line's own amount; a DSR line's share of its summary: NetRevenue × n / usages. */
  #netOf(line: ReportLine): Decimal {
    if (line.netRevenue !== null) return parseDecimal(line.netRevenue);
    const { share } = line;
    if (!share || !line.isRoyaltyBearing || share.totalUsages === 0n) return ZERO;
    let revenue = this.#summaryRevenue.get(share.summaryId);
    if (!revenue) {
      revenue = parseDecimal(share.netRevenue);
      this.#summaryRevenue.set(share.summaryId, revenue);
    }
    return divide(
      multiply(revenue, decimal(BigInt(line.streams))),
      decimal(share.totalUsages),
      SHARE_SCALE,
    );
  }

  #conversionOf(line: ReportLine): Conversion | null {
    const outcome = this.#outcome;
    if (outcome.currency === null) outcome.currency = line.currency;
    if (line.currency === this.ledgerCurrency) return SAME_CURRENCY;
    const stated = line.exchangeRate;
    if (stated && (stated.baseCurrency === null || stated.baseCurrency === this.ledgerCurrency)) {
      if (line.currency === outcome.currency && outcome.exchangeRate === null) {
        outcome.exchangeRate = stated.rate;
        outcome.rateSource = "report";
      }
      return { rate: parseDecimal(stated.rate), divides: true };
    }
    if (this.#conversions.has(line.currency)) return this.#conversions.get(line.currency) ?? null;
    let conversion: Conversion | null = null;
    if (line.currency === outcome.currency && this.#staffRate) {
      conversion = { rate: this.#staffRate, divides: false };
      outcome.exchangeRate = formatDecimal(this.#staffRate);
      outcome.rateSource = "staff";
    } else if (line.currency === outcome.currency) {
      this.problems.add(line.line, ReportImportMessages.noRate(line.currency, this.ledgerCurrency));
    } else {
      this.problems.add(
        line.line,
        ReportImportMessages.secondCurrency(line.currency, outcome.currency, this.ledgerCurrency),
      );
    }
    this.#conversions.set(line.currency, conversion);
    return conversion;
  }
}
