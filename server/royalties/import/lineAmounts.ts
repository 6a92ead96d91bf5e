import {
  type Decimal,
  decimal,
  divide,
  formatDecimal,
  multiply,
  parseDecimal,
} from "@common/money/decimal.ts";
import { ReportImportMessages } from "@common/royalties/imports.ts";
import type { ProblemList, ReportLine } from "../reports/reportLine.ts";

/**
 * A line's amounts, exact (docs/royalties.md "Money: exact everywhere"): its net in the report's
 * currency, and that net converted into the ledger's currency at full precision. Never a float.
 */

/** Pro rata shares are kept at 20 places: the error never reaches a rounded ledger amount. */
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
  /** One unit of `currency` in the ledger's currency; null when it is the ledger's. */
  exchangeRate: string | null;
  rateSource: "report" | "staff" | null;
}

/**
 * The rate of each line: none for the ledger's own currency; else the rate its summary states
 * (a DSR's ExchangeRate, read as one unit of the line's currency in ExchangeRateBaseCurrency, so
 * usable when that base is the ledger's currency or not named); else the rate staff entered at
 * upload, which is for the report's currency (its first line's); else a problem, once per
 * currency, naming the first line in it.
 */
export class LineAmountBook {
  #summaryRevenue = new Map<string, Decimal>();
  #rates = new Map<string, Decimal | null>();
  #outcome: RateOutcome = { currency: null, exchangeRate: null, rateSource: null };
  readonly #staffRate: Decimal | null;

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
    const rate = this.#rateOf(line);
    if (rate === null) return null;
    return {
      net: formatDecimal(net),
      ledger: formatDecimal(rate === ONE ? net : multiply(net, rate)),
    };
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

  #rateOf(line: ReportLine): Decimal | null {
    const outcome = this.#outcome;
    if (outcome.currency === null) outcome.currency = line.currency;
    if (line.currency === this.ledgerCurrency) return ONE;
    const stated = line.exchangeRate;
    if (stated && (stated.baseCurrency === null || stated.baseCurrency === this.ledgerCurrency)) {
      if (line.currency === outcome.currency && outcome.exchangeRate === null) {
        outcome.exchangeRate = stated.rate;
        outcome.rateSource = "report";
      }
      return parseDecimal(stated.rate);
    }
    if (this.#rates.has(line.currency)) return this.#rates.get(line.currency) ?? null;
    let rate: Decimal | null = null;
    if (line.currency === outcome.currency && this.#staffRate) {
      rate = this.#staffRate;
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
    this.#rates.set(line.currency, rate);
    return rate;
  }
}
